/**
 * Start-up on a fresh machine: `node server/main.ts` (what `npm start` runs after its build) on an empty
 * embedded database, timed from the spawn to the first page served, to the demo engine running with its replayed
 * day, and to the busiest asset's daily chart holding 30 days; then, once it has stopped, the size of the database
 * it created.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { round } from "./stats.ts";

const root = resolve(import.meta.dirname, "..");

function folderBytes(path: string): number {
  return readdirSync(path, { withFileTypes: true }).reduce((sum, entry) => {
    const full = join(path, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(full) : statSync(full).size);
  }, 0);
}

const until = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

export async function startup() {
  const dataDir = mkdtempSync(join(tmpdir(), "ta-start-"));
  const port = 3800 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawn(process.execPath, [join(root, "server/main.ts")], {
    cwd: root,
    // At info the log says when the demo engine runs.
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const engineReady = new Promise<number>((done) => {
    createInterface({ input: server.stdout }).on("line", (line) => {
      if (line.includes('"market engine running"') && line.includes('"source":"demo"')) {
        done(performance.now() - started);
      }
    });
  });
  try {
    const serving = await until(async () => (await fetch(`${base}/`)).ok, 120_000);
    const servingMs = performance.now() - started;
    const top = (await (await fetch(`${base}/api/tokens?order=market_cap&limit=1`)).json()) as {
      data: { chainId: number; slug: string }[];
    };
    const token = (await (await fetch(`${base}/api/tokens/${top.data[0].slug}`)).json()) as {
      data: { pairs: { chainId: number; address: string }[] };
    };
    const pair = token.data.pairs[0];
    let dailyCandles = 0;
    // The month of daily candles is there as soon as the engine has begun its history (docs/market-simulation.md).
    const history = until(async () => {
      const answer = await fetch(
        `${base}/api/pairs/${pair.chainId}/${pair.address}/candles?interval=1440&limit=60`,
      );
      dailyCandles = ((await answer.json()) as { data: unknown[] }).data.length;
      return dailyCandles >= 30;
    }, 120_000).then(() => performance.now() - started);
    const engineMs = await Promise.race([
      engineReady,
      new Promise<number>((r) => setTimeout(() => r(-1), 180_000)),
    ]);
    const historyMs = await history;
    // The database as it rests on disk: after the server has stopped (and checkpointed its log).
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    return {
      servingS: serving ? round(servingMs / 1000) : null,
      demoEngineRunningS: engineMs < 0 ? null : round(engineMs / 1000),
      thirtyDaysOfDailyCandlesS: dailyCandles >= 30 ? round(historyMs / 1000) : null,
      dailyCandles,
      databaseMB: round(folderBytes(dataDir) / 1024 / 1024),
      goalS: 60,
      note: "from spawning server/main.ts on an empty DATA_DIR; npm start adds its build (about 10 s)",
    };
  } finally {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
