/**
 * The attacker of the realtime flood benchmark (realtime-flood.ts), a child process so that its sending does
 * not slow the coordinator's timing of the site. On "prepare" it builds every connection's subscribe frames
 * (each for a distinct address nobody lists), already framed and masked in one buffer per connection as a
 * determined attacker would, and answers "ready"; on "go" it opens the connections from one address, writes
 * each buffer to its socket at once, and reports once every connection is closed or has had an answer to each
 * frame. Framing ahead keeps the attacker's own work out of the measurement (the machine's cores are shared).
 */
import { randomBytes } from "node:crypto";
import type { Socket } from "node:net";
import WebSocket from "ws";
import type { ServerMessage } from "../lib/realtime/protocol.ts";

export type FloodOrder = { url: string; origin: string; connections: number; frames: number };
export type FloodReport = {
  opened: number;
  refused: number;
  framesSent: number;
  /** Answers by kind: error codes, or the message type. */
  answers: Record<string, number>;
  /** Close codes of the connections, as the client saw them. */
  closes: Record<string, number>;
  ms: number;
};

const tally = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** A subscribe message for a well-formed address that no catalogue holds. */
function unknownSubscribe(): string {
  const body = { topic: "TRADE", address: `0x${randomBytes(20).toString("hex")}`, chainId: 1 };
  return JSON.stringify({ type: "subscribe", endpoint: `/chanel/pair/trades/${body.address}_1`, body });
}

/** A masked text frame as a client sends it (RFC 6455 §5.2), for a payload of 126 to 65,535 bytes. */
function clientTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const frame = Buffer.alloc(8 + payload.length);
  frame[0] = 0x81; // FIN, text
  frame[1] = 0x80 | 126; // masked, 16-bit length follows
  frame.writeUInt16BE(payload.length, 2);
  mask.copy(frame, 4);
  for (let i = 0; i < payload.length; i++) frame[8 + i] = payload[i] ^ mask[i % 4];
  return frame;
}

/** One connection's flood: `count` subscribe frames in one buffer. */
const floodBytes = (count: number) =>
  Buffer.concat(Array.from({ length: count }, () => clientTextFrame(unknownSubscribe())));

async function flood(order: FloodOrder, buffers: Buffer[]): Promise<FloodReport> {
  const answers: Record<string, number> = {};
  const closes: Record<string, number> = {};
  let refused = 0;
  let framesSent = 0;
  const start = performance.now();
  const finished = buffers.map(
    (bytes) =>
      new Promise<void>((resolve) => {
        const socket = new WebSocket(order.url, { origin: order.origin, perMessageDeflate: false });
        let answered = 0;
        socket.on("unexpected-response", (_req, res) => {
          tally(closes, `http ${res.statusCode}`);
          refused += 1;
          resolve();
        });
        socket.on("error", () => {});
        socket.on("open", () => {
          // Past the library's framing: the pre-framed bytes go to the TCP socket in one write.
          (socket as unknown as { _socket: Socket })._socket.write(bytes);
          framesSent += order.frames;
        });
        socket.on("message", (data) => {
          const message = JSON.parse(String(data)) as ServerMessage;
          tally(answers, message.type === "error" ? message.code : message.type);
          answered += 1;
          if (answered >= order.frames) socket.terminate();
        });
        socket.on("close", (code) => {
          tally(closes, answered >= order.frames ? "all answered" : String(code));
          resolve();
        });
      }),
  );
  await Promise.all(finished);
  return {
    opened: order.connections - refused,
    refused,
    framesSent,
    answers,
    closes,
    ms: Math.round(performance.now() - start),
  };
}

let prepared: { order: FloodOrder; buffers: Buffer[] } | undefined;
process.on("message", (message: { type: "prepare"; order: FloodOrder } | { type: "go" }) => {
  if (message.type === "prepare") {
    const { order } = message;
    prepared = { order, buffers: Array.from({ length: order.connections }, () => floodBytes(order.frames)) };
    process.send?.({ type: "ready" });
  } else if (prepared) {
    flood(prepared.order, prepared.buffers).then(
      (report) => process.send?.({ type: "flooded", report }, () => process.disconnect()),
      (error: unknown) =>
        process.send?.({ type: "error", message: String(error) }, () => process.disconnect()),
    );
  }
});
