/**
 * A gateway stand-in that records every socket the hub opens and lets a test drive it. Sockets
 * answer pings at once (unless `answerPings` is off) and keep them out of `sent`.
 */

import type { Socket, SocketFactory, SocketHandlers } from "../../app/runtime/realtime/worker/socket.ts";
import type { ClientMessage, ServerMessage } from "../../lib/realtime/protocol.ts";

export class FakeSocket implements Socket {
  readonly sent: ClientMessage[] = [];
  pings = 0;
  answerPings = true;
  closed = false;
  readonly #handlers: SocketHandlers;

  constructor(handlers: SocketHandlers) {
    this.#handlers = handlers;
  }

  send(text: string): void {
    const message = JSON.parse(text) as ClientMessage;
    if (message.type !== "ping") this.sent.push(message);
    else if (++this.pings && this.answerPings) this.push({ type: "pong" });
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.#handlers.onOpen();
  }

  push(message: ServerMessage): void {
    this.#handlers.onMessage(JSON.stringify(message));
  }

  drop(): void {
    this.#handlers.onClose();
  }
}

export class FakeGateway {
  readonly sockets: FakeSocket[] = [];

  readonly connect: SocketFactory = (handlers) => {
    const socket = new FakeSocket(handlers);
    this.sockets.push(socket);
    return socket;
  };

  /** The socket opened last. */
  get socket(): FakeSocket {
    const socket = this.sockets.at(-1);
    if (!socket) throw new Error("no socket was opened");
    return socket;
  }
}
