/**
 * Folds channel updates into the state the last snapshot gave (payloads.ts), so whoever joins a channel late
 * starts from one complete snapshot instead of a lone update. Candle and trade updates are deltas; every
 * other topic sends its whole state each time. A channel with no snapshot yet starts from its first update.
 */
import type { Topic } from "../../../lib/realtime/protocol.ts";

/** How many candles or trades a folded state keeps at least; a longer snapshot keeps its own length. */
export const FOLD_MIN_KEEP = 100;

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const rowsOf = (value: Row, key: string): Row[] | undefined => {
  const rows = value[key];
  return Array.isArray(rows) && rows.every(isRow) ? rows : undefined;
};

/** Puts a changed candle in place (same bucket time) or after the newest one; older unknown ones are dropped. */
function foldCandle(state: Row, update: Row): Row {
  const candles = rowsOf(state, "candles");
  const candle = update.candle;
  if (!candles || !isRow(candle) || typeof candle.time !== "number") return state;
  const index = candles.findIndex((c) => c.time === candle.time);
  if (index >= 0) return { ...state, candles: candles.map((c, i) => (i === index ? candle : c)) };
  const newest = candles.at(-1)?.time;
  if (typeof newest === "number" && candle.time < newest) return state;
  const keep = Math.max(candles.length, FOLD_MIN_KEEP);
  return { ...state, candles: [...candles, candle].slice(-keep) };
}

/** Puts new trades (newest first) in front, once each. */
function foldTrades(state: Row, update: Row): Row {
  const trades = rowsOf(state, "trades");
  const fresh = rowsOf(update, "trades");
  if (!trades || !fresh) return state;
  const ids = new Set(fresh.map((t) => t.id));
  const keep = Math.max(trades.length, FOLD_MIN_KEEP);
  return { ...state, trades: [...fresh, ...trades.filter((t) => !ids.has(t.id))].slice(0, keep) };
}

/** The state a delta update alone gives: a series of its one candle, or its trades. */
function startFrom(topic: "OHLCS" | "TRADE", update: Row): Row | undefined {
  if (topic === "TRADE") return rowsOf(update, "trades") ? update : undefined;
  const { candle, ...series } = update;
  return isRow(candle) ? { ...series, candles: [candle] } : undefined;
}

/** The state after `update`, given the state before it (undefined when there is none yet). */
export function foldUpdate(topic: Topic, state: unknown, update: unknown): unknown {
  if (topic !== "OHLCS" && topic !== "TRADE") return update;
  if (!isRow(update)) return state;
  if (state === undefined) return startFrom(topic, update);
  if (!isRow(state)) return state;
  return topic === "OHLCS" ? foldCandle(state, update) : foldTrades(state, update);
}
