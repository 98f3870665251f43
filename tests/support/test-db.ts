import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Db, type DbHandle, openDb } from "../../db/client.ts";
import { seedCommunities } from "../../seed/communities.ts";
import { seedContent } from "../../seed/content.ts";
import { seedCatalog } from "../../seed/index.ts";

/** What a test database holds beyond the migrated schema: nothing, the demo catalogue, or also the demo content. */
export type TestDbSeed = "empty" | "catalogue" | "content";

const SEEDS: TestDbSeed[] = ["empty", "catalogue", "content"];

/** The catalogue's seeding date in every test database, so prices and listings do not depend on the day. */
export const SEED_NOW = new Date("2026-11-01T12:00:00Z");

/**
 * The databases prepared once per test run (tests/support/global-setup.ts), one per seed: `dumpDataDir`
 * tarballs for PGlite, template databases on the PostgreSQL server of `DATABASE_URL`.
 */
export type TestDbTemplates =
  | { kind: "pglite"; files: Record<TestDbSeed, string> }
  | { kind: "postgres"; names: Record<TestDbSeed, string> };

declare module "vitest" {
  export interface ProvidedContext {
    testDbTemplates?: TestDbTemplates;
  }
}

/** Adds to a database what `to` holds beyond what `from` already holds. */
async function seedFrom(db: Db, from: TestDbSeed, to: TestDbSeed) {
  if (from === "empty" && to !== "empty") await seedCatalog(db, { now: SEED_NOW });
  if (from !== "content" && to === "content") {
    await seedContent(db, { covers: false });
    await seedCommunities(db, { now: SEED_NOW });
  }
}

async function withAdmin<T>(url: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A pool's end resolves once its connections are told to close, not once they have: dropping the database
 * or copying it before then would fail on (or end with an error nobody listens to) a closing connection.
 */
async function waitUntilIdle(admin: pg.Client, name: string) {
  for (let waited = 0; waited < 2_000; waited += 50) {
    const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
      name,
    ]);
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function databaseUrl(url: string, name: string) {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * An empty database of its own on the PostgreSQL server of `DATABASE_URL`, for tests that start whole server
 * processes on it (they migrate and seed it themselves); `drop` removes it, whoever is still connected.
 */
export async function createScratchDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL ?? "";
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await withAdmin(server, (admin) => admin.query(`create database ${name}`));
  return {
    url: databaseUrl(server, name),
    drop: () =>
      withAdmin(server, (admin) => admin.query(`drop database if exists ${name} with (force)`)).then(
        () => {},
      ),
  };
}

/** The prepared databases of this run, when the tests run under vitest with its global setup. */
function templates(): TestDbTemplates | undefined {
  return process.env.VITEST ? inject("testDbTemplates") : undefined;
}

/**
 * A fresh, migrated database for one test file holding `seed`: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of `DATABASE_URL` (dropped again by `close`). Under vitest it is a copy
 * of the run's prepared database; elsewhere (npm run fuzz) it is migrated and seeded here.
 */
export async function createTestDb(seed: TestDbSeed = "empty"): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  const prepared = templates();
  if (!url) {
    if (prepared?.kind === "pglite") {
      return openDb({ loadDataDir: new Blob([await readFile(prepared.files[seed])]) });
    }
    const handle = await openDb({});
    await seedFrom(handle.db, "empty", seed);
    return handle;
  }
  const name = `ta_test_${randomBytes(6).toString("hex")}`;
  const template = prepared?.kind === "postgres" ? prepared.names[seed] : undefined;
  await withAdmin(url, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const handle = await openDb({ url: databaseUrl(url, name), poolSize: 4 });
  if (!template) await seedFrom(handle.db, "empty", seed);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(url, async (admin) => {
        await waitUntilIdle(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

/**
 * Migrates and seeds the run's databases once, each seed on top of the previous one, so a test file
 * starts from a copy instead of migrating and seeding its own (seconds each). Returns them and their removal.
 */
export async function prepareTestDbTemplates(): Promise<{
  templates: TestDbTemplates;
  remove: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(join(tmpdir(), "tokenatlas-test-db-"));
    const files = Object.fromEntries(SEEDS.map((seed) => [seed, join(dir, `${seed}.tar`)]));
    const handle = await openDb({});
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    try {
      let previous: TestDbSeed = "empty";
      for (const seed of SEEDS) {
        await seedFrom(handle.db, previous, seed);
        previous = seed;
        await client.exec("CHECKPOINT");
        const dump = await client.dumpDataDir("none");
        await writeFile(files[seed], Buffer.from(await dump.arrayBuffer()));
      }
    } finally {
      await handle.close();
    }
    return {
      templates: { kind: "pglite", files: files as Record<TestDbSeed, string> },
      remove: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const prefix = `ta_tpl_${randomBytes(6).toString("hex")}`;
  const names = Object.fromEntries(SEEDS.map((seed) => [seed, `${prefix}_${seed}`]));
  const remove = () =>
    withAdmin(url, async (admin) => {
      for (const seed of SEEDS) await admin.query(`drop database if exists ${names[seed]} with (force)`);
    });
  try {
    let previous: TestDbSeed | undefined;
    for (const seed of SEEDS) {
      await withAdmin(url, async (admin) => {
        if (previous) await waitUntilIdle(admin, names[previous]);
        await admin.query(`create database ${names[seed]}${previous ? ` template ${names[previous]}` : ""}`);
      });
      const handle = await openDb({ url: databaseUrl(url, names[seed]), poolSize: 1 });
      try {
        await seedFrom(handle.db, previous ?? "empty", seed);
      } finally {
        await handle.close();
      }
      previous = seed;
    }
    await withAdmin(url, (admin) => waitUntilIdle(admin, names.content));
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates: { kind: "postgres", names: names as Record<TestDbSeed, string> }, remove };
}
