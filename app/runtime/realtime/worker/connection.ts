/**
 * The worker's one WebSocket to the gateway. It opens on demand, checks the server still answers (a ping
 * when nothing arrived for a while; no answer by the next check drops the socket), and after any drop
 * reconnects with jittered exponential backoff for as long as `wanted()` says there is something to carry.
 * It sends only while open: whoever uses it resends its whole state from `onOpen`, which takes the place of
 * queueing messages while the socket connects.
 */

import { reconnectDelay } from "../../../../lib/realtime/backoff.ts";
import type { ClientMessage, ServerMessage } from "../../../../lib/realtime/protocol.ts";
import { globalTimers, type Timers } from "../timers.ts";
import { parseServerFrame } from "./messages.ts";
import type { Socket, SocketFactory } from "./socket.ts";

/** How often an open socket is checked; a check with nothing heard since the last one drops it. */
export const SERVER_PING_MS = 25_000;

export type ConnectionOptions = {
  connect: SocketFactory;
  wanted: () => boolean;
  onOpen: () => void;
  onMessage: (message: ServerMessage) => void;
  onDrop: () => void;
  timers?: Timers;
  random?: () => number;
};

export type Connection = {
  /** Opens the socket unless it is open, opening or waiting to reconnect. */
  ensure: () => void;
  /** Sends when the socket is open; returns whether it did. */
  send: (message: ClientMessage) => boolean;
  /** Closes the socket for good (until the next `ensure`). */
  close: () => void;
};

/** Creates the connection; nothing opens before `ensure`. */
export function createConnection({
  connect,
  wanted,
  onOpen,
  onMessage,
  onDrop,
  timers = globalTimers,
  random = Math.random,
}: ConnectionOptions): Connection {
  let socket: Socket | undefined;
  let open = false;
  let generation = 0;
  let attempt = 0;
  let retry: unknown;
  let check: unknown;
  let heard = false;

  function start(): void {
    const id = ++generation;
    const live =
      <A extends unknown[]>(callback: (...args: A) => void) =>
      (...args: A) => {
        if (id === generation) callback(...args);
      };
    try {
      const created = connect({ onOpen: live(opened), onMessage: live(received), onClose: live(dropped) });
      if (id === generation) socket = created;
    } catch {
      dropped();
    }
  }

  function opened(): void {
    open = true;
    attempt = 0;
    heard = true;
    check = timers.setInterval(checkAlive, SERVER_PING_MS);
    onOpen();
  }

  function received(text: string): void {
    heard = true;
    const message = parseServerFrame(text);
    if (message) onMessage(message);
  }

  function forget(): Socket | undefined {
    const old = socket;
    generation++;
    socket = undefined;
    open = false;
    timers.clearInterval(check);
    return old;
  }

  function dropped(): void {
    forget()?.close();
    onDrop();
    if (wanted()) scheduleRetry();
  }

  function scheduleRetry(): void {
    retry = timers.setTimeout(
      () => {
        retry = undefined;
        if (wanted()) start();
      },
      reconnectDelay(attempt++, random),
    );
  }

  function checkAlive(): void {
    if (!heard) {
      dropped();
      return;
    }
    heard = false;
    send({ type: "ping" });
  }

  function send(message: ClientMessage): boolean {
    if (!open || !socket) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  return {
    ensure() {
      if (!socket && retry === undefined) start();
    },
    send,
    close() {
      timers.clearTimeout(retry);
      retry = undefined;
      forget()?.close();
    },
  };
}
