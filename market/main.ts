/**
 * The market process (ROLE=market): the engines alone, publishing on the bus, with neither Fastify, React nor
 * the built web app loaded (docs/architecture.md, Processes).
 */
import type { Config } from "../platform/config/env.ts";
import { createLogger, logLines } from "../platform/log.ts";
import { runMarketProcess } from "./process.ts";

/** Runs the market process with the configuration `server/main.ts` read. */
export async function runMarket(config: Config): Promise<void> {
  const stop = await runMarketProcess(config, logLines(createLogger(config.logLevel)));

  /** SIGTERM or SIGINT: the engines store what they hold, then the bus and the database close. */
  const shutdown = async () => {
    await stop();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
