/**
 * Candle history query on PostgreSQL: a fresh `tokenatlas_bench_candles` database on the server of
 * BENCH_DATABASE_URL (default the local server), migrated and seeded, with 7 days of candles of every interval
 * for 200 pairs (10,080 one-minute candles per pair, written by SQL in time order across the pairs, as the
 * engine's flushes lay them out) and vacuumed as autovacuum would, then `listCandles` for one UTC day of
 * 1-minute candles (1,440 rows) on random pairs and days: p50/p95/p99 over 300 calls after 20 warm-up calls,
 * and the plan of that query. The database is dropped at the end.
 */
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { type Db, openDb, queryRows } from "../db/client.ts";
import { listCandles } from "../domain/market/history.ts";
import { CANDLE_INTERVALS } from "../lib/realtime/protocol.ts";
import { seedCatalog } from "../seed/index.ts";
import { round, summarize } from "./stats.ts";

const DATABASE = "tokenatlas_bench_candles";
const PAIRS = 200;
const DAYS = 7;
const DAY_MS = 86_400_000;
const WARMUP = 20;
const SAMPLES = 300;
const GOAL_P95_MS = 5;

type CandleQuery = Parameters<typeof listCandles>[1];

const log = (msg: string) => process.stderr.write(`${msg}\n`);

/** Runs one statement on the server outside any transaction (CREATE / DROP DATABASE). */
async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Writes one day of candles of `interval` minutes for the first PAIRS pairs, ordered by time then pair. */
async function writeCandleDay(db: Db, q: { interval: number; day: number }) {
  const step = sql`make_interval(mins => ${q.interval})`;
  const from = new Date(q.day).toISOString();
  const to = new Date(q.day + DAY_MS).toISOString();
  await db.execute(sql`
    INSERT INTO candles (pair_id, interval, time, open, high, low, close, volume, trades, first_at, last_at)
    SELECT id, ${q.interval}, t, o, o * 1.002, o * 0.998, o * 1.001, v, n, ms, ms + ${q.interval * 60_000 - 1}
    FROM (
      SELECT p.id, t, round((1.5 + sin(extract(epoch FROM t) / 3600 + p.id))::numeric, 8) AS o,
             round((random() * 10000)::numeric, 2) AS v, 1 + floor(random() * 50)::int AS n,
             (extract(epoch FROM t) * 1000)::bigint AS ms
      FROM (SELECT id FROM pairs ORDER BY id LIMIT ${PAIRS}) p
      CROSS JOIN generate_series(${from}::timestamptz, ${to}::timestamptz - ${step}, ${step}) AS t
    ) c
    ORDER BY t, id`);
}

/** DAYS days of candles of every interval for the first PAIRS pairs; returns the pair ids. */
async function writeHistory(db: Db, start: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM pairs ORDER BY id LIMIT ${PAIRS}`);
  for (const interval of CANDLE_INTERVALS) {
    for (let d = 0; d < DAYS; d++) await writeCandleDay(db, { interval, day: start + d * DAY_MS });
    log(`  ${interval}-minute candles written`);
  }
  // What autovacuum does to an insert-mostly table in steady state: statistics and the visibility map, which
  // lets the candle query read the covering primary key without visiting the heap.
  await db.execute(sql`VACUUM (ANALYZE) candles`);
  return rows.map((row) => row.id);
}

/** The statement listCandles sends for a query, captured instead of run. */
async function statementOf(q: CandleQuery): Promise<SQL> {
  let captured: SQL | undefined;
  const recorder = {
    execute: async (query: SQL) => {
      captured = query;
      return { rows: [] };
    },
  };
  await listCandles(recorder as unknown as Db, q);
  if (!captured) throw new Error("listCandles sent no query");
  return captured;
}

/** Times listCandles for a random pair and day; the first WARMUP calls are not kept. */
async function sampleQueries(db: Db, pairIds: number[], start: number) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const from = start + Math.floor(Math.random() * DAYS) * DAY_MS;
    const q: CandleQuery = {
      pairId: pairIds[Math.floor(Math.random() * pairIds.length)],
      interval: 1,
      from,
      to: from + DAY_MS,
      limit: 1500,
    };
    const began = performance.now();
    const candles = await listCandles(db, q);
    const ms = performance.now() - began;
    if (candles.length !== 1440) throw new Error(`expected 1,440 candles, got ${candles.length}`);
    if (i >= WARMUP) times.push(ms);
  }
  return times;
}

async function measure(db: Db) {
  const start = Date.UTC(2026, 9, 1);
  log("candle history: seeding and writing 7 days of candles for 200 pairs…");
  await seedCatalog(db);
  const began = performance.now();
  const pairIds = await writeHistory(db, start);
  const writeS = round((performance.now() - began) / 1000);
  const [size] = await queryRows<{ rows: number; size: string }>(
    db,
    sql`SELECT count(*)::int AS rows, pg_size_pretty(pg_total_relation_size('candles')) AS size FROM candles`,
  );
  const { p50, p95, p99 } = summarize(await sampleQueries(db, pairIds, start));
  const q: CandleQuery = {
    pairId: pairIds[0],
    interval: 1,
    from: start,
    to: start + DAY_MS,
    limit: 1500,
  };
  const plan = await queryRows<{ "QUERY PLAN": string }>(
    db,
    sql`EXPLAIN (ANALYZE, BUFFERS) ${await statementOf(q)}`,
  );
  const planLines = plan.map((row) => row["QUERY PLAN"]);
  return {
    database: "postgresql",
    pairs: pairIds.length,
    days: DAYS,
    candleRows: size.rows,
    oneMinuteRows: pairIds.length * DAYS * 1440,
    tableSize: size.size,
    layout:
      "rows written in time order across the pairs (as the engine's flushes do), so a pair's day is spread over the heap",
    writeS,
    query: "listCandles, interval 1, one UTC day (1,440 rows), limit 1500",
    samples: SAMPLES,
    warmup: WARMUP,
    latencyMs: { p50, p95, p99, goal: `p95 ≤ ${GOAL_P95_MS} ms`, met: (p95 ?? Infinity) <= GOAL_P95_MS },
    primaryKeyUsed: planLines.some((line) => line.includes("candles_pair_id_interval_time_pk")),
    heapFetches: planLines.flatMap((line) => line.match(/Heap Fetches: (\d+)/)?.[1] ?? []).map(Number),
    scans: planLines.flatMap(
      (line) => line.match(/[A-Z][A-Za-z ]*? Scan(?: Backward)? (?:on|using) \w+/) ?? [],
    ),
    explain: planLines,
  };
}

/** The "candleHistory" section of npm run bench. */
export async function candleHistory() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await onServer(serverUrl, `CREATE DATABASE ${DATABASE}`);
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  try {
    const handle = await openDb({ url: url.toString(), poolSize: 4 });
    try {
      return await measure(handle.db);
    } finally {
      await handle.close();
    }
  } finally {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  }
}
