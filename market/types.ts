import type { StoredPair } from "../domain/market/store.ts";

/** One trade as a provider reports it. Prices are USD per base token; value is USD. */
export type TradeEvent = {
  pairId: number;
  /** Unix ms, UTC. */
  time: number;
  side: "buy" | "sell";
  price: number;
  amount: number;
  value: number;
  trader: string;
  /** The on-chain transaction; empty for exchange trades, which have none. */
  txHash: string;
  /** The venue's own id for a trade without a transaction (exchange trades: the Binance trade id). */
  tradeId?: string;
};

/** The engine's view of a pair (from the pairs table). */
export type PairRecord = StoredPair;

/**
 * A source of trades. `open` gives it the pairs, `start` pushes batches of trades as they happen (times may arrive slightly out of
 * order: late trades are normal); `history`, when the provider can replay, returns the trades of a past
 * window in time order.
 */
export interface MarketProvider {
  readonly source: string;
  /** What the published figures say about their origin ("demo" while simulated or replayed). */
  readonly label: string;
  /** How late a trade may arrive after its time, in ms; the engine treats older buckets as settled after it. */
  readonly maxLatencyMs: number;
  /** Sets the pairs to trade; called before history and start. */
  open(pairs: readonly PairRecord[]): void;
  /** Emits live trades with time >= from (earlier ones belong to `history`). */
  start(emit: (trades: TradeEvent[]) => void, from: number): void;
  stop(): void;
  history?(pair: PairRecord, from: number, to: number): TradeEvent[];
  /** The pair's price at a past time, when the provider can tell (for the 7-day change). */
  priceAt?(pair: PairRecord, time: number): number;
}

/** What the engine publishes for one endpoint: the update for subscribers and the snapshot for newcomers. */
export type Publication = { endpoint: string; seq: number; update: unknown; snapshot: unknown };
