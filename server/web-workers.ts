import cluster, { type Worker } from "node:cluster";
import { runMarketProcess } from "../market/process.ts";
import type { Config } from "../platform/config/env.ts";
import { createLogger, logLines } from "../platform/log.ts";
import { openSeededDb } from "../seed/open.ts";

/** How long a worker that ended by itself waits before its replacement starts (a crash loop stays slow). */
const RESTART_DELAY_MS = 1000;

/**
 * The primary of `WEB_CONCURRENCY` web workers (docs/architecture.md, Processes): it migrates and seeds the
 * database once, runs the market engines when ROLE is all, then forks the workers, which share the port and
 * each serve the site as a ROLE=web node of their own (PostgreSQL and the Redis bus between them). A worker
 * that ends is replaced (each start and end is logged with its pid); SIGTERM or SIGINT stops the workers (each closing gracefully), then the engines.
 */
export async function superviseWebWorkers(config: Config): Promise<void> {
  const log = logLines(createLogger(config.logLevel));
  const stopMarket =
    config.role === "all" ? await runMarketProcess(config, log) : await prepareDatabase(config, log);
  let stopping = false;
  // One captcha key and one ticket key for all workers: what one worker signs may come back to another.
  const fork = () =>
    cluster.fork({
      ROLE: "web",
      WEB_CONCURRENCY: "1",
      CAPTCHA_HMAC_KEY: config.captcha.hmacKey,
      REALTIME_TICKET_KEY: config.realtime.ticketKey,
    });
  cluster.on("listening", (worker) => log({ pid: worker.process.pid }, "web worker listening"));
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    log({ pid: worker.process.pid, code, signal }, "web worker ended; starting another", "warn");
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });
  for (let i = 0; i < config.webConcurrency; i++) fork();
  log({ workers: config.webConcurrency, port: config.port, role: config.role }, "web workers starting");

  const shutdown = async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
    await stopMarket();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

/** ROLE=web: the migrations and the demo seed run here, once, before any worker opens the database. */
async function prepareDatabase(config: Config, log: ReturnType<typeof logLines>) {
  const handle = await openSeededDb(config, log);
  await handle.close();
  return async () => {};
}
