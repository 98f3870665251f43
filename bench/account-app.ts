/**
 * The API alone, in-process on a fresh embedded database, for the account benchmarks (sign-in.ts,
 * enumeration.ts): `run` gets the app, the database and a password hash for the accounts it inserts; both
 * are closed after it.
 */
import type { FastifyInstance } from "fastify";
import { type Db, openDb } from "../db/client.ts";
import { hashPassword } from "../domain/accounts/passwords.ts";
import { loadConfig } from "../platform/config/env.ts";
import { buildApp } from "../server/app.ts";

export const BENCH_PASSWORD = "bench passphrase of four words";

export async function withAccountApp<T>(
  run: (app: FastifyInstance, db: Db, passwordHash: string) => Promise<T>,
): Promise<T> {
  const handle = await openDb({});
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" });
  const app = await buildApp({ config, db: handle.db, ssr: false });
  try {
    await app.ready();
    return await run(app, handle.db, await hashPassword(BENCH_PASSWORD));
  } finally {
    await app.close();
    await handle.close();
  }
}
