import WebSocket from "ws";
import type { ServerMessage } from "../../lib/realtime/protocol.ts";

/** A WebSocket test client that records every message and waits for the ones a test expects. */
export async function connectWs(url: string, options: { origin?: string } = {}) {
  const socket = new WebSocket(url, { origin: options.origin });
  const messages: ServerMessage[] = [];
  const waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on("close", (code, reason) => resolve({ code, reason: String(reason) }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
    socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  return {
    socket,
    messages,
    closed,
    send: (message: unknown) => socket.send(typeof message === "string" ? message : JSON.stringify(message)),
    /** The first message (already received or coming) that matches, within `timeoutMs`. */
    next(match: (m: ServerMessage) => boolean, timeoutMs = 3000): Promise<ServerMessage> {
      const seen = messages.find(match);
      if (seen) {
        messages.splice(messages.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no matching message in time")), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            messages.splice(messages.indexOf(m), 1);
            resolve(m);
          },
        });
      });
    },
    close: () => socket.close(),
  };
}

export type WsClient = Awaited<ReturnType<typeof connectWs>>;
