import type { Db } from "../db/client.ts";
import type { StoredPair } from "../domain/market/store.ts";
import type { TradeEvent } from "../domain/market/trade.ts";

export type { TradeEvent } from "../domain/market/trade.ts";
export type { Publication } from "../platform/bus/index.ts";

/**
 * A pool's reserves as its provider last read them: the base token's amount, the quote side's value in USD, and
 * the pool's spot price (USD per base token), which stands for the price until the pair trades.
 */
export type PoolReserves = { pairId: number; reserveBase: number; reserveQuote: number; spotPrice: number };

/** What a provider that finds pairs while running and follows a chain can ask of its engine. */
export interface EngineControl {
  /** Takes pairs found while running (already stored) into the engine. */
  addPairs(pairs: readonly PairRecord[]): void;
  /** Sets the pools' reserves, from which the pairs' liquidity is figured. */
  updateReserves(reserves: readonly PoolReserves[]): void;
  /**
   * Takes back every trade of these pairs from `fromSeq` on (a chain reorganisation orphaned them): they leave
   * the store and the candles stored from them, and the pairs' candles and statistics are rebuilt from the
   * trades that remain. Resolves once done; the provider's checkpoint is stored with it.
   */
  retract(pairIds: readonly number[], fromSeq: number): Promise<void>;
}

/** The engine's view of a pair (from the pairs table). */
export type PairRecord = StoredPair;

/**
 * A source of trades. `open` gives it the pairs, `start` pushes batches of trades as they happen (times may arrive slightly out of
 * order: late trades are normal); `history`, when the provider can replay, returns the trades of a past
 * window in time order. A provider that cannot replay gets its pairs' recent state rebuilt from the stored trades.
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
  start(emit: (trades: TradeEvent[]) => void, from: number, control?: EngineControl): void;
  stop(): void;
  /**
   * The time the provider's figures are current to, when it can fall behind its source (an unreachable node):
   * published and stored as the figures' age instead of the time of publication.
   */
  asOf?(): number;
  /**
   * The provider's progress that goes with the trades emitted so far, taken when the engine stores them and
   * written in the same transaction, so a restart resumes exactly after the last stored trade.
   */
  checkpoint?(): ((tx: Pick<Db, "execute">) => Promise<void>) | undefined;
  history?(pair: PairRecord, from: number, to: number): TradeEvent[];
  /** The pair's price at a past time, when the provider can tell (for the 7-day change). */
  priceAt?(pair: PairRecord, time: number): number;
}
