import type { WebSocket } from "ws";
import * as ws from "ws";

/**
 * Broadcast without framing per recipient. Server-to-client frames are unmasked, so every subscriber of an update
 * gets the same bytes: the frame is built once and written to each socket as one buffer, the way Socket.IO
 * (engine.io's `wsPreEncodedFrame`) broadcasts over `ws`. This reaches into `ws` past its typings (the static
 * `Sender.frame` and a socket's `_sender.sendFrame`), which holds while messages are not compressed: the gateway
 * never enables permessage-deflate, so nothing else queues frames inside `ws` and order is kept. Internals can
 * change in any release, so package.json pins `ws` to one exact version: raise it only with
 * prepared-frame.test.ts passing on the new one.
 */
type FrameOptions = { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean };
type SenderStatic = { frame(data: Buffer, options: FrameOptions): Buffer[] };
type WithSender = { _sender?: { sendFrame(list: readonly Buffer[], cb?: (error?: Error) => void): void } };

const TEXT = 0x01;
const { Sender } = ws as unknown as { Sender: SenderStatic };

/** `list` holds the frame as `sendFrame` takes it, built once so that no send allocates one. */
export type PreparedFrame = { frame: Buffer; list: readonly [Buffer]; payload: Buffer };

/** A text message framed once, for any number of sockets. */
export function prepareText(text: string): PreparedFrame {
  const payload = Buffer.from(text);
  const parts = Sender.frame(payload, { fin: true, opcode: TEXT, mask: false, readOnly: false, rsv1: false });
  const frame = Buffer.concat(parts);
  return { frame, list: [frame], payload };
}

/** Sends a prepared frame; without the sender `ws` keeps internally, sends the payload the ordinary way. */
export function sendPrepared(socket: WebSocket, prepared: PreparedFrame): void {
  const sender = (socket as unknown as WithSender)._sender;
  if (sender) sender.sendFrame(prepared.list);
  else socket.send(prepared.payload, { binary: false });
}
