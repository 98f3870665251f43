/**
 * The market process (ROLE=market): the engines alone, publishing on the bus, with neither Fastify, React nor
 * the built web app loaded (docs/architecture.md, Processes).
 */
import { createBus } from "../platform/bus/index.ts";
import { loadConfig } from "../platform/config/env.ts";
import { createLogger, logLines } from "../platform/log.ts";
import { openSeededDb } from "../seed/open.ts";
import { startMarket } from "./start.ts";

const config = loadConfig();
const log = logLines(createLogger(config.logLevel));
const handle = await openSeededDb(config, log);
const bus = createBus(config.redisUrl);
const leaderships = await startMarket({ config, db: handle.db, bus, log });

/** SIGTERM or SIGINT: the engines store what they hold, then the bus and the database close. */
const shutdown = async () => {
  await Promise.all(leaderships.map((leadership) => leadership.stop()));
  await bus.close();
  await handle.close();
  process.exit(0);
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
