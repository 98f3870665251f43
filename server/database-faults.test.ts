import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DbHandle, openDb, queryRows } from "../db/client.ts";
import { type Leadership, lead } from "../db/leader.ts";
import { createEngine, type Engine } from "../market/engine.ts";
import type { MarketProvider, TradeEvent } from "../market/types.ts";
import { loadConfig } from "../platform/config/env.ts";
import { seedCatalog } from "../seed/index.ts";
import { type PgCluster, startPgCluster } from "../tests/support/pg-cluster.ts";
import { BROWSER_UA } from "../tests/support/test-app.ts";
import { buildApp } from "./app.ts";

/**
 * The database going away under a running site and market engine, on a PostgreSQL cluster of the test's own
 * (its sessions are ended, then it is stopped and started again): the process lives on, requests meanwhile
 * get 503 with Retry-After, the site serves again once the database is back, and the engine stores every
 * trade it took during the outage.
 */
let cluster: PgCluster;
let handle: DbHandle;
let app: FastifyInstance;
let leadership: Leadership;
const engines: Engine[] = [];
let pairId: number;
let emit: ((trades: TradeEvent[]) => void) | undefined;
/** Trades the test fed, and the newest trade time (each trade a millisecond after the last). */
let pushed = 0;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

/** A provider the test feeds (trades a millisecond apart, so each keeps its own sequence number). */
const provider = (): MarketProvider => ({
  source: "demo",
  label: "demo",
  maxLatencyMs: 1000,
  open() {},
  start(push) {
    emit = push;
  },
  stop() {},
});

let lastTime = 0;
function push(count: number) {
  const trades = Array.from({ length: count }, (_, i): TradeEvent => {
    lastTime = Math.max(lastTime + 1, Date.now());
    return {
      pairId,
      time: lastTime,
      side: i % 2 ? "sell" : "buy",
      price: 1 + i / 1000,
      amount: 10,
      value: 10,
      trader: "0xfeed",
      txHash: `0x${(pushed + i).toString(16)}`,
    };
  });
  pushed += count;
  emit?.(trades);
}

/** A one-off session for the test's own checks, ended before the cluster is touched. */
async function admin<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const storedTrades = async () =>
  Number((await admin<{ n: string }>(`SELECT count(*) AS n FROM trades WHERE trader = '0xfeed'`))[0].n);

beforeAll(async () => {
  process.on("uncaughtException", onUncaught);
  cluster = await startPgCluster();
  handle = await openDb({ url: cluster.url, poolSize: 4 });
  await seedCatalog(handle.db, { now: new Date("2026-11-01T12:00:00Z") });
  [{ id: pairId }] = await queryRows<{ id: number }>(
    handle.db,
    sql`SELECT id FROM pairs WHERE source = 'demo' ORDER BY id LIMIT 1`,
  );
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  app = await buildApp({ config, db: handle.db });
  await app.ready();
  leadership = lead(
    cluster.url,
    "tokenatlas:test:faults",
    () => {
      const engine = createEngine({
        db: handle.db,
        provider: provider(),
        publish: async () => {},
        // The test's pair alone (its shard of many): a light engine.
        shard: pairId % 1000,
        shards: 1000,
        flushMs: 200,
        statsMs: 60_000,
      });
      engines.push(engine);
      return engine;
    },
    { retryMs: 200 },
  );
  await vi.waitFor(() => expect(emit).toBeDefined(), { timeout: 20_000 });
});

afterAll(async () => {
  await leadership?.stop();
  await app?.close();
  await handle?.close();
  await cluster?.destroy();
  process.off("uncaughtException", onUncaught);
});

describe("when the database goes away", () => {
  it("survives its sessions being ended, and serves again with a new connection", async () => {
    push(5);
    await vi.waitFor(async () => expect(await storedTrades()).toBe(5));
    // The pool keeps this request's connection idle: ending its session is what used to end the process.
    expect((await app.inject("/api/tokens")).statusCode).toBe(200);
    const ended = await admin<{ ok: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
       WHERE datname = 'postgres' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    expect(ended.length).toBeGreaterThan(0);
    await vi.waitFor(async () => expect((await app.inject("/api/tokens")).statusCode).toBe(200));
    // The leader took its lock back on a new session and kept its engine running.
    await vi.waitFor(async () =>
      expect(await admin(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted`)).toHaveLength(1),
    );
    expect(engines).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });

  it("fails a transaction whose session is ended midway, not the process", async () => {
    const failed = handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      // Ends every client session but the one asking, this transaction's among them, while it holds its connection.
      await admin(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = 'postgres' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`SELECT 1`);
    });
    await expect(failed).rejects.toThrow();
    await vi.waitFor(async () => expect((await app.inject("/api/tokens")).statusCode).toBe(200));
    expect(uncaught).toEqual([]);
  });

  it("answers 503 with Retry-After while it is down, and stores the trades taken meanwhile once it is back", async () => {
    const before = await storedTrades();
    await cluster.stop();
    push(40);

    const api = await app.inject("/api/tokens");
    expect(api.statusCode).toBe(503);
    expect(api.headers["retry-after"]).toBe("5");
    expect(api.json()).toEqual({
      error: { code: "unavailable", message: "Service briefly unavailable, try again shortly" },
    });
    const page = await app.inject({ url: "/de/blockchains", headers: { "user-agent": BROWSER_UA } });
    expect(page.statusCode).toBe(503);
    expect(page.headers["retry-after"]).toBe("5");
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Der Dienst ist kurz nicht erreichbar.");
    const english = await app.inject({ url: "/blockchains", headers: { "user-agent": BROWSER_UA } });
    expect(english.statusCode).toBe(503);
    expect(english.body).toContain("The service is briefly unavailable.");
    // Flushes fail meanwhile; the trades wait in memory.
    await expect(engines[0].flush()).rejects.toThrow();
    push(20);

    await cluster.start();
    await vi.waitFor(async () => expect((await app.inject("/api/tokens")).statusCode).toBe(200), {
      timeout: 5000,
      interval: 100,
    });
    await vi.waitFor(async () => expect(await storedTrades()).toBe(before + 60), { timeout: 5000 });
    expect(engines[0].counters.droppedTrades).toBe(0);
    expect(engines).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
});
