/**
 * Realtime fan-out: the app's /realtime gateway against a plain Socket.IO broadcast server, under the same load.
 * Three processes (two cores): the server under test (realtime-server.ts), the clients (realtime-clients.ts)
 * and this one, which only coordinates. N clients (BENCH_WS_CLIENTS, default 10,000) subscribe evenly to 100
 * TRADE channels; once every client has its snapshot, 1,000 updates/s go out for 10 s, each stamped with its
 * send time on the monotonic clock, and the clients time every delivery. Memory per connection is the server
 * process's growth, after full collections, from before the first connection to all N subscribed and idle.
 * The CPU time of the server while publishing and of the clients while receiving tell which side limits the
 * latency: at the load both need most of a core for 100,000 messages a second, so the figures hold
 * only on an otherwise idle machine (note the load average beside them, docs/architecture.md, Performance
 * budgets).
 */
import { execFileSync, fork } from "node:child_process";
import { join } from "node:path";
import {
  CHANNELS,
  type FromClients,
  type FromServer,
  type LatencySummary,
  type MemoryReading,
  type ServerKind,
  type ToClients,
  type ToServer,
} from "./realtime-ipc.ts";
import { round } from "./stats.ts";

/** File descriptors a process needs besides its connections (stdio, database, listening socket, …). */
const FD_RESERVE = 500;
const GOAL_P99_MS = 100;
const GOAL_KB_PER_CONNECTION = 30;
/** 10 s of load, or many times that on a busy machine: slow figures are still figures. */
const PUBLISH_TIMEOUT_MS = 600_000;

const log = (msg: string) => process.stderr.write(`${msg}\n`);
const mb = (bytes: number) => round(bytes / 1024 / 1024);

/** The open-files limit of this process (children inherit it). */
function fdLimit(): number {
  const out = execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim();
  return out === "unlimited" ? Number.POSITIVE_INFINITY : Number(out);
}

/**
 * How many clients to open: BENCH_WS_CLIENTS (default 10,000) as a multiple of the channel count, lowered
 * when the open-files limit is too small (the server and the client process each hold one socket per client).
 */
function clientCount() {
  const limit = fdLimit();
  const requested = Math.max(CHANNELS, Number(process.env.BENCH_WS_CLIENTS ?? 10_000));
  const fits = Math.floor((limit - FD_RESERVE) / CHANNELS) * CHANNELS;
  const clients = Math.floor(Math.min(requested, fits) / CHANNELS) * CHANNELS;
  const note =
    clients < requested
      ? `lowered from ${requested} to ${clients}: ulimit -n is ${limit} and the server and client processes each hold one socket per client`
      : `ulimit -n is ${limit}: enough, as the server and the clients run in separate processes (about ${clients + FD_RESERVE} descriptors each)`;
  return { clients, fdLimit: limit, note };
}

/**
 * A child process spoken to over IPC: `ask` sends a message and waits for the answer of a type (an "error"
 * answer, an exit or the timeout rejects); `close` sends "close" and waits for the exit.
 */
function child<In extends { type: string }, Out extends { type: string; message?: string }>(
  file: string,
  execArgv: string[] = [],
) {
  const proc = fork(join(import.meta.dirname, file), {
    execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  function ask<T extends Out["type"]>(message: In, answer: T, timeoutMs: number) {
    return new Promise<Extract<Out, { type: T }>>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        proc.off("message", onMessage);
        proc.off("exit", onExit);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`${file}: no "${answer}" within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (reply: Out) => {
        if (reply.type !== answer && reply.type !== "error") return;
        done();
        if (reply.type === "error") reject(new Error(`${file}: ${reply.message}`));
        else resolve(reply as Extract<Out, { type: T }>);
      };
      const onExit = (code: number | null) => {
        done();
        reject(new Error(`${file} exited (${code})`));
      };
      proc.on("message", onMessage);
      proc.on("exit", onExit);
      proc.send(message);
    });
  }
  const close = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      const kill = setTimeout(() => proc.kill(), 15_000);
      proc.once("exit", () => {
        clearTimeout(kill);
        resolve();
      });
      if (proc.connected) proc.send({ type: "close" });
    });
  return { ask, close };
}

/** Growth per connection in KB between two readings. */
const perConnection = (before: MemoryReading, after: MemoryReading, clients: number) => ({
  rss: round((after.rss - before.rss) / clients / 1024),
  heapUsed: round((after.heapUsed - before.heapUsed) / clients / 1024),
  external: round((after.external - before.external) / clients / 1024),
});

/** A reading in MB, for the output. */
const inMB = (reading: MemoryReading) => ({
  rss: mb(reading.rss),
  heapUsed: mb(reading.heapUsed),
  external: mb(reading.external),
});

/** One server under test: start it, connect the clients, read its memory, run the load, collect latencies. */
async function measure(kind: ServerKind, clients: number) {
  const server = child<ToServer, FromServer>("realtime-server.ts", ["--expose-gc"]);
  const clientProcess = child<ToClients, FromClients>("realtime-clients.ts");
  try {
    const { target } = await server.ask({ type: "start", kind }, "listening", 120_000);
    const before = (await server.ask({ type: "memory" }, "memory", 30_000)).reading;
    const ready = await clientProcess.ask({ type: "connect", clients, target }, "ready", 600_000);
    const after = (await server.ask({ type: "memory" }, "memory", 30_000)).reading;
    log(`  ${clients} clients subscribed in ${ready.ms} ms; publishing…`);
    const { load } = await server.ask({ type: "publish" }, "published", PUBLISH_TIMEOUT_MS);
    const expected = (load.updates * clients) / CHANNELS;
    const report = await clientProcess.ask({ type: "report", expected }, "report", 120_000);
    return {
      connectMs: ready.ms,
      delivered: report.received,
      expected,
      closedDuringRun: report.closedEarly,
      latencyMs: pick(report.latencyMs),
      latencyFromDueMs: pick(report.latencyFromDueMs),
      publisher: load,
      clientCpu: report.cpu,
      memoryPerConnectionKB: perConnection(before, after, clients),
      memoryMB: { before: inMB(before), after: inMB(after) },
    };
  } finally {
    await clientProcess.close();
    await server.close();
  }
}

/** The figures reported for a latency distribution. */
const pick = ({ p50, p99, max }: LatencySummary) => ({ p50, p99, max });

/** A gateway latency distribution with the goal and whether it is met. */
const withGoal = (latency: ReturnType<typeof pick>) => ({
  ...latency,
  goal: `p99 ≤ ${GOAL_P99_MS} ms`,
  met: (latency.p99 ?? Number.POSITIVE_INFINITY) <= GOAL_P99_MS,
});

const ratio = (a: number | null, b: number | null) => (a === null || !b ? null : round(a / b));

/** The "realtime" section of npm run bench. */
export async function realtimeFanout() {
  const { clients, fdLimit: limit, note } = clientCount();
  log(`realtime gateway fan-out, ${clients} clients on ${CHANNELS} channels…`);
  const gateway = await measure("gateway", clients);
  log(`Socket.IO broadcast, ${clients} clients in ${CHANNELS} rooms…`);
  const socketIo = await measure("socketio", clients);
  const perConnectionKB = gateway.memoryPerConnectionKB;
  return {
    clients,
    channels: CHANNELS,
    subscribersPerChannel: clients / CHANNELS,
    fdLimit: limit,
    note,
    method:
      "server under test, clients and coordinator in three processes; latencyMs = receive − send time, latencyFromDueMs = receive − scheduled time (adds the time the server fell behind the publishing schedule), both on the monotonic clock, for every update; memory = server process growth after full GC from no connection to all clients subscribed and idle",
    gateway: {
      ...gateway,
      latencyMs: withGoal(gateway.latencyMs),
      latencyFromDueMs: withGoal(gateway.latencyFromDueMs),
      memoryPerConnectionKB: {
        ...perConnectionKB,
        goal: `≤ ${GOAL_KB_PER_CONNECTION} KB (rss and heap)`,
        met: Math.max(perConnectionKB.rss, perConnectionKB.heapUsed) <= GOAL_KB_PER_CONNECTION,
      },
    },
    socketIo,
    ratios: {
      p99SocketIoOverGateway: ratio(socketIo.latencyMs.p99, gateway.latencyMs.p99),
      p99FromDueSocketIoOverGateway: ratio(socketIo.latencyFromDueMs.p99, gateway.latencyFromDueMs.p99),
      rssPerConnectionSocketIoOverGateway: ratio(socketIo.memoryPerConnectionKB.rss, perConnectionKB.rss),
      heapPerConnectionSocketIoOverGateway: ratio(
        socketIo.memoryPerConnectionKB.heapUsed,
        perConnectionKB.heapUsed,
      ),
    },
  };
}
