/** Boots the site: database (migrated, seeded when empty), the web app, and a clean shutdown. */
import { openDb } from "../db/client.ts";
import { isSeeded, seedCatalog } from "../db/seed/index.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./env.ts";

const config = loadConfig();
const handle = await openDb(
  config.databaseUrl ? { url: config.databaseUrl, poolSize: config.dbPoolSize } : { dataDir: config.dataDir },
);
if (!(await isSeeded(handle.db))) {
  const report = await seedCatalog(handle.db);
  console.log(JSON.stringify({ msg: "demo catalogue seeded", ...report }));
}
const app = await buildApp({ config, db: handle.db });

const shutdown = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);

await app.listen({ port: config.port, host: config.host });
