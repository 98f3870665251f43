import type { FastifyInstance } from "fastify";
import { seedCatalog } from "../../db/seed/index.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/env.ts";
import { createTestDb } from "./test-db.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/** The whole web app on a fresh, seeded database, driven with `app.inject` (no open port). */
export async function createTestApp(options: { ssr?: boolean } = {}): Promise<{
  app: FastifyInstance;
  close: () => Promise<void>;
}> {
  const handle = await createTestDb();
  await seedCatalog(handle.db, { now: new Date("2026-11-01T12:00:00Z") });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: TEST_ORIGIN });
  const app = await buildApp({ config, db: handle.db, ssr: options.ssr ?? true });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
