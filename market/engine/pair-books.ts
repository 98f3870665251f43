import { setImmediate as yieldToLoop } from "node:timers/promises";
import type { Db } from "../../db/client.ts";
import { loadTrades } from "../../domain/market/store.ts";
import { bucketStart } from "../aggregate/candles.ts";
import type { PairRecord, PoolReserves, TradeEvent } from "../types.ts";
import type { EngineCounters } from "./counters.ts";
import { PairState } from "./pair-state.ts";

const DAY = 24 * 3_600_000;

export type PairBooksOptions = { db: Db; now: () => number; counters: EngineCounters };

/**
 * The engine's pairs in memory, one PairState each (candles, window statistics, recent trades): live trades go
 * in as they come, and a pair's books can be rebuilt from its stored trades.
 */
export function createPairBooks({ db, now, counters }: PairBooksOptions) {
  const states = new Map<number, PairState>();

  /** Takes pairs in; those already kept stay as they are. */
  function add(pairs: readonly PairRecord[]) {
    for (const pair of pairs) if (!states.has(pair.id)) states.set(pair.id, new PairState(pair));
  }

  /** Takes live trades; those of pairs the engine does not run are left out. */
  function ingest(trades: readonly TradeEvent[]) {
    for (const trade of trades) {
      const state = states.get(trade.pairId);
      if (!state) continue;
      state.add(trade, { live: true });
      counters.trades += 1;
    }
  }

  /** Sets the pools' reserves, from which the pairs' liquidity is figured. */
  function updateReserves(reserves: readonly PoolReserves[]) {
    for (const { pairId, ...pool } of reserves) {
      const state = states.get(pairId);
      if (!state) continue;
      state.reserves = pool;
      state.touched = true;
    }
  }

  /**
   * Rebuilds pairs' candles and statistics from their stored trades (those of today and yesterday, UTC, which
   * cover the 24-hour windows and the current and previous daily candle), keeping the pools' reserves.
   */
  async function restore(pairIds: readonly number[]) {
    const since = bucketStart(now(), 1440) - DAY;
    for (let i = 0; i < pairIds.length; i += 200) {
      const ids = pairIds.slice(i, i + 200);
      const fresh = new Map<number, PairState>();
      for (const id of ids) {
        const old = states.get(id);
        if (!old) continue;
        const state = new PairState(old.pair);
        state.reserves = old.reserves;
        fresh.set(id, state);
      }
      for (const trade of await loadTrades(db, ids, since)) {
        fresh.get(trade.pairId)?.add(trade, { live: false, keepDelta: () => false });
      }
      for (const [id, state] of fresh) {
        state.changedCandles.clear();
        states.set(id, state);
      }
      await yieldToLoop();
    }
  }

  return { states, add, ingest, updateReserves, restore };
}

export type PairBooks = ReturnType<typeof createPairBooks>;
