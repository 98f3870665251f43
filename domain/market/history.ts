import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { priceText, toPlainDecimal, usdText } from "../../lib/decimal.ts";
import { OFF_CHAIN_ID } from "../../lib/exchange-markets.ts";
import type { Candle, Trade } from "../../lib/realtime/payloads.ts";
import type { Direction } from "../../lib/realtime/protocol.ts";
import type { DemoModel, ModelPair } from "./demo-model.ts";

export type PairSummary = {
  id: number;
  /** Null for an exchange market (no catalogue token). */
  tokenId: number | null;
  chainId: number;
  address: string;
  /** The token's contract; for an exchange market its own synthetic address. */
  tokenAddress: string;
  /** The exchange's market symbol, for exchange markets. */
  symbol: string | null;
  baseSymbol: string;
  quoteSymbol: string;
  dex: string;
  source: string;
};

const pairColumns = sql`p.id, p.token_id AS "tokenId", p.chain_id AS "chainId", p.address,
  coalesce(t.address, p.address) AS "tokenAddress", p.symbol, coalesce(t.symbol, p.base_symbol) AS "baseSymbol",
  p.quote_symbol AS "quoteSymbol", p.dex, p.source`;

/** The pair at a contract address on a chain (address compared case-insensitively). */
export async function findPair(db: Db, chainId: number, address: string): Promise<PairSummary | undefined> {
  const rows = await queryRows<PairSummary>(
    db,
    sql`SELECT ${pairColumns} FROM pairs p LEFT JOIN tokens t ON t.id = p.token_id
        WHERE p.chain_id = ${chainId} AND lower(p.address) = ${address.toLowerCase()}`,
  );
  return rows[0];
}

/** The main pair of the token at a contract address (the one its price comes from). */
export async function findTokenPair(
  db: Db,
  chainId: number,
  address: string,
): Promise<PairSummary | undefined> {
  const rows = await queryRows<PairSummary>(
    db,
    sql`SELECT ${pairColumns} FROM tokens t JOIN pairs p ON p.token_id = t.id
        WHERE t.chain_id = ${chainId} AND lower(t.address) = ${address.toLowerCase()}
        ORDER BY p.is_main DESC, p.id LIMIT 1`,
  );
  return rows[0];
}

/** The main pair of a token by id. */
export async function mainPairOf(db: Db, tokenId: number): Promise<PairSummary | undefined> {
  const rows = await queryRows<PairSummary>(
    db,
    sql`SELECT ${pairColumns} FROM pairs p JOIN tokens t ON t.id = p.token_id
        WHERE p.token_id = ${tokenId} ORDER BY p.is_main DESC, p.id LIMIT 1`,
  );
  return rows[0];
}

type CandleRow = Omit<Candle, "time"> & { time: Date | string };

/** 1 / x as a plain decimal string with 8 significant digits (a price in the quote direction). */
export function invertPrice(value: string): string {
  const x = Number(value);
  return x > 0 ? toPlainDecimal(1 / x, 8) : "0";
}

/** A stored candle as sent: in the quote direction high and low swap when inverted. */
export function candleFor(row: Candle, direction: Direction): Candle {
  if (direction === "base") return row;
  return {
    time: row.time,
    open: invertPrice(row.open),
    high: invertPrice(row.low),
    low: invertPrice(row.high),
    close: invertPrice(row.close),
    volume: row.volume,
    trades: Number(row.trades),
  };
}

/** Stored candles of a pair with from <= time < to in the base direction, oldest first, at most `limit` (the newest). */
export async function listCandles(
  db: Db,
  q: { pairId: number; interval: number; from: number; to: number; limit: number },
): Promise<Candle[]> {
  const rows = await queryRows<CandleRow>(
    db,
    sql`SELECT time, open::text AS open, high::text AS high, low::text AS low, close::text AS close,
               volume::text AS volume, trades
        FROM candles
        WHERE pair_id = ${q.pairId} AND interval = ${q.interval}
          AND time >= ${new Date(q.from).toISOString()}::timestamptz AND time < ${new Date(q.to).toISOString()}::timestamptz
        ORDER BY time DESC LIMIT ${q.limit}`,
  );
  return rows
    .reverse()
    .map((row) => ({ ...row, time: new Date(row.time).getTime(), trades: Number(row.trades) }));
}

/** A modelled pair: the demo model's parameters and where its stored history begins. */
export type ModelledPair = ModelPair & { historyFrom: number | null };

/** The demo model's parameters of a pair (null when the pair has no price key, i.e. is not modelled). */
export async function modelledPair(db: Db, pairId: number): Promise<ModelledPair | undefined> {
  const rows = await queryRows<Omit<ModelledPair, "historyFrom"> & { historyFrom: Date | string | null }>(
    db,
    sql`SELECT id, price_key AS "priceKey", ref_price AS "refPrice", volatility, activity, liquidity,
               history_from AS "historyFrom"
        FROM pairs WHERE id = ${pairId} AND price_key IS NOT NULL`,
  );
  const row = rows[0];
  return (
    row && { ...row, historyFrom: row.historyFrom === null ? null : new Date(row.historyFrom).getTime() }
  );
}

/** How far back the model rebuilds candles before a pair's stored history (docs/market-simulation.md). */
export const MODELLED_DAYS = 30;
/** Intervals (minutes) the model rebuilds; finer charts show only the stored, replayed history. */
export const MODELLED_INTERVALS: readonly number[] = [15, 60, 240, 1440];

const MINUTE_MS = 60_000;

/**
 * Candles of [from, to) in the base direction with the model's candles in front of the stored ones: every
 * bucket that starts before the stored history (and after MODELLED_DAYS before it) is the model's, and the
 * bucket the stored history starts in joins the model's part before that moment with the stored part.
 */
export function withModelledHistory(
  stored: readonly Candle[],
  model: DemoModel,
  pair: ModelledPair,
  q: { interval: number; from: number; to: number },
): Candle[] {
  if (pair.historyFrom === null || !MODELLED_INTERVALS.includes(q.interval)) return [...stored];
  const size = q.interval * MINUTE_MS;
  const floor = Math.floor((pair.historyFrom - MODELLED_DAYS * 86_400_000) / size) * size;
  const storedAt = new Map(stored.map((c) => [c.time, c]));
  const out: Candle[] = [];
  for (
    let t = Math.max(floor, Math.ceil(q.from / size) * size);
    t < q.to && t < pair.historyFrom;
    t += size
  ) {
    const modelled = model.candle(pair, t, Math.min(t + size, pair.historyFrom), q.interval);
    // Only the bucket the stored history starts in has a stored part to join; older stored rows are superseded.
    const later = t + size > pair.historyFrom ? storedAt.get(t) : undefined;
    if (!modelled) {
      if (later) out.push(later);
      continue;
    }
    const wire: Candle = {
      time: t,
      open: priceText(modelled.open),
      high: priceText(modelled.high),
      low: priceText(modelled.low),
      close: priceText(modelled.close),
      volume: usdText(modelled.volume),
      trades: modelled.trades,
    };
    out.push(later ? joinCandles(wire, later) : wire);
  }
  const modelledUntil = out.length ? out[out.length - 1].time : Number.NEGATIVE_INFINITY;
  for (const candle of stored) {
    if (candle.time > modelledUntil && candle.time + size > pair.historyFrom) out.push(candle);
  }
  return out;
}

/** One bucket from an earlier part `a` and a later part `b`. */
function joinCandles(a: Candle, b: Candle): Candle {
  return {
    time: a.time,
    open: a.open,
    high: priceText(Math.max(Number(a.high), Number(b.high))),
    low: priceText(Math.min(Number(a.low), Number(b.low))),
    close: b.close,
    volume: usdText(Number(a.volume) + Number(b.volume)),
    trades: a.trades + b.trades,
  };
}

type TradeRow = Omit<Trade, "id" | "time"> & { seq: string | number; time: Date | string };

/** The newest trades of a pair, newest first; `before` (a trade seq) pages back through older ones. */
export async function listTrades(
  db: Db,
  q: { pairId: number; before?: number; limit: number },
): Promise<Trade[]> {
  const rows = await queryRows<TradeRow>(
    db,
    sql`SELECT seq, time, side, price::text AS price, amount::text AS amount, value::text AS value, trader,
               tx_hash AS "txHash", trade_id AS "tradeId"
        FROM trades
        WHERE pair_id = ${q.pairId} ${q.before === undefined ? sql`` : sql`AND seq < ${q.before}`}
        ORDER BY seq DESC LIMIT ${q.limit}`,
  );
  return rows.map((row) => ({
    id: `${q.pairId}-${row.seq}`,
    time: new Date(row.time).getTime(),
    side: row.side,
    price: row.price,
    amount: row.amount,
    value: row.value,
    trader: row.trader,
    txHash: row.txHash,
    tradeId: row.tradeId,
  }));
}

/**
 * Whether a channel has something behind it: a pair at the address, or a token with a pair (an exchange
 * market is its own token).
 */
export async function channelTargetExists(
  db: Db,
  target: { pair: boolean; address: string; chainId: number },
): Promise<boolean> {
  const found =
    target.pair || target.chainId === OFF_CHAIN_ID
      ? await findPair(db, target.chainId, target.address)
      : await findTokenPair(db, target.chainId, target.address);
  return found !== undefined;
}

/** The exchange market with this symbol (case-insensitive). */
export async function findExchangeMarket(db: Db, symbol: string): Promise<PairSummary | undefined> {
  const rows = await queryRows<PairSummary>(
    db,
    sql`SELECT ${pairColumns} FROM pairs p LEFT JOIN tokens t ON t.id = p.token_id
        WHERE p.source = 'cex' AND p.symbol = ${symbol.toUpperCase()}`,
  );
  return rows[0];
}
