/**
 * Messages between pages and the realtime worker. Pages send the channel protocol's client messages plus a
 * handshake: `hello` asks to be registered and `bye` says the page is going away. The worker relays the
 * server's messages plus `ready` (the page is registered) and `reset` (the worker does not know the page,
 * for example after it restarted or dropped a silent page: say hello again and resubscribe).
 */
import type { ClientMessage, ServerMessage } from "../../../../lib/realtime/protocol.ts";

/** Page → worker. */
export type PageMessage = ClientMessage | { type: "hello" } | { type: "bye" };

/** Worker → page. */
export type WorkerMessage = ServerMessage | { type: "ready" } | { type: "reset" };

/** A snapshot or an update of one channel. */
export type ChannelFrame = Extract<ServerMessage, { type: "snapshot" | "update" }>;

/** An error the server reported, about one channel or the connection. */
export type ChannelError = Extract<ServerMessage, { type: "error" }>;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasEndpoint = (value: Fields) => typeof value.endpoint === "string" && value.endpoint !== "";

const isBody = (value: unknown) =>
  isFields(value) &&
  typeof value.topic === "string" &&
  (typeof value.ticket === "string" ||
    (typeof value.address === "string" && typeof value.chainId === "number"));

/** Whether a page's message has the shape the worker handles. */
export function isPageMessage(value: unknown): value is PageMessage {
  if (!isFields(value)) return false;
  switch (value.type) {
    case "hello":
    case "bye":
    case "ping":
      return true;
    case "unsubscribe":
      return hasEndpoint(value);
    case "subscribe":
      return hasEndpoint(value) && isBody(value.body);
    default:
      return false;
  }
}

/** Whether a message has the shape of one the server sends. */
export function isServerMessage(value: unknown): value is ServerMessage {
  if (!isFields(value)) return false;
  switch (value.type) {
    case "pong":
      return true;
    case "snapshot":
    case "update":
      return hasEndpoint(value) && Number.isInteger(value.seq) && "data" in value;
    case "error":
      return typeof value.code === "string" && typeof value.message === "string";
    default:
      return false;
  }
}

/** Whether a message has the shape of one the worker sends to pages. */
export function isWorkerMessage(value: unknown): value is WorkerMessage {
  return isFields(value) && (value.type === "ready" || value.type === "reset" || isServerMessage(value));
}

/** Reads one text frame from the server; anything else than a known message gives undefined. */
export function parseServerFrame(text: string): ServerMessage | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isServerMessage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
