/**
 * Dependency faults (docs/decisions/015-dependency-faults.md): the site and the demo market engine on a
 * PostgreSQL cluster and a redis-server of their own. The database's sessions are ended, then it is stopped for
 * OUTAGE_MS and started again; then Redis restarts empty. Measured: whether the process lived through it, what
 * requests got meanwhile, the time from the database accepting connections again to the first API answer and to
 * every trade taken during the outage being stored, the trades never stored, and the time from Redis being back
 * to every pair's snapshot being there again (and how long one full publication of every pair takes).
 */
import { sql } from "drizzle-orm";
import { openDb, queryRows } from "../db/client.ts";
import { lead } from "../db/leader.ts";
import { DEMO_DEFAULTS } from "../domain/market/demo-model.ts";
import { endpointOf } from "../lib/realtime/protocol.ts";
import { createEngine, type Engine } from "../market/engine.ts";
import { createDemoProvider } from "../market/providers/demo.ts";
import type { MarketProvider, TradeEvent } from "../market/types.ts";
import { createRedisBus } from "../platform/bus/redis.ts";
import { loadConfig } from "../platform/config/env.ts";
import { seedCatalog } from "../seed/index.ts";
import { buildApp } from "../server/app.ts";
import { startPgCluster } from "../tests/support/pg-cluster.ts";
import { startRedisServer } from "../tests/support/redis-server.ts";
import { round } from "./stats.ts";

const OUTAGE_MS = 5000;
const log = (msg: string) => process.stderr.write(`${msg}\n`);

/** Polls every 20 ms until `check` holds; the milliseconds it took. */
async function timeUntil(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (await check().catch(() => false)) return round(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

export async function dependencyFaults() {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  process.on("uncaughtException", onUncaught);
  const cluster = await startPgCluster();
  const redis = await startRedisServer();
  const handle = await openDb({ url: cluster.url, poolSize: 4 });
  const bus = createRedisBus(redis.url);
  const app = await buildApp({
    // It reads the API again and again through every fault: a read limit it never reaches.
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", API_READ_LIMIT: "1000000" }),
    db: handle.db,
    ssr: false,
    bus,
  });
  try {
    log("faults: seeding the catalogue on a private PostgreSQL cluster…");
    await seedCatalog(handle.db);
    await app.ready();
    /** Every live trade the demo market hands the engine, to look each up in the database at the end. */
    const live: TradeEvent[] = [];
    let engine: Engine | undefined;
    const leadership = lead(cluster.url, "tokenatlas:bench:faults", () => {
      const demo = createDemoProvider({ seed: DEMO_DEFAULTS.seed });
      const provider: MarketProvider = {
        ...demo,
        start(push, from, control) {
          demo.start(
            (trades) => {
              live.push(...trades);
              push(trades);
            },
            from,
            control,
          );
        },
      };
      engine = createEngine({
        db: handle.db,
        provider,
        publish: (batch) => bus.publish(batch),
        reconnects: (listener) => bus.onReconnect(listener),
        historyHours: 0.25,
      });
      return engine;
    });
    await timeUntil(async () => live.length > 0, 180_000);
    const api = async () => (await app.inject("/api/tokens")).statusCode === 200;

    log("faults: ending the database's sessions…");
    await queryRows(
      handle.db,
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = 'postgres' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    ).catch(() => []);
    const afterSessionsEndedMs = await timeUntil(api);

    log(`faults: stopping the database for ${OUTAGE_MS} ms…`);
    await cluster.stop();
    const outageStart = performance.now();
    const answers = new Map<string, number>();
    while (performance.now() - outageStart < OUTAGE_MS) {
      const res = await app.inject("/api/tokens");
      const key = `${res.statusCode}${res.headers["retry-after"] ? " retry-after" : ""}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const takenDuringOutage = live.length;
    await cluster.start();
    const dbRecoveryMs = await timeUntil(api);
    const stored = async (trades: TradeEvent[]) => {
      const keys = JSON.stringify(trades.map((t) => ({ pair_id: t.pairId, id: t.tradeId })));
      const [row] = await queryRows<{ n: number }>(
        handle.db,
        sql`SELECT count(*)::int AS n FROM trades t
            JOIN jsonb_to_recordset(${keys}::jsonb) AS x(pair_id int, id text)
              ON t.pair_id = x.pair_id AND t.trade_id = x.id`,
      );
      return row.n;
    };
    const beforeReturn = live.slice(0, takenDuringOutage);
    const backlogStoredMs = await timeUntil(async () => (await stored(beforeReturn)) === beforeReturn.length);

    log("faults: restarting Redis empty…");
    const states = [...(engine?.states.values() ?? [])];
    const endpoints = states.map(({ pair }) =>
      endpointOf({ topic: "PAIR_INFO", address: pair.address, chainId: pair.chainId }),
    );
    await redis.restart();
    const restored = async () => {
      const found = await Promise.all(endpoints.map((endpoint) => bus.latest(endpoint)));
      return found.every(Boolean);
    };
    const redisRecoveryMs = await timeUntil(restored);
    // What that time is made of: one full publication of every pair, as the engine sends on a reconnection.
    const republishStart = performance.now();
    await engine?.publishTouched(true);
    const fullRepublishMs = round(performance.now() - republishStart);

    await leadership.stop();
    const tradesLost = live.length - (await stored(live));
    return {
      outageMs: OUTAGE_MS,
      processSurvived: uncaught.length === 0,
      answersDuringOutage: Object.fromEntries(answers),
      afterSessionsEndedMs,
      dbRecoveryMs,
      backlogStoredMs,
      liveTrades: live.length,
      tradesTakenBeforeTheDatabaseReturned: takenDuringOutage,
      tradesLost,
      tradesDroppedByBound: engine?.counters.droppedTrades ?? 0,
      redisRecoveryMs,
      fullRepublishMs,
      snapshotsChecked: endpoints.length,
    };
  } finally {
    await app.close();
    await bus.close();
    await handle.close();
    await redis.stop();
    await cluster.destroy();
    process.off("uncaughtException", onUncaught);
  }
}
