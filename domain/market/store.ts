import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { Candle, Trade } from "../../lib/realtime/payloads.ts";
import type { PairSummary } from "./history.ts";

/** Writes of the market engine: batches as JSON records, one statement each, alike on PGlite and pg. */

type Executor = Pick<Db, "execute">;

/** A pair as the market engine loads it: what the web side sees, plus the demo model and storage state. */
export type StoredPair = PairSummary & {
  refPrice: number;
  volatility: number;
  activity: number;
  liquidity: number;
  circulating: number;
  totalSupply: number;
  persistedUntil: number | null;
};

/** The pairs of one source in one shard (pair id modulo shard count). */
export async function loadPairs(
  db: Executor,
  q: { source: string; shard: number; shards: number },
): Promise<StoredPair[]> {
  const rows = await queryRows<Omit<StoredPair, "persistedUntil"> & { persistedUntil: Date | string | null }>(
    db,
    sql`SELECT p.id, p.token_id AS "tokenId", p.chain_id AS "chainId", p.address,
               coalesce(t.address, p.address) AS "tokenAddress", p.symbol,
               coalesce(t.symbol, p.base_symbol) AS "baseSymbol", p.quote_symbol AS "quoteSymbol", p.dex, p.source,
               p.ref_price AS "refPrice", p.volatility, p.activity, p.liquidity, p.circulating,
               p.total_supply AS "totalSupply", p.persisted_until AS "persistedUntil"
        FROM pairs p LEFT JOIN tokens t ON t.id = p.token_id
        WHERE p.source = ${q.source} AND p.id % ${q.shards} = ${q.shard}
        ORDER BY p.id`,
  );
  return rows.map((row) => ({
    ...row,
    persistedUntil: row.persistedUntil === null ? null : new Date(row.persistedUntil).getTime(),
  }));
}

/** A trade row as stored: the trade's figures keyed by pair and sequence. */
export type TradeRecord = Omit<Trade, "id" | "txHash"> & { pair_id: number; seq: number; tx_hash: string };

export async function insertTrades(db: Executor, records: readonly TradeRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.execute(sql`
    INSERT INTO trades (pair_id, seq, time, side, price, amount, value, trader, tx_hash)
    SELECT pair_id, seq, to_timestamp(time / 1000.0), side, price, amount, value, trader, tx_hash
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      AS x(pair_id int, seq bigint, time bigint, side text, price numeric, amount numeric, value numeric,
           trader text, tx_hash text)
    ON CONFLICT (pair_id, seq) DO NOTHING`);
}

/** A candle row as stored: the candle's figures with its pair, interval and first and last trade times. */
export type CandleRecord = Candle & { pair_id: number; interval: number; first_at: number; last_at: number };

/**
 * Writes candles. "merge" adds a delta to the stored candle of the same bucket (high/low widen, volume and
 * count add, open from the earliest trade, close from the latest); "replace" stores complete candles as they are.
 */
export async function writeCandles(
  db: Executor,
  records: readonly CandleRecord[],
  mode: "merge" | "replace",
): Promise<void> {
  if (records.length === 0) return;
  const onConflict =
    mode === "merge"
      ? sql`high = greatest(candles.high, excluded.high), low = least(candles.low, excluded.low),
            volume = candles.volume + excluded.volume, trades = candles.trades + excluded.trades,
            open = CASE WHEN excluded.first_at < candles.first_at THEN excluded.open ELSE candles.open END,
            first_at = least(candles.first_at, excluded.first_at),
            close = CASE WHEN excluded.last_at >= candles.last_at THEN excluded.close ELSE candles.close END,
            last_at = greatest(candles.last_at, excluded.last_at)`
      : sql`open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
            volume = excluded.volume, trades = excluded.trades, first_at = excluded.first_at,
            last_at = excluded.last_at`;
  await db.execute(sql`
    INSERT INTO candles (pair_id, interval, time, open, high, low, close, volume, trades, first_at, last_at)
    SELECT pair_id, interval, to_timestamp(time / 1000.0), open, high, low, close, volume, trades, first_at, last_at
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      AS x(pair_id int, interval int, time bigint, open numeric, high numeric, low numeric, close numeric,
           volume numeric, trades int, first_at bigint, last_at bigint)
    ON CONFLICT (pair_id, interval, time) DO UPDATE SET ${onConflict}`);
}

/** Records that every trade of these pairs before `until` is stored, and where their history begins. */
export async function markPersisted(
  db: Executor,
  pairIds: readonly number[],
  until: number,
  historyFrom: number,
): Promise<void> {
  if (pairIds.length === 0) return;
  await db.execute(sql`
    UPDATE pairs SET persisted_until = ${new Date(until).toISOString()}::timestamptz,
                     history_from = coalesce(history_from, ${new Date(historyFrom).toISOString()}::timestamptz)
    WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(pairIds)}::jsonb))`);
}

export type TokenStatsRecord = {
  token_id: number;
  price: string;
  change_1h: number;
  change_24h: number;
  change_7d: number | null;
  volume_24h: string;
  liquidity: string;
  market_cap: string;
  popularity: number;
  ai_score: number;
  source: string;
};

/** Refreshes the figures the token lists sort by (holders stay as they are). */
export async function updateTokenStats(db: Executor, records: readonly TokenStatsRecord[], now: number) {
  if (records.length === 0) return;
  await db.execute(sql`
    UPDATE token_stats s SET price = x.price, change_1h = x.change_1h, change_24h = x.change_24h,
      change_7d = coalesce(x.change_7d, s.change_7d), volume_24h = x.volume_24h, liquidity = x.liquidity,
      market_cap = x.market_cap, popularity = x.popularity, ai_score = x.ai_score, source = x.source,
      updated_at = ${new Date(now).toISOString()}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      AS x(token_id int, price numeric, change_1h float8, change_24h float8, change_7d float8,
           volume_24h numeric, liquidity numeric, market_cap numeric, popularity float8, ai_score float8,
           source text)
    WHERE s.token_id = x.token_id`);
}

/** Drops trades older than `before` (the trades table keeps a recent window; candles keep the history). */
export async function pruneTrades(db: Executor, before: number): Promise<void> {
  await db.execute(sql`DELETE FROM trades WHERE time < ${new Date(before).toISOString()}::timestamptz`);
}
