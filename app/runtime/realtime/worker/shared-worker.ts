/**
 * The shared worker script (/sharedWorker_1.0.1.js): every tab of the site connects to this one instance,
 * which holds the single WebSocket. Each tab talks over its own MessagePort.
 */
import { createHub, type HubPort } from "./hub.ts";
import { isPageMessage } from "./messages.ts";
import { gatewayUrl, webSocketFactory } from "./socket.ts";

/** The parts of SharedWorkerGlobalScope used here (the project's type library is the DOM one). */
type SharedWorkerScope = {
  onconnect: ((event: { readonly ports: readonly MessagePort[] }) => void) | null;
  readonly location: { readonly protocol: string; readonly host: string };
};

const scope = globalThis as unknown as SharedWorkerScope;
const hub = createHub<HubPort>({ connect: webSocketFactory(gatewayUrl(scope.location)) });

scope.onconnect = (event) => {
  for (const messagePort of event.ports) {
    const port: HubPort = { post: (message) => messagePort.postMessage(message) };
    messagePort.onmessage = (message) => {
      if (isPageMessage(message.data)) hub.receive(port, message.data);
    };
  }
};
