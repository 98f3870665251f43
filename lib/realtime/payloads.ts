/**
 * What each topic carries in `snapshot` and `update` messages. Prices and amounts are decimal strings
 * (docs/architecture.md, Conventions); times are Unix milliseconds (UTC). `source` says where a figure comes from ("demo", "cex").
 */
import type { CandleInterval, Direction, StatWindow } from "./protocol.ts";

export type PricePayload = { price: string; change24h: number; source: string; updatedAt: number };

export type TokenInfoPayload = {
  price: string;
  change1h: number;
  change24h: number;
  volume24: string;
  liquidity: string;
  marketCap: string;
  fdv: string;
  aiScore: number;
  source: string;
  updatedAt: number;
};

export type Candle = {
  /** Bucket start, Unix ms, aligned to the interval in UTC. */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Volume in USD. */
  volume: string;
  trades: number;
};

/** Snapshot: the latest candles (oldest first); update: the candle that changed. */
export type OhlcsSnapshot = { interval: CandleInterval; direction: Direction; candles: Candle[] };
export type OhlcsUpdate = { interval: CandleInterval; direction: Direction; candle: Candle };

export type Trade = {
  /** Stable id: `${pairId}-${sequence}`. */
  id: string;
  time: number;
  side: "buy" | "sell";
  price: string;
  /** Amount of the base token. */
  amount: string;
  /** Value in USD. */
  value: string;
  trader: string;
  txHash: string;
};

/** Snapshot: the most recent trades (newest first); update: trades since the last message (newest first). */
export type TradesPayload = { trades: Trade[] };

export type PairInfoPayload = {
  price: string;
  liquidity: string;
  reserveBase: string;
  reserveQuote: string;
  fdv: string;
  marketCap: string;
  baseSymbol: string;
  quoteSymbol: string;
  dex: string;
  source: string;
  updatedAt: number;
};

export type PriceChangePayload = { interval: StatWindow; open: string; price: string; change: number };

export type TradeStatisticPayload = {
  interval: StatWindow;
  buys: number;
  sells: number;
  buyers: number;
  sellers: number;
  buyVolume: string;
  sellVolume: string;
  volume: string;
};
