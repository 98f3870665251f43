import type { Db } from "../../db/client.ts";
import {
  type CandleRecord,
  insertTrades,
  markPersisted,
  pruneTrades,
  type TradeRecord,
  writeCandles,
} from "../../domain/market/store.ts";
import type { Log } from "../../platform/log.ts";
import type { MarketProvider } from "../types.ts";
import type { EngineCounters } from "./counters.ts";
import type { PairState } from "./pair-state.ts";
import { candleRecord, tradeRecord } from "./records.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Trades kept in memory while the database cannot take them (docs/decisions/015-dependency-faults.md): about
 * 100 MB at ~500 bytes a trade; over four hours of the demo market at its default 12 trades a second.
 */
export const MAX_UNFLUSHED_TRADES = 200_000;

/** Writes within a storing transaction, besides the trades and candles. */
type Also = (tx: Pick<Db, "execute">) => Promise<void>;

export type FlusherOptions = {
  db: Db;
  states: ReadonlyMap<number, PairState>;
  provider: Pick<MarketProvider, "checkpoint" | "maxLatencyMs">;
  now: () => number;
  /** Trades kept while the database cannot take them (MAX_UNFLUSHED_TRADES by default). */
  maxUnflushedTrades?: number;
  counters: EngineCounters;
  log: Log;
};

/**
 * Stores the engine's trades and candle deltas in batches, one storing after the other. A batch the database
 * refused goes back to be written with the next one, up to a bound past which the oldest trade rows go.
 */
export function createFlusher({
  db,
  states,
  provider,
  now,
  maxUnflushedTrades,
  counters,
  log,
}: FlusherOptions) {
  /** Flushes and retractions, one after the other: a retraction must not interleave with a flush. */
  let storing: Promise<void> = Promise.resolve();
  let lastPersistMark = 0;
  let lastPrune = 0;

  const exclusive = (task: () => Promise<void>) => {
    const run = storing.then(task, task);
    storing = run.catch(() => {});
    return run;
  };

  /**
   * Stores the trades and candle deltas taken since the last flush, with the provider's checkpoint and `also`
   * (a retraction) in the same transaction.
   */
  async function flush(also?: Also) {
    const at = now();
    const taken = [...states.values()].map((state) => {
      const batch = { state, trades: state.pending, deltas: state.book.takeDeltas() };
      state.pending = [];
      return batch;
    });
    const trades: TradeRecord[] = [];
    const candles: CandleRecord[] = [];
    for (const { state, trades: pending, deltas } of taken) {
      for (const t of pending) trades.push(tradeRecord(t));
      for (const { interval, candle } of deltas) candles.push(candleRecord(state.pair.id, interval, candle));
    }
    const checkpoint = provider.checkpoint?.();
    try {
      await db.transaction(async (tx) => {
        await insertTrades(tx, trades);
        await writeCandles(tx, candles, "merge");
        await also?.(tx);
        await checkpoint?.(tx);
      });
    } catch (error) {
      // The database is away (or the batch failed): the batch goes back to be written with the next flush.
      for (const { state, trades: pending, deltas } of taken) {
        state.pending = pending.concat(state.pending);
        state.book.restoreDeltas(deltas);
      }
      boundUnflushed();
      throw error;
    }
    counters.flushes += 1;
    if (at - lastPersistMark >= MINUTE) {
      lastPersistMark = at;
      await markPersisted(db, [...states.keys()], at - provider.maxLatencyMs, at);
    }
    if (at - lastPrune >= 10 * MINUTE) {
      lastPrune = at;
      await pruneTrades(db, at - 48 * HOUR);
    }
  }

  /**
   * Keeps at most `maxUnflushedTrades` trades waiting for the database, dropping each pair's oldest first. Only
   * trade rows go: the candle deltas stay whole, so the stored candles lose nothing.
   */
  function boundUnflushed() {
    const max = maxUnflushedTrades ?? MAX_UNFLUSHED_TRADES;
    let total = 0;
    for (const state of states.values()) total += state.pending.length;
    if (total <= max) return;
    const share = (total - max) / total;
    let dropped = 0;
    for (const state of states.values()) {
      const drop = Math.ceil(state.pending.length * share);
      state.pending = state.pending.slice(drop);
      dropped += drop;
    }
    counters.droppedTrades += dropped;
    log({ dropped, kept: total - dropped }, "market trades dropped while the database is away", "warn");
  }

  return {
    /** Stores what is waiting, once the storing under way is done. */
    flush: () => exclusive(() => flush()),
    /** Stores what is waiting with `also` in the same transaction, then runs `after`, nothing in between. */
    flushWith: (also: Also, after: () => Promise<void>) =>
      exclusive(async () => {
        await flush(also);
        await after();
      }),
  };
}
