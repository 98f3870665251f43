/**
 * The client side of the realtime fan-out benchmark, run as a child process with an IPC channel so that the
 * server process's event loop is what gets measured. On "connect" it opens the clients (WebSocket to the
 * gateway, or socket.io-client over WebSocket), each subscribing to one channel, and answers "ready" once every
 * client got its snapshot; every update received from then on is timed against the `sentAt` and `dueAt` it
 * carries (both sides read the system-wide monotonic clock). "report" answers the latency figures, "close" closes the clients.
 */
import { io } from "socket.io-client";
import WebSocket from "ws";
import type { ServerMessage } from "../lib/realtime/protocol.ts";
import type { ClientTarget, FromClients, TimedUpdate, ToClients } from "./realtime-ipc.ts";
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
function record(data: TimedUpdate) {
  const now = monotonicMs();
  latencies.push(now - data.sentAt);
  latenciesFromDue.push(now - data.dueAt);
}
const onClose = () => {
  if (!closing) closedEarly += 1;
};

/** One gateway connection; subscribes once open (resolves then). */
function gatewayClient(target: Extract<ClientTarget, { kind: "gateway" }>, subscription: string) {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(target.url, { origin: target.origin, perMessageDeflate: false });
    closers.push(() => socket.terminate());
    socket.on("error", reject);
    socket.on("close", onClose);
    socket.on("open", () => {
      socket.send(subscription);
      resolve();
    });
    socket.on("message", (raw) => {
      const message = JSON.parse(raw.toString()) as ServerMessage;
      if (message.type === "update") record(message.data as TimedUpdate);
      else if (message.type === "snapshot") snapshots += 1;
      else if (message.type === "error") tell({ type: "error", message: `gateway: ${message.message}` });
    });
  });
}

/** One socket.io-client connection (WebSocket transport only); joins its room once connected. */
function socketIoClient(url: string, room: string) {
  return new Promise<void>((resolve, reject) => {
    const socket = io(url, { transports: ["websocket"], reconnection: false, forceNew: true });
    closers.push(() => socket.disconnect());
    socket.on("connect_error", reject);
    socket.on("disconnect", onClose);
    socket.on("connect", () => {
      socket.emit("subscribe", room);
      resolve();
    });
    socket.on("snapshot", () => {
      snapshots += 1;
    });
    socket.on("update", record);
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
