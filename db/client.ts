import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

export type DbOptions =
  /** A PostgreSQL connection string. */
  | { url: string; poolSize?: number }
  /**
   * An embedded PGlite database; `dataDir` undefined means in memory. `loadDataDir` starts it from a
   * `dumpDataDir()` tarball (the tests' prepared databases, tests/support/test-db.ts).
   */
  | { dataDir?: string; loadDataDir?: Blob };

const CHECKPOINT_MS = 60_000;
const CONNECT_TIMEOUT_MS = 3000;

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  if ("url" in options) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A request waits this long for a connection while the server is unreachable, then fails (503).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server ends (a restart, pg_terminate_backend) leaves the pool, which opens a new
    // one for the next query; unheard, its 'error' event would end the process (docs/decisions/015-dependency-faults.md).
    pool.on("error", () => {});
    // A connection checked out for a transaction has no pool listener: when the server ends it mid-transaction,
    // the waiting query fails with the error and the client still emits it, which unheard ends the process. The
    // pool drops such a client on release (it is no longer queryable).
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? "memory://", {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, "-c", "max_wal_size=64MB", "-c", "min_wal_size=32MB"],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  // Embedded PostgreSQL runs without a checkpointer, so its write-ahead log would only grow (about 200 MB after
  // the first start): a checkpoint a minute (~50 ms on the demo catalogue) and a small max_wal_size let it drop
  // the old log instead of keeping it for reuse.
  const checkpoints = options.dataDir
    ? setInterval(() => client.exec("CHECKPOINT").catch(() => {}), CHECKPOINT_MS)
    : undefined;
  checkpoints?.unref();
  return {
    db,
    kind: "pglite",
    async close() {
      clearInterval(checkpoints);
      if (checkpoints) await client.exec("CHECKPOINT").catch(() => {});
      await client.close();
    },
  };
}

/** Runs raw SQL (on a database or inside a transaction) and returns its rows, alike on PGlite and pg. */
export async function queryRows<T = Record<string, unknown>>(
  db: { execute: (query: SQL) => PromiseLike<unknown> },
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
