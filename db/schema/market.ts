import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { tokens } from "./catalog.ts";

/**
 * Trading pairs. The demo market gives every real catalogue token one main pair against USD at a visibly
 * synthetic pair address (0xffff, zeros, the token id in 10 digits).
 */
export const pairs = pgTable(
  "pairs",
  {
    id: serial("id").primaryKey(),
    /** The catalogue token traded; null for an exchange market that maps to no catalogue token. */
    tokenId: integer("token_id").references(() => tokens.id, { onDelete: "cascade" }),
    /** 0 for an off-chain exchange market. */
    chainId: integer("chain_id").notNull(),
    /** The exchange's market symbol (e.g. the `s` of a Binance stream), for exchange markets. */
    symbol: text("symbol"),
    baseSymbol: text("base_symbol"),
    address: text("address").notNull(),
    quoteSymbol: text("quote_symbol").notNull(),
    dex: text("dex").notNull(),
    source: text("source").notNull(),
    isMain: integer("is_main").notNull().default(1),
    /** The price path the demo model follows: pairs with one key have one price (see docs/market-simulation.md). */
    priceKey: text("price_key"),
    /** Demo model parameters: reference price, daily volatility (fraction), activity weight. */
    refPrice: doublePrecision("ref_price").notNull(),
    volatility: doublePrecision("volatility").notNull(),
    activity: doublePrecision("activity").notNull(),
    /** Pool liquidity in USD (the engine keeps it current), circulating and total supply of the base token. */
    liquidity: doublePrecision("liquidity").notNull(),
    /** USD volume of the pair's trades over the last 24 hours, written with the token figures. */
    volume24: numeric("volume_24h").notNull().default("0"),
    circulating: doublePrecision("circulating").notNull(),
    totalSupply: doublePrecision("total_supply").notNull(),
    /** Start of the persisted history; null until the engine has written (or backfilled) some. */
    historyFrom: timestamp("history_from", { withTimezone: true }),
    /** Every trade before this time is in the stored candles. */
    persistedUntil: timestamp("persisted_until", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("pairs_chain_address_uq").on(t.chainId, sql`lower(${t.address})`),
    index("pairs_token_idx").on(t.tokenId),
    uniqueIndex("pairs_source_symbol_uq").on(t.source, t.symbol),
  ],
);

/** Every trade the engine saw, kept for the recent-trades table and scroll-back. */
export const trades = pgTable(
  "trades",
  {
    pairId: integer("pair_id")
      .notNull()
      .references(() => pairs.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).notNull(),
    time: timestamp("time", { withTimezone: true, precision: 3 }).notNull(),
    side: text("side", { enum: ["buy", "sell"] }).notNull(),
    price: numeric("price").notNull(),
    amount: numeric("amount").notNull(),
    value: numeric("value").notNull(),
    trader: text("trader").notNull(),
    /** The on-chain transaction; null for a trade without one (an exchange trade, a simulated trade). */
    txHash: text("tx_hash"),
    /**
     * The source's own id of a trade without a transaction: the exchange's (`trade:<id>`, `aggTrade:<id>`) or
     * the demo model's (`demo:<16 hex digits>`); null for on-chain trades.
     */
    tradeId: text("trade_id"),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.seq] }), index("trades_time_idx").on(t.time)],
);

/**
 * OHLC candles per pair and interval (minutes), in the base direction (price of the base in the quote).
 * first_at / last_at are the times of the first and last trade in the bucket, so late trades merge exactly.
 */
export const candles = pgTable(
  "candles",
  {
    pairId: integer("pair_id")
      .notNull()
      .references(() => pairs.id, { onDelete: "cascade" }),
    interval: smallint("interval").notNull(),
    time: timestamp("time", { withTimezone: true }).notNull(),
    open: numeric("open").notNull(),
    high: numeric("high").notNull(),
    low: numeric("low").notNull(),
    close: numeric("close").notNull(),
    volume: numeric("volume").notNull(),
    trades: integer("trades").notNull(),
    firstAt: bigint("first_at", { mode: "number" }).notNull(),
    lastAt: bigint("last_at", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.interval, t.time] })],
);

/**
 * The on-chain indexer's recent canonical blocks per chain (docs/decisions/013-evm-indexer.md): the highest is
 * where it resumes after a restart, the others find where a reorganisation forked. A few hundred per chain are
 * kept, written in the same transaction as the trades read from them.
 */
export const evmBlocks = pgTable(
  "evm_blocks",
  {
    chainId: integer("chain_id").notNull(),
    number: bigint("number", { mode: "number" }).notNull(),
    hash: text("hash").notNull(),
    /** Block time, Unix ms. */
    time: bigint("time", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.number] })],
);

/**
 * A DEX pool the indexer follows, beside its pair (whose token is the priced base): the kind of pool, the quote
 * token it is priced through, and the pool's state as last read: reserves (raw integer amounts of token0 and
 * token1, the tokens in address order; a v3 pool's token balances) and a v3 pool's price (sqrtPriceX96); null
 * until read.
 */
export const evmPools = pgTable("evm_pools", {
  pairId: integer("pair_id")
    .primaryKey()
    .references(() => pairs.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["uniswap-v2", "uniswap-v3"] }).notNull(),
  quoteTokenId: integer("quote_token_id")
    .notNull()
    .references(() => tokens.id, { onDelete: "cascade" }),
  reserve0: numeric("reserve0"),
  reserve1: numeric("reserve1"),
  sqrtPriceX96: numeric("sqrt_price_x96"),
});
