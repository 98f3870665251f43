import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { toPlainDecimal } from "../../lib/decimal.ts";
import { OFF_CHAIN_ID } from "../../lib/exchange-markets.ts";
import type { Candle, Trade } from "../../lib/realtime/payloads.ts";
import type { Direction } from "../../lib/realtime/protocol.ts";

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

/** Candles of a pair with from <= time < to, oldest first, at most `limit` (the newest ones). */
export async function listCandles(
  db: Db,
  q: { pairId: number; interval: number; direction: Direction; from: number; to: number; limit: number },
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
    .map((row) =>
      candleFor({ ...row, time: new Date(row.time).getTime(), trades: Number(row.trades) }, q.direction),
    );
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
               tx_hash AS "txHash"
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
