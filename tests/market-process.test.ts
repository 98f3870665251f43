import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./support/free-port.ts";

/**
 * ROLE=market through the one entry (`node server/main.ts`, what `npm run serve` runs) on an embedded database
 * (docs/architecture.md, Processes): the engines run, nothing listens on PORT, and neither Fastify, React nor
 * the web process's modules were loaded.
 */
const root = resolve(import.meta.dirname, "..");
let dataDir: string;
let modulesFile: string;
let port: number;
let market: ChildProcess;
let exited: Promise<number | null>;
const lines: string[] = [];
/** The line that says the demo engine runs. */
const demoRunning = (line: string) =>
  line.includes('"market engine running"') && line.includes('"source":"demo"');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "ta-market-role-"));
  modulesFile = join(dataDir, "modules.txt");
  port = await freePort();
  market = spawn(process.execPath, ["--import", "./tests/support/record-modules.ts", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ROLE: "market",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(dataDir, "db"),
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "info",
      MARKET_HISTORY_HOURS: "0",
      RECORD_MODULES: modulesFile,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  exited = new Promise((done) => market.once("exit", (code) => done(code)));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error("no market engine running after 150 s")), 150_000);
    createInterface({ input: market.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      lines.push(line);
      if (demoRunning(line)) {
        clearTimeout(timer);
        done();
      }
    });
    exited.then((code) => fail(new Error(`the market process exited with ${code}`)));
  });
}, 180_000);

afterAll(async () => {
  market.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

/** Whether something accepts connections on the port. */
const listening = (at: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(at, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });

describe("ROLE=market", () => {
  it("runs the demo engine and logs it through the one logger", () => {
    const running = JSON.parse(lines.find(demoRunning) ?? "{}");
    expect(running).toMatchObject({ level: 30, msg: "market engine running", source: "demo" });
    expect(running.pairs).toBeGreaterThan(0);
  });

  it("listens on no port", async () => {
    expect(await listening(port)).toBe(false);
  });

  it("loads neither Fastify, React, the built app nor the web process's modules", async () => {
    const loaded = (await readFile(modulesFile, "utf8")).split("\n").filter(Boolean);
    expect(loaded).toContain(pathToFileURL(join(root, "market/main.ts")).href);
    const web = loaded.filter(
      (url) =>
        /\/node_modules\/(fastify|@fastify|react|react-dom|react-router|@react-router)\//.test(url) ||
        (url.startsWith(pathToFileURL(join(root, "server")).href) && !url.endsWith("/server/main.ts")) ||
        url.startsWith(pathToFileURL(join(root, "build")).href),
    );
    expect(web).toEqual([]);
  });

  it("stops on SIGTERM once the engines have stored what they hold", async () => {
    market.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
