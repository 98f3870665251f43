/** Boots the web process for its ROLE: the site (web), or the site and the market engines (all, the default). */
import { startMarket } from "../market/start.ts";
import { createBus } from "../platform/bus/index.ts";
import type { Config } from "../platform/config/env.ts";
import { createLogger, logLines } from "../platform/log.ts";
import { openSeededDb } from "../seed/open.ts";
import { buildApp } from "./app.ts";

/** Boots this web process with the configuration `server/main.ts` read. */
export async function startWeb(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  const log = logLines(logger);
  const handle = await openSeededDb(config, log);
  const bus = createBus(config.redisUrl);
  const app = await buildApp({ config, db: handle.db, bus, logger });
  // The site serves while the engines rebuild their history in the background.
  const leaderships = config.role === "all" ? await startMarket({ config, db: handle.db, bus, log }) : [];

  /**
   * SIGTERM or SIGINT: the site stops taking connections, finishes the requests in flight and closes every
   * WebSocket with 1001 (going away, so clients reconnect elsewhere); the engines store what they hold.
   */
  const shutdown = async () => {
    await Promise.all([app.close(), ...leaderships.map((leadership) => leadership.stop())]);
    await bus.close();
    await handle.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);

  await app.listen({ port: config.port, host: config.host });
}
