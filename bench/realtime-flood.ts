/**
 * Realtime flood: what one anonymous client flooding /realtime does to the rest of the site. Starts the
 * embedded server (server/main.ts on an empty DATA_DIR, demo engine running), times GET /api/tokens one
 * request after another for 10 s while idle, then for 10 s while another process (realtime-flood-client.ts)
 * opens 10 connections from one address and sends 20,000 subscribe frames on each, every one for a distinct
 * unknown address. The goal: p99 under the flood within twice the idle p99. The server's resident memory is
 * read from /proc/<pid>/status before and after the flood, with its peak during the flood (VmHWM), and the
 * CPU time it used in each window (what the flood costs the server, apart from what the machine's other work
 * costs it). The demo engine keeps the server busy in both windows, so single requests stall in both.
 */
import { fork, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import type { FloodOrder, FloodReport } from "./realtime-flood-client.ts";
import { round, summarize } from "./stats.ts";

const root = resolve(import.meta.dirname, "..");
const CONNECTIONS = 10;
const FRAMES = 20_000;
/**
 * Both windows last this long: the same stretch of the engine's periodic work (writes, checkpoints) falls in
 * each. The flood window starts with the first flood connection.
 */
const WINDOW_MS = 10_000;
const GOAL_RATIO = 2;
const URL_PATH = "/api/tokens";

const log = (msg: string) => process.stderr.write(`${msg}\n`);

/** A figure of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak). */
function memoryMB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return round(Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024);
}

/** CPU seconds the process has used (utime + stime of /proc/<pid>/stat, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function timedGet(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${URL_PATH}: HTTP ${res.status}`);
  return performance.now() - start;
}

/** Times requests one after another for `ms`. */
async function sample(url: string, ms: number) {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) times.push(await timedGet(url));
  return { samples: times.length, ...summarize(times) };
}

type FromFloodClient =
  | { type: "ready" }
  | { type: "flooded"; report: FloodReport }
  | { type: "error"; message: string };

/**
 * Starts the attacker process and has it build its frames; resolves once it is ready, with `go`, which
 * starts the flood and resolves with the attacker's report.
 */
async function prepareFlood(order: FloodOrder) {
  const proc = fork(join(import.meta.dirname, "realtime-flood-client.ts"), {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const answer = <T extends FromFloodClient["type"]>(type: T) =>
    new Promise<Extract<FromFloodClient, { type: T }>>((done, fail) => {
      const onMessage = (message: FromFloodClient) => {
        if (message.type === "error") fail(new Error(`flood client: ${message.message}`));
        else if (message.type === type) done(message as Extract<FromFloodClient, { type: T }>);
        else return;
        proc.off("message", onMessage);
        proc.off("exit", onExit);
      };
      const onExit = (code: number | null) => fail(new Error(`flood client exited (${code})`));
      proc.on("message", onMessage);
      proc.once("exit", onExit);
    });
  const ready = answer("ready");
  proc.send({ type: "prepare", order });
  await ready;
  return {
    go: () => {
      const flooded = answer("flooded");
      proc.send({ type: "go" });
      return flooded.then((message) => message.report);
    },
  };
}

export async function realtimeFlood() {
  const dataDir = mkdtempSync(join(tmpdir(), "ta-flood-"));
  const port = 3700 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(root, "server/main.ts")], {
    cwd: root,
    // At info the log says when the demo engine runs.
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const pid = server.pid as number;
  const engineRunning = new Promise<void>((done) => {
    createInterface({ input: server.stdout }).on("line", (line) => {
      if (line.includes('"market engine running"') && line.includes('"source":"demo"')) done();
    });
  });
  try {
    log("realtime flood: starting the embedded server…");
    await Promise.race([
      engineRunning,
      new Promise((_, fail) => setTimeout(() => fail(new Error("engine not running after 180 s")), 180_000)),
    ]);
    const url = `${base}${URL_PATH}`;
    await sample(url, 2000); // warm-up (JIT, caches), not measured
    const idleCpu = cpuSeconds(pid);
    const idle = await sample(url, WINDOW_MS);
    const idleCpuS = round(cpuSeconds(pid) - idleCpu);
    const rssBeforeMB = memoryMB(pid, "VmRSS");
    // Resets the peak to the current size (proc(5), clear_refs), so that the peak is the flood's.
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    const attacker = await prepareFlood({
      url: `ws://127.0.0.1:${port}/realtime`,
      origin: `http://localhost:${port}`,
      connections: CONNECTIONS,
      frames: FRAMES,
    });
    log(`  idle p99 ${idle.p99} ms; flooding ${CONNECTIONS} × ${FRAMES} subscribe frames…`);
    const floodCpu = cpuSeconds(pid);
    const [during, attack] = await Promise.all([
      sample(url, WINDOW_MS).then((figures) => ({
        ...figures,
        serverCpuS: round(cpuSeconds(pid) - floodCpu),
      })),
      attacker.go(),
    ]);
    const rssAfterMB = memoryMB(pid, "VmRSS");
    const ratio = idle.p99 && during.p99 !== null ? round(during.p99 / idle.p99) : null;
    return {
      url: URL_PATH,
      flood: { connections: CONNECTIONS, framesPerConnection: FRAMES, ...attack },
      idleMs: { ...idle, serverCpuS: idleCpuS },
      duringFloodMs: during,
      p99Ratio: ratio,
      goal: `p99 during the flood ≤ ${GOAL_RATIO} × idle p99`,
      met: ratio !== null && ratio <= GOAL_RATIO,
      serverRssMB: {
        before: rssBeforeMB,
        after: rssAfterMB,
        peak: memoryMB(pid, "VmHWM"),
      },
      method: `sequential GET ${URL_PATH} from the coordinator for ${WINDOW_MS / 1000} s idle, then ${WINDOW_MS / 1000} s from the first flood connection; the flood runs in its own process, and its ms is until every flood connection was closed or answered in full; rss after = once the flood ended`,
    };
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
