/**
 * How a page reaches the realtime worker (docs/architecture.md, Browser side): a SharedWorker where the browser has one, otherwise a
 * service worker. Where neither can run (no SharedWorker and no service workers, or registration refused)
 * the worker's hub runs inside the page with its own WebSocket, so live data still arrives.
 */
import { isWorkerMessage, type PageMessage, type WorkerMessage } from "./worker/messages.ts";
import { SERVICE_WORKER_FILE, SHARED_WORKER_FILE, SHARED_WORKER_NAME } from "./worker/script-names.ts";
import { gatewayUrl, webSocketFactory } from "./worker/socket.ts";

export type WorkerTransport = {
  /** Posts to the worker; may drop messages until the worker is reachable (the client's hello retries). */
  post: (message: PageMessage) => void;
  close: () => void;
};

/** Opens a transport that hands every message from the worker to `onMessage`. */
export type TransportFactory = (onMessage: (message: WorkerMessage) => void) => WorkerTransport;

const accept = (onMessage: (message: WorkerMessage) => void) => (event: MessageEvent) => {
  if (isWorkerMessage(event.data)) onMessage(event.data);
};

function sharedWorkerTransport(onMessage: (message: WorkerMessage) => void): WorkerTransport {
  const worker = new SharedWorker(`/${SHARED_WORKER_FILE}`, { name: SHARED_WORKER_NAME });
  worker.port.onmessage = accept(onMessage);
  return {
    post: (message) => worker.port.postMessage(message),
    close: () => worker.port.close(),
  };
}

function serviceWorkerTransport(
  container: ServiceWorkerContainer,
  onMessage: (message: WorkerMessage) => void,
): WorkerTransport {
  const listener = accept(onMessage);
  let registration: ServiceWorkerRegistration | undefined;
  let fallback: WorkerTransport | undefined;
  let closed = false;
  container.addEventListener("message", listener);
  container.startMessages();
  container
    .register(`/${SERVICE_WORKER_FILE}`)
    .then(() => container.ready)
    .then((ready) => {
      registration = ready;
    })
    .catch(() => {
      if (!closed) fallback = inPageTransport(onMessage);
    });
  return {
    post: (message) => (fallback ? fallback.post(message) : registration?.active?.postMessage(message)),
    close: () => {
      closed = true;
      container.removeEventListener("message", listener);
      fallback?.close();
    },
  };
}

/** The hub inside the page, loaded on demand; it answers asynchronously, like a worker. */
function inPageTransport(onMessage: (message: WorkerMessage) => void): WorkerTransport {
  let closed = false;
  const port = {
    post: (message: WorkerMessage) =>
      queueMicrotask(() => {
        if (!closed) onMessage(message);
      }),
  };
  const hub = import("./worker/hub.ts").then(({ createHub }) =>
    createHub({ connect: webSocketFactory(gatewayUrl(location)) }),
  );
  return {
    post: (message) => void hub.then((loaded) => loaded.receive(port, message)),
    close: () => {
      closed = true;
      void hub.then((loaded) => loaded.detach(port));
    },
  };
}

/** The transport this browser supports best. */
export const openWorkerTransport: TransportFactory = (onMessage) => {
  if (typeof SharedWorker !== "undefined") {
    try {
      return sharedWorkerTransport(onMessage);
    } catch {
      // A SharedWorker the page may not start (a policy or a sandbox) leaves the other ways.
    }
  }
  if (typeof navigator !== "undefined" && navigator.serviceWorker) {
    return serviceWorkerTransport(navigator.serviceWorker, onMessage);
  }
  return inPageTransport(onMessage);
};
