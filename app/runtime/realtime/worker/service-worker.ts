/**
 * The service worker script (/sw_1.0.2.js), used where SharedWorker is missing. It takes control at once,
 * intercepts no requests, and serves pages like the shared worker does: each window client is a port,
 * answered with `client.postMessage`.
 */
import { createHub, type HubPort } from "./hub.ts";
import { isPageMessage, type PageMessage } from "./messages.ts";
import { gatewayUrl, webSocketFactory } from "./socket.ts";

/** The parts of the service worker globals used here (the project's type library is the DOM one). */
type WindowClient = { readonly id: string; postMessage: (message: unknown) => void };
type ExtendableEvent = { waitUntil: (promise: Promise<unknown>) => void };
type ClientMessageEvent = ExtendableEvent & { readonly data: unknown; readonly source: unknown };
type ServiceWorkerScope = {
  readonly location: { readonly protocol: string; readonly host: string };
  readonly clients: { claim: () => Promise<void> };
  skipWaiting: () => Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "message", listener: (event: ClientMessageEvent) => void): void;
};

type ClientPort = HubPort & { readonly clientId: string };

const scope = globalThis as unknown as ServiceWorkerScope;
const ports = new Map<string, ClientPort>();
const hub = createHub<ClientPort>({
  connect: webSocketFactory(gatewayUrl(scope.location)),
  onDetach: (port) => ports.delete(port.clientId),
});

const isWindowClient = (source: unknown): source is WindowClient =>
  typeof source === "object" &&
  source !== null &&
  "id" in source &&
  typeof source.id === "string" &&
  "postMessage" in source &&
  typeof source.postMessage === "function";

/** The client's port; only a hello can register a new one, so others are not kept. */
function portOf(client: WindowClient, message: PageMessage): ClientPort {
  const known = ports.get(client.id);
  if (known) return known;
  const port: ClientPort = { clientId: client.id, post: (reply) => client.postMessage(reply) };
  if (message.type === "hello") ports.set(client.id, port);
  return port;
}

scope.addEventListener("install", (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener("activate", (event) => event.waitUntil(scope.clients.claim()));
scope.addEventListener("message", (event) => {
  const { source, data } = event;
  if (isWindowClient(source) && isPageMessage(data)) hub.receive(portOf(source, data), data);
});
