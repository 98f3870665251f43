/**
 * What each topic carries in `snapshot` and `update` messages. Prices and amounts are decimal strings
 * (docs/architecture.md, Conventions); `updatedAt` is ISO 8601 in UTC, as everywhere in the API; only candle and
 * trade times are Unix milliseconds (UTC), the form charts take. `source` says where a figure comes from ("demo",
 * "cex").
 */
import type { CandleInterval, Direction, StatWindow } from "./protocol.ts";

/** ISO 8601 in UTC (`2026-11-27T21:09:22.000Z`). */
export type IsoTime = string;

export type PricePayload = { price: string; change24h: number; source: string; updatedAt: IsoTime };

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
  updatedAt: IsoTime;
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
  /** Amount of the base token, in whole tokens. */
  amount: string;
  /** Value in USD. */
  value: string;
  /** The trader's address; empty for an exchange trade. */
  trader: string;
  /** The on-chain transaction hash; null when the trade has none (an exchange trade, a simulated trade). */
  txHash: string | null;
  /**
   * The source's own id of a trade without a transaction: an exchange's (`trade:<id>`, `aggTrade:<id>`), or the
   * demo model's (`demo:<16 hex digits>`) for a simulated trade; null for an on-chain trade.
   */
  tradeId: string | null;
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
  updatedAt: IsoTime;
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

/**
 * COMMUNITY, snapshot and update alike: the community's published post count and the newest event (null in a
 * snapshot read before any). A reader's page fetches what the event names through its own loader, so what
 * a reader may see (blocked members, hidden posts) is decided there, never by the channel.
 */
export type CommunityPayload = {
  postCount: number;
  event: { kind: "post" | "answer"; postId: number; answerId: number | null; at: IsoTime } | null;
};

/** An account's news channel: the total of its news, the header's count (docs/decisions/028-account-news-channel.md). */
export type NewsPayload = { count: number };
