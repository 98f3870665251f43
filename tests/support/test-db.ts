import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DbHandle, openDb } from "../../db/client.ts";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of `DATABASE_URL` (dropped again by `close`).
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDb({});
  const name = `ta_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDb({ url: target.toString(), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      // The pool's end resolves once its connections are told to close, not once they have: forcing the drop
      // before then would end a closing connection with an error nobody listens to.
      for (let waited = 0; waited < 2_000; waited += 50) {
        const { rows } = await cleanup.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
