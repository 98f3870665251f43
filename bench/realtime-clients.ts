/**
 * The client side of the realtime fan-out benchmark, run as a child process with an IPC channel so that the
 * server process's event loop is what gets measured. On "connect" it opens the clients, each subscribing to one
 * channel, and answers "ready" once every client got its snapshot; every update received from then on is timed
 * against the `sentAt` and `dueAt` it carries (both sides read the system-wide monotonic clock). "report"
 * answers the latency figures, "close" closes the clients.
 *
 * Both kinds of client are `ws` sockets that read only a frame's kind and its two stamps: the gateway's
 * protocol (docs/architecture.md, Realtime protocol) and Socket.IO's (Engine.IO 4 over WebSocket, the frames
 * socket.io-client exchanges) are matched on the frame's first bytes, and the stamps are read from the end of
 * the update without parsing the trade it carries. At 100,000 messages a second on two cores, parsing every
 * frame whole made the client process, not the server under test, set the latency; both servers now face
 * the same, cheaper client. The tests check the frames themselves (server/realtime/gateway.test.ts).
 */
import WebSocket from "ws";
import type { ClientTarget, FromClients, ToClients } from "./realtime-ipc.ts";
import { cpuSpan, monotonicMs, summarize } from "./stats.ts";

/** Connections opened at once (so the server's accept backlog never overflows). */
const WAVE = 250;
/** How long "report" waits after the last update when fewer than expected arrived. */
const QUIET_MS = 3000;

const latencies: number[] = [];
const latenciesFromDue: number[] = [];
const closers: (() => void)[] = [];
let snapshots = 0;
let closedEarly = 0;
let closing = false;
/** Ends the CPU span started at "ready". */
let cpuSinceReady: ReturnType<typeof cpuSpan> | undefined;

const tell = (message: FromClients) => process.send?.(message);
const onClose = () => {
  if (!closing) closedEarly += 1;
};

const SENT_AT = '"sentAt":';
const DUE_AT = '"dueAt":';
/** The number that starts at `start` in a frame (JSON numbers are ASCII; parseFloat stops at the comma). */
const numberAt = (raw: Buffer, start: number) => Number.parseFloat(raw.toString("latin1", start, start + 32));

/** Times one update from the stamps that end its data (TimedUpdate: trades, sentAt, dueAt). */
function record(raw: Buffer) {
  const now = monotonicMs();
  const sentAt = raw.lastIndexOf(SENT_AT);
  const dueAt = raw.lastIndexOf(DUE_AT);
  if (sentAt < 0 || dueAt < 0) {
    tell({ type: "error", message: `an update without its stamps: ${raw.toString().slice(0, 200)}` });
    return;
  }
  latencies.push(now - numberAt(raw, sentAt + SENT_AT.length));
  latenciesFromDue.push(now - numberAt(raw, dueAt + DUE_AT.length));
}

const prefix = (text: string) => Buffer.from(text);
/** Whether a frame starts with the bytes of `start`. */
const startsWith = (raw: Buffer, start: Buffer) =>
  raw.length >= start.length && start.compare(raw, 0, start.length) === 0;

/** A `ws` client with the options both kinds share; `onFrame` gets every text frame's bytes. */
function open(url: string, origin: string | undefined, onFrame: (socket: WebSocket, raw: Buffer) => void) {
  const socket = new WebSocket(url, { origin, perMessageDeflate: false, skipUTF8Validation: true });
  closers.push(() => socket.terminate());
  socket.on("close", onClose);
  socket.on("message", (raw) => onFrame(socket, raw as Buffer));
  return socket;
}

const GATEWAY_UPDATE = prefix('{"type":"update"');
const GATEWAY_SNAPSHOT = prefix('{"type":"snapshot"');
const GATEWAY_ERROR = prefix('{"type":"error"');

/** One gateway connection; subscribes once open (resolves then). */
function gatewayClient(target: Extract<ClientTarget, { kind: "gateway" }>, subscription: string) {
  return new Promise<void>((resolve, reject) => {
    const socket = open(target.url, target.origin, (_socket, raw) => {
      if (startsWith(raw, GATEWAY_UPDATE)) record(raw);
      else if (startsWith(raw, GATEWAY_SNAPSHOT)) snapshots += 1;
      else if (startsWith(raw, GATEWAY_ERROR)) tell({ type: "error", message: `gateway: ${raw}` });
    });
    socket.on("error", reject);
    socket.on("open", () => {
      socket.send(subscription);
      resolve();
    });
  });
}

/** Engine.IO 4 packets: open, ping (answered with pong), and Socket.IO's connect and event packets. */
const EIO_OPEN = prefix("0");
const EIO_PING = "2";
const EIO_PONG = "3";
const SIO_CONNECT = "40";
const SIO_CONNECTED = prefix("40");
const SIO_CONNECT_ERROR = prefix("44");
const SIO_UPDATE = prefix('42["update"');
const SIO_SNAPSHOT = prefix('42["snapshot"');

/**
 * One Socket.IO connection over WebSocket, as socket.io-client speaks it: connects to the main namespace once
 * Engine.IO is open, then emits "subscribe" with its room (resolves then).
 */
function socketIoClient(url: string, room: string) {
  return new Promise<void>((resolve, reject) => {
    const wsUrl = `${url.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket`;
    const socket = open(wsUrl, undefined, (client, raw) => {
      if (startsWith(raw, SIO_UPDATE)) record(raw);
      else if (startsWith(raw, SIO_SNAPSHOT)) snapshots += 1;
      else if (raw.length === 1 && raw.toString() === EIO_PING) client.send(EIO_PONG);
      else if (startsWith(raw, SIO_CONNECTED)) {
        client.send(`42${JSON.stringify(["subscribe", room])}`);
        resolve();
      } else if (startsWith(raw, SIO_CONNECT_ERROR)) reject(new Error(`Socket.IO: ${raw}`));
      else if (startsWith(raw, EIO_OPEN)) client.send(SIO_CONNECT);
    });
    socket.on("error", reject);
  });
}

const openClient = (target: ClientTarget, i: number) =>
  target.kind === "gateway"
    ? gatewayClient(target, target.subscriptions[i % target.subscriptions.length])
    : socketIoClient(target.url, target.rooms[i % target.rooms.length]);

/** Resolves once `done()` holds, checking every 20 ms. */
async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function connect(clients: number, target: ClientTarget) {
  const start = performance.now();
  for (let i = 0; i < clients; i += WAVE) {
    const wave = Array.from({ length: Math.min(WAVE, clients - i) }, (_, k) => openClient(target, i + k));
    await Promise.all(wave);
  }
  await until(() => snapshots >= clients);
  cpuSinceReady = cpuSpan();
  tell({ type: "ready", clients, ms: Math.round(performance.now() - start) });
}

async function report(expected: number) {
  let seen = -1;
  let lastChange = performance.now();
  await until(() => {
    if (latencies.length !== seen) {
      seen = latencies.length;
      lastChange = performance.now();
    }
    return seen >= expected || performance.now() - lastChange > QUIET_MS;
  });
  if (!cpuSinceReady) throw new Error("report before the clients were ready");
  const cpu = cpuSinceReady();
  tell({
    type: "report",
    received: latencies.length,
    latencyMs: summarize(latencies),
    latencyFromDueMs: summarize(latenciesFromDue),
    closedEarly,
    cpu,
  });
}

function close() {
  closing = true;
  for (const closeClient of closers) closeClient();
  process.disconnect();
}

process.on("message", (message: ToClients) => {
  const fail = (error: unknown) => tell({ type: "error", message: String(error) });
  if (message.type === "connect") connect(message.clients, message.target).catch(fail);
  else if (message.type === "report") report(message.expected).catch(fail);
  else close();
});
