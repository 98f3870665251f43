import { type DbHandle, openDb } from "../db/client.ts";
import type { Config } from "../platform/config/env.ts";
import type { Log } from "../platform/log.ts";
import { seedCommunities } from "./communities.ts";
import { seedContent } from "./content.ts";
import { seedCatalog } from "./index.ts";

/**
 * Opens the configured database (migrating it) and seeds an empty one with the demo catalogue and content.
 * Every role does, so whichever process starts first fills it (docs/architecture.md, Processes).
 */
export async function openSeededDb(config: Config, log: Log): Promise<DbHandle> {
  const handle = await openDb(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.dbPoolSize }
      : { dataDir: config.dataDir },
  );
  const catalogReport = await seedCatalog(handle.db, {
    seed: config.market.seed,
    rate: config.market.demoRate,
  });
  if (catalogReport.seeded) log(catalogReport, "demo catalogue seeded");
  const contentReport = await seedContent(handle.db);
  if (contentReport.seeded) log(contentReport, "demo content seeded");
  const communityReport = await seedCommunities(handle.db);
  if (communityReport.seeded) log(communityReport, "demo communities seeded");
  return handle;
}
