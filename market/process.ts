import { createBus } from "../platform/bus/index.ts";
import type { Config } from "../platform/config/env.ts";
import type { Log } from "../platform/log.ts";
import { openSeededDb } from "../seed/open.ts";
import { startMarket } from "./start.ts";

/**
 * The market side of a process: the database (migrated and seeded), the bus and the engines this process leads.
 * Returns the stop that stores what the engines hold and closes the bus and the database.
 */
export async function runMarketProcess(config: Config, log: Log): Promise<() => Promise<void>> {
  const handle = await openSeededDb(config, log);
  const bus = createBus(config.redisUrl);
  const leaderships = await startMarket({ config, db: handle.db, bus, log });
  return async () => {
    await Promise.all(leaderships.map((leadership) => leadership.stop()));
    await bus.close();
    await handle.close();
  };
}
