import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { Candle, Trade } from "../../lib/realtime/payloads.ts";
import { CANDLE_INTERVALS } from "../../lib/realtime/protocol.ts";
import type { PairSummary } from "./history.ts";
import type { TradeEvent } from "./trade.ts";

/** Writes of the market engine: batches as JSON records, one statement each, alike on PGlite and pg. */

type Executor = Pick<Db, "execute">;

/** A pair as the market engine loads it: what the web side sees, plus the demo model and storage state. */
export type StoredPair = PairSummary & {
  priceKey: string | null;
  refPrice: number;
  volatility: number;
  activity: number;
  liquidity: number;
  circulating: number;
  totalSupply: number;
  persistedUntil: number | null;
};

/** A list of ids for `IN`, sent as one JSON parameter. */
export const idList = (ids: readonly number[]) =>
  sql`(SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** Which chains' pairs to load: only some, or all but some. */
export type ChainScope = { only?: readonly number[]; except?: readonly number[] };

/** The pairs of one source in one shard (pair id modulo shard count), or those with the given ids. */
export async function loadPairs(
  db: Executor,
  q: { source: string; shard: number; shards: number; chains?: ChainScope } | { ids: readonly number[] },
): Promise<StoredPair[]> {
  const where =
    "ids" in q
      ? sql`p.id IN ${idList(q.ids)}`
      : sql`p.source = ${q.source} AND p.id % ${q.shards} = ${q.shard}
            ${q.chains?.only ? sql`AND p.chain_id IN ${idList(q.chains.only)}` : sql``}
            ${q.chains?.except ? sql`AND p.chain_id NOT IN ${idList(q.chains.except)}` : sql``}`;
  const rows = await queryRows<Omit<StoredPair, "persistedUntil"> & { persistedUntil: Date | string | null }>(
    db,
    sql`SELECT p.id, p.token_id AS "tokenId", p.chain_id AS "chainId", p.address,
               coalesce(t.address, p.address) AS "tokenAddress", p.symbol,
               coalesce(t.symbol, p.base_symbol) AS "baseSymbol", p.quote_symbol AS "quoteSymbol", p.dex, p.source,
               p.price_key AS "priceKey", p.ref_price AS "refPrice", p.volatility, p.activity, p.liquidity, p.circulating,
               p.total_supply AS "totalSupply", p.persisted_until AS "persistedUntil"
        FROM pairs p LEFT JOIN tokens t ON t.id = p.token_id
        WHERE ${where}
        ORDER BY p.id`,
  );
  return rows.map((row) => ({
    ...row,
    persistedUntil: row.persistedUntil === null ? null : new Date(row.persistedUntil).getTime(),
  }));
}

/** A trade row as stored: the trade's figures keyed by pair and sequence. */
export type TradeRecord = Omit<Trade, "id" | "txHash" | "tradeId"> & {
  pair_id: number;
  seq: number;
  tx_hash: string | null;
  trade_id: string | null;
};

export async function insertTrades(db: Executor, records: readonly TradeRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.execute(sql`
    INSERT INTO trades (pair_id, seq, time, side, price, amount, value, trader, tx_hash, trade_id)
    SELECT pair_id, seq, to_timestamp(time / 1000.0), side, price, amount, value, trader, tx_hash, trade_id
    FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      AS x(pair_id int, seq bigint, time bigint, side text, price numeric, amount numeric, value numeric,
           trader text, tx_hash text, trade_id text)
    ON CONFLICT (pair_id, seq) DO NOTHING`);
}

/** A stored trade as the engine takes it back in: the trade with its pair and sequence number. */
export type StoredTrade = Omit<TradeEvent, "seq"> & { seq: number };

/** The stored trades of some pairs since `since` (Unix ms), by pair and sequence. */
export async function loadTrades(
  db: Executor,
  pairIds: readonly number[],
  since: number,
): Promise<StoredTrade[]> {
  if (pairIds.length === 0) return [];
  const rows = await queryRows<Record<string, string | number | Date | null>>(
    db,
    sql`SELECT pair_id, seq, time, side, price::float8 AS price, amount::float8 AS amount, value::float8 AS value,
               trader, tx_hash, trade_id
        FROM trades WHERE pair_id IN ${idList(pairIds)} AND time >= ${new Date(since).toISOString()}::timestamptz
        ORDER BY pair_id, seq`,
  );
  return rows.map((r) => ({
    pairId: Number(r.pair_id),
    seq: Number(r.seq),
    time: new Date(r.time as string | Date).getTime(),
    side: r.side === "sell" ? "sell" : "buy",
    price: Number(r.price),
    amount: Number(r.amount),
    value: Number(r.value),
    trader: String(r.trader),
    txHash: r.tx_hash === null ? null : String(r.tx_hash),
    ...(r.trade_id === null ? {} : { tradeId: String(r.trade_id) }),
  }));
}

/**
 * Deletes the trades of these pairs from `fromSeq` on and rebuilds their stored candles from the trades that
 * remain, for every bucket from the one that held the earliest deleted trade on (a bucket's candle is the
 * plain aggregate of its trades: open and close by time, then sequence). Returns how many trades went.
 */
export async function retractTrades(
  db: Executor,
  pairIds: readonly number[],
  fromSeq: number,
): Promise<number> {
  if (pairIds.length === 0) return 0;
  const earliest = await queryRows<{ pair_id: number; since: number | string; n: number | string }>(
    db,
    sql`SELECT pair_id, min((extract(epoch FROM time) * 1000)::bigint) AS since, count(*) AS n
        FROM trades WHERE pair_id IN ${idList(pairIds)} AND seq >= ${fromSeq} GROUP BY pair_id`,
  );
  if (earliest.length === 0) return 0;
  await db.execute(sql`DELETE FROM trades WHERE pair_id IN ${idList(pairIds)} AND seq >= ${fromSeq}`);
  const buckets = JSON.stringify(
    earliest.flatMap((row) =>
      CANDLE_INTERVALS.map((interval) => {
        const size = interval * 60_000;
        return { pair_id: Number(row.pair_id), interval, from: Math.floor(Number(row.since) / size) * size };
      }),
    ),
  );
  const scope = sql`jsonb_to_recordset(${buckets}::jsonb) AS b(pair_id int, interval int, "from" bigint)`;
  await db.execute(sql`
    DELETE FROM candles c USING ${scope}
    WHERE c.pair_id = b.pair_id AND c.interval = b.interval AND c.time >= to_timestamp(b."from" / 1000.0)`);
  await db.execute(sql`
    INSERT INTO candles (pair_id, interval, time, open, high, low, close, volume, trades, first_at, last_at)
    SELECT pair_id, interval, to_timestamp(bucket / 1000.0), (array_agg(price ORDER BY at, seq))[1], max(price),
           min(price), (array_agg(price ORDER BY at DESC, seq DESC))[1], sum(value), count(*), min(at), max(at)
    FROM (
      SELECT t.pair_id, b.interval, t.seq, t.price, t.value, x.at,
             x.at / (b.interval * 60000) * (b.interval * 60000) AS bucket
      FROM ${scope} JOIN trades t ON t.pair_id = b.pair_id
      CROSS JOIN LATERAL (SELECT (extract(epoch FROM t.time) * 1000)::bigint AS at) x
      WHERE t.time >= to_timestamp(b."from" / 1000.0)
    ) y
    GROUP BY pair_id, interval, bucket`);
  return earliest.reduce((sum, row) => sum + Number(row.n), 0);
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

/**
 * Where the stored history of replayed pairs begins: at `from` for a pair with nothing stored since `from` (a
 * first start, or a gap after a long stop), whose older candles are dropped, since the model rebuilds them on
 * read (docs/market-simulation.md). Pairs stored up to `from` keep their history.
 */
export async function beginReplayedHistory(
  db: Executor,
  pairIds: readonly number[],
  from: number,
): Promise<void> {
  if (pairIds.length === 0) return;
  const ids = idList(pairIds);
  const at = sql`${new Date(from).toISOString()}::timestamptz`;
  await db.execute(sql`
    UPDATE pairs SET history_from = ${at}
    WHERE id IN ${ids} AND (persisted_until IS NULL OR persisted_until < ${at})`);
  await db.execute(sql`
    DELETE FROM candles c USING pairs p
    WHERE p.id = c.pair_id AND p.id IN ${ids} AND c.time + c.interval * interval '1 minute' <= p.history_from`);
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
    WHERE id IN ${idList(pairIds)}`);
}

/** The figures of one pair at a stats tick, for its row and its token's. */
export type PairStatsRecord = {
  pair_id: number;
  token_id: number;
  price: string;
  change_1h: number;
  change_24h: number;
  /** Null while the history is shorter than the window. */
  change_7d: number | null;
  change_30d: number | null;
  volume_24h: string;
  trades_24h: number;
  liquidity: string;
  popularity: number;
  ai_score: number;
  source: string;
};

/**
 * Writes the figures of a stats tick: each pair's liquidity and volume; each token's figures from its pairs
 * (price, changes and score from its deepest pair, volumes, trades, liquidity and popularity summed, market cap
 * and FDV from the price and the token's stored supplies; holders stay as they are); then the figures of the
 * assets these tokens belong to.
 */
export async function updateTokenStats(db: Executor, records: readonly PairStatsRecord[], now: number) {
  if (records.length === 0) return;
  const json = JSON.stringify(records);
  const rows = sql`jsonb_to_recordset(${json}::jsonb)
      AS x(pair_id int, token_id int, price numeric, change_1h float8, change_24h float8, change_7d float8,
           change_30d float8, volume_24h numeric, trades_24h int, liquidity numeric, popularity float8,
           ai_score float8, source text)`;
  await db.execute(sql`
    UPDATE pairs p SET liquidity = x.liquidity::float8, volume_24h = x.volume_24h FROM ${rows} WHERE p.id = x.pair_id`);
  await db.execute(sql`
    WITH main AS (SELECT DISTINCT ON (token_id) * FROM ${rows} ORDER BY token_id, liquidity DESC),
    sums AS (
      SELECT token_id, sum(volume_24h) AS volume, sum(trades_24h) AS trades, sum(liquidity) AS liquidity,
             sum(popularity) AS popularity
      FROM ${rows} GROUP BY token_id
    )
    UPDATE token_stats s SET price = m.price, change_1h = m.change_1h, change_24h = m.change_24h,
      change_7d = m.change_7d, change_30d = m.change_30d, volume_24h = sums.volume, trades_24h = sums.trades,
      liquidity = sums.liquidity, market_cap = coalesce(round(m.price * s.circulating_supply, 2), 0),
      fdv = round(m.price * s.total_supply, 2), popularity = sums.popularity, ai_score = m.ai_score,
      source = m.source, updated_at = ${new Date(now).toISOString()}::timestamptz
    FROM main m JOIN sums ON sums.token_id = m.token_id
    WHERE s.token_id = m.token_id`);
  await refreshAssetStats(
    db,
    sql`(SELECT t.asset_id FROM tokens t JOIN ${rows} ON x.token_id = t.id WHERE t.asset_id IS NOT NULL)`,
  );
}

/**
 * Recomputes the figures of assets (all, or those `ids` selects) from their deployments: the representative
 * deployment gives the price and changes, volumes, trades, liquidity, holders and popularity add up, the
 * supplies are the asset's own when a source reports them, else those of all deployments, and the market cap
 * is the price times the circulating supply (docs/assets.md). The count of its deployments is kept alongside, so
 * a list row reads it instead of counting per row.
 */
export async function refreshAssetStats(db: Executor, ids?: SQL): Promise<void> {
  const scope = ids ? sql`AND t.asset_id IN ${ids}` : sql``;
  await db.execute(sql`
    WITH agg AS (
      SELECT t.asset_id, sum(s.volume_24h) AS volume, sum(s.trades_24h) AS trades,
             sum(s.circulating_supply) AS circulating, sum(s.total_supply) AS total, sum(s.liquidity) AS liquidity,
             least(sum(s.holders), 2147483647) AS holders, sum(s.popularity) AS popularity,
             max(s.updated_at) AS updated_at
      FROM tokens t JOIN token_stats s ON s.token_id = t.id
      WHERE t.asset_id IS NOT NULL ${scope}
      GROUP BY t.asset_id
    )
    INSERT INTO asset_stats (asset_id, token_id, price, change_1h, change_24h, change_7d, change_30d, volume_24h,
                             trades_24h, market_cap, fdv, circulating_supply, total_supply, liquidity, holders,
                             popularity, ai_score, source, updated_at, deployments)
    SELECT a.id, a.primary_token_id, p.price, p.change_1h, p.change_24h, p.change_7d, p.change_30d, agg.volume,
           agg.trades, coalesce(round(p.price * coalesce(a.circulating_supply, agg.circulating), 2), 0),
           round(p.price * coalesce(a.total_supply, agg.total), 2),
           coalesce(a.circulating_supply, agg.circulating), coalesce(a.total_supply, agg.total), agg.liquidity,
           agg.holders, agg.popularity, p.ai_score, p.source, agg.updated_at,
           (SELECT count(*) FROM tokens d WHERE d.asset_id = a.id)
    FROM agg JOIN assets a ON a.id = agg.asset_id JOIN token_stats p ON p.token_id = a.primary_token_id
    ON CONFLICT (asset_id) DO UPDATE SET token_id = excluded.token_id, price = excluded.price,
      change_1h = excluded.change_1h, change_24h = excluded.change_24h, change_7d = excluded.change_7d,
      change_30d = excluded.change_30d, volume_24h = excluded.volume_24h, trades_24h = excluded.trades_24h,
      market_cap = excluded.market_cap, fdv = excluded.fdv, circulating_supply = excluded.circulating_supply,
      total_supply = excluded.total_supply, liquidity = excluded.liquidity, holders = excluded.holders,
      popularity = excluded.popularity, ai_score = excluded.ai_score, source = excluded.source,
      updated_at = excluded.updated_at, deployments = excluded.deployments`);
  await rankAssets(db);
}

/**
 * Numbers the assets by market cap, largest first, in the order of the list sorted by market cap (ties by
 * the representative's id); an asset without a market cap has no rank. Only changed ranks are written.
 */
export async function rankAssets(db: Executor): Promise<void> {
  await db.execute(sql`
    UPDATE asset_stats s SET market_cap_rank = r.rank
    FROM (
      SELECT asset_id,
             CASE WHEN market_cap > 0 THEN row_number() OVER (ORDER BY market_cap DESC, token_id DESC) END AS rank
      FROM asset_stats
    ) r
    WHERE s.asset_id = r.asset_id AND s.market_cap_rank IS DISTINCT FROM r.rank`);
}

/** Drops trades older than `before` (the trades table keeps a recent window; candles keep the history). */
export async function pruneTrades(db: Executor, before: number): Promise<void> {
  await db.execute(sql`DELETE FROM trades WHERE time < ${new Date(before).toISOString()}::timestamptz`);
}
