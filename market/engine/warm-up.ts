import { setImmediate as yieldToLoop } from "node:timers/promises";
import type { Db } from "../../db/client.ts";
import {
  beginReplayedHistory,
  type CandleRecord,
  insertTrades,
  markPersisted,
  type TradeRecord,
  writeCandles,
} from "../../domain/market/store.ts";
import type { MarketProvider } from "../types.ts";
import type { PairState } from "./pair-state.ts";
import { candleRecord, tradeRecord } from "./records.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Hours of rebuilt candles per interval: 2 h of 1-minute and 8 h of 5-minute candles, a day of the rest. */
const BACKFILL_HOURS: Record<number, number> = { 1: 2, 5: 8 };

export type WarmUpOptions = {
  db: Db;
  provider: Pick<MarketProvider, "history">;
  states: ReadonlyMap<number, PairState>;
  /** The engine's start: the replayed window ends there. */
  start: number;
  /** Hours of history to replay (stats need 24). */
  historyHours: number;
};

/** Rebuilds the last hours from a replaying provider: statistics in memory, missing candles stored. */
export async function warmUp({ db, provider, states, start, historyHours }: WarmUpOptions) {
  const history = provider.history;
  if (!history) return;
  const from = start - historyHours * HOUR;
  await beginReplayedHistory(db, [...states.keys()], from);
  const chunk: PairState[] = [];
  const store = async () => {
    const candles: CandleRecord[] = [];
    const trades: TradeRecord[] = [];
    for (const state of chunk) {
      for (const { interval, candle } of state.book.takeDeltas()) {
        candles.push(candleRecord(state.pair.id, interval, candle));
      }
      for (const t of state.recent) trades.push(tradeRecord(t));
    }
    await db.transaction(async (tx) => {
      await writeCandles(tx, candles, "replace");
      await insertTrades(tx, trades);
    });
    await markPersisted(
      db,
      chunk.map((s) => s.pair.id),
      start,
      from,
    );
    chunk.length = 0;
  };
  for (const state of states.values()) {
    const settled = state.pair.persistedUntil ?? Number.NEGATIVE_INFINITY;
    // Only whole buckets inside the replayed window (shorter for fine intervals, to keep the first start
    // light), and only those not completely stored before.
    const keepDelta = (interval: number, time: number) =>
      time >= Math.max(from, start - (BACKFILL_HOURS[interval] ?? 24) * HOUR) &&
      time + interval * MINUTE > settled;
    for (const trade of history.call(provider, state.pair, from, start)) {
      state.add(trade, { live: false, keepDelta });
    }
    chunk.push(state);
    if (chunk.length >= 20) await store();
    await yieldToLoop();
  }
  if (chunk.length) await store();
}
