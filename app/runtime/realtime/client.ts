/**
 * The page's side of the realtime channel (docs/architecture.md, Browser side). The connection to the worker is
 * unregistered until the worker answers `hello` with `ready`; until then messages wait and `hello` is sent
 * again every 200 ms. An endpoint is subscribed for its first handler only: later handlers attach locally and
 * get the channel's state at once, and removing the last handler unsubscribes. The worker is pinged every
 * 10 s; when it has not answered by the next ping, "Service Worker stop answering" goes to the console.
 */

import { endpointOf, type SubscriptionBody } from "../../../lib/realtime/protocol.ts";
import { foldUpdate } from "./fold.ts";
import { globalTimers, type Timers } from "./timers.ts";
import { openWorkerTransport, type TransportFactory } from "./transport.ts";
import type { ChannelError, ChannelFrame, PageMessage, WorkerMessage } from "./worker/messages.ts";

export const REGISTRATION_RETRY_MS = 200;
export const PING_INTERVAL_MS = 10_000;
export const HANDLER_ID_LENGTH = 6;
export const NOT_ANSWERING = "Service Worker stop answering";

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A channel message as handlers get it; `state` is the channel's whole state after it (updates folded in). */
export type ChannelMessage = { type: "snapshot" | "update"; seq: number; data: unknown; state: unknown };

export type ChannelHandler = (message: ChannelMessage) => void;

/** Removes the handler it was returned for; `id` is the handler's id. */
export type Unsubscribe = (() => void) & { readonly id: string };

export type RealtimeClient = {
  subscribe: (body: SubscriptionBody, handler: ChannelHandler) => Unsubscribe;
  /** Leaves the worker and stops every timer; the client is not used after this. */
  close: () => void;
};

/** Where the page's pagehide and pageshow events arrive (the window by default). */
export type PageEvents = Pick<EventTarget, "addEventListener" | "removeEventListener">;

export type RealtimeClientOptions = {
  transport?: TransportFactory;
  timers?: Timers;
  random?: () => number;
  page?: PageEvents;
  onError?: (error: ChannelError) => void;
};

type Channel = {
  body: SubscriptionBody;
  handlers: Map<string, ChannelHandler>;
  state?: { seq: number; data: unknown };
};

/** A random handler id: HANDLER_ID_LENGTH letters and digits. */
export function handlerId(random: () => number): string {
  let id = "";
  for (let i = 0; i < HANDLER_ID_LENGTH; i++) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
  return id;
}

/** Connects the page to the realtime worker; registration starts at once. */
export function createRealtimeClient({
  transport: openTransport = openWorkerTransport,
  timers = globalTimers,
  random = Math.random,
  page = typeof window === "undefined" ? undefined : window,
  onError,
}: RealtimeClientOptions = {}): RealtimeClient {
  const channels = new Map<string, Channel>();
  const handlerIds = new Set<string>();
  let queue: PageMessage[] = [];
  let registered = false;
  let registeredBefore = false;
  let retry: unknown;
  let awaitingPong = false;

  const transport = openTransport(receive);
  const pinger = timers.setInterval(ping, PING_INTERVAL_MS);
  page?.addEventListener("pagehide", leave);
  page?.addEventListener("pageshow", rejoin);
  register();

  function register(): void {
    transport.post({ type: "hello" });
    retry ??= timers.setInterval(() => transport.post({ type: "hello" }), REGISTRATION_RETRY_MS);
  }

  function stopRetry(): void {
    timers.clearInterval(retry);
    retry = undefined;
  }

  function send(message: PageMessage): void {
    if (registered) transport.post(message);
    else queue.push(message);
  }

  /** After the first registration the queue goes out; after a later one the worker knew nothing of us. */
  function ready(): void {
    if (registered) return;
    registered = true;
    stopRetry();
    const pending = queue;
    queue = [];
    if (!registeredBefore) for (const message of pending) transport.post(message);
    else for (const [endpoint, { body }] of channels) transport.post({ type: "subscribe", endpoint, body });
    registeredBefore = true;
  }

  function unregister(): void {
    registered = false;
    awaitingPong = false;
  }

  function leave(): void {
    if (registered) transport.post({ type: "bye" });
    unregister();
    stopRetry();
  }

  function rejoin(): void {
    if (!registered) register();
  }

  function ping(): void {
    if (awaitingPong || !registered) console.error(NOT_ANSWERING);
    if (!registered) return;
    awaitingPong = true;
    transport.post({ type: "ping" });
  }

  function receive(message: WorkerMessage): void {
    if (message.type === "ready") ready();
    else if (message.type === "reset") {
      unregister();
      register();
    } else if (message.type === "pong") awaitingPong = false;
    else if (message.type === "error") onError?.(message);
    else deliver(message);
  }

  function deliver(frame: ChannelFrame): void {
    const channel = channels.get(frame.endpoint);
    if (!channel) return;
    const state =
      frame.type === "snapshot"
        ? frame.data
        : foldUpdate(channel.body.topic, channel.state?.data, frame.data);
    channel.state = { seq: frame.seq, data: state };
    const message: ChannelMessage = { type: frame.type, seq: frame.seq, data: frame.data, state };
    for (const handler of [...channel.handlers.values()]) handler(message);
  }

  function newHandlerId(): string {
    let id = handlerId(random);
    while (handlerIds.has(id)) id = handlerId(random);
    handlerIds.add(id);
    return id;
  }

  function subscribe(body: SubscriptionBody, handler: ChannelHandler): Unsubscribe {
    const endpoint = endpointOf(body);
    const id = newHandlerId();
    const channel = channels.get(endpoint);
    if (channel) {
      channel.handlers.set(id, handler);
      const { state } = channel;
      if (state) handler({ type: "snapshot", seq: state.seq, data: state.data, state: state.data });
    } else {
      channels.set(endpoint, { body, handlers: new Map([[id, handler]]) });
      send({ type: "subscribe", endpoint, body });
    }
    return Object.assign(() => unsubscribe(endpoint, id), { id });
  }

  function unsubscribe(endpoint: string, id: string): void {
    const channel = channels.get(endpoint);
    if (!channel?.handlers.delete(id)) return;
    handlerIds.delete(id);
    if (channel.handlers.size > 0) return;
    channels.delete(endpoint);
    send({ type: "unsubscribe", endpoint });
  }

  function close(): void {
    timers.clearInterval(pinger);
    page?.removeEventListener("pagehide", leave);
    page?.removeEventListener("pageshow", rejoin);
    leave();
    transport.close();
    channels.clear();
    handlerIds.clear();
  }

  return { subscribe, close };
}
