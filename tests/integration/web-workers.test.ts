import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port.ts";
import { createScratchDatabase } from "../support/test-db.ts";

/**
 * WEB_CONCURRENCY on the machine's PostgreSQL and Redis (runs only when DATABASE_URL and REDIS_URL are set):
 * one primary with the market engines and two web workers on one port; a worker that dies is replaced while
 * the other serves, and SIGTERM ends them all.
 */
let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let primary: ChildProcess;
let port: number;
/** What the primary has written (its JSON log lines). */
let logged = "";

/** The pids the primary's log lines with `msg` name, in order. */
const loggedPids = (msg: string): number[] =>
  logged
    .split("\n")
    .filter((line) => line.includes(`"msg":"${msg}"`))
    .map((line) => Number(JSON.parse(line).pid));

/** The primary's child processes that accept connections: live workers the primary saw listening. */
function serving(): number[] {
  const listening = loggedPids("web worker listening");
  return workers().filter((pid) => listening.includes(pid));
}

/** The primary's child processes: its web workers. */
function workers(): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(primary.pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * The status of one request on a connection of its own (a pooled one may be to a worker that died), or the
 * network error's code.
 */
const answers = () =>
  new Promise<number | string>((resolve) => {
    const req = get({ host: "127.0.0.1", port, path: "/builds/latest.json", agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

beforeAll(async () => {
  database = await createScratchDatabase("ta_workers");
  port = await freePort();
  primary = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      HOST: "127.0.0.1",
      PORT: String(port),
      ROLE: "all",
      WEB_CONCURRENCY: "2",
      MARKET_HISTORY_HOURS: "0",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  primary.stdout?.on("data", (chunk: Buffer) => {
    logged += chunk.toString();
  });
  await until("the site", async () => ((await answers()) === 200 ? true : undefined));
}, 120_000);

afterAll(async () => {
  primary?.kill("SIGKILL");
  for (const pid of workers()) process.kill(pid, "SIGKILL");
  await database?.drop();
});

describe("web workers", () => {
  it("serves from two worker processes on one port", async () => {
    await until("two listening workers", () => (serving().length === 2 ? true : undefined));
    const statuses = await Promise.all(Array.from({ length: 20 }, answers));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it("replaces a worker that dies while the other keeps serving", async () => {
    const [victim, survivor] = await until("two listening workers", () => {
      const pids = serving();
      return pids.length === 2 ? pids : undefined;
    });
    process.kill(victim, "SIGKILL");
    // Once the primary has seen the death, every connection goes to the survivor until the replacement is up.
    await until("the primary noticing", () =>
      loggedPids("web worker ended; starting another").includes(victim) ? true : undefined,
    );
    const meanwhile = await Promise.all(Array.from({ length: 20 }, answers));
    expect(meanwhile.filter((status) => status !== 200)).toEqual([]);
    const replaced = await until("a replacement", () => {
      const now = serving();
      return now.length === 2 && !now.includes(victim) ? now : undefined;
    });
    expect(replaced).toContain(survivor);
    await until("the replacement serving", async () => ((await answers()) === 200 ? true : undefined));
  });

  it("ends every worker and itself with 0 on SIGTERM", async () => {
    const before = workers();
    const exited = new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code)));
    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of before) expect(() => process.kill(pid, 0)).toThrow();
  });
});
