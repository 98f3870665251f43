import type { CandleFigures } from "../../domain/market/trade.ts";
import { CANDLE_INTERVALS, type CandleInterval } from "../../lib/realtime/protocol.ts";
import type { TradeEvent } from "../types.ts";

/** A candle while it is built: numbers in memory, first/last trade times so late trades merge exactly. */
export type CandleState = CandleFigures & { firstAt: number; lastAt: number };

const MINUTE = 60_000;

/** Start of the interval bucket holding `time`, aligned in UTC (1d buckets start at 00:00 UTC). */
export const bucketStart = (time: number, interval: number) =>
  Math.floor(time / (interval * MINUTE)) * interval * MINUTE;

export function candleOf(trade: TradeEvent, interval: number): CandleState {
  return {
    time: bucketStart(trade.time, interval),
    open: trade.price,
    high: trade.price,
    low: trade.price,
    close: trade.price,
    volume: trade.value,
    trades: 1,
    firstAt: trade.time,
    lastAt: trade.time,
  };
}

/**
 * Adds a trade to a candle of its bucket: high/low widen, volume and count add up, the open belongs to the
 * earliest trade and the close to the latest by trade time (not by arrival), so the order of arrival does not
 * matter. On equal times the later arrival wins the close, the earlier keeps the open.
 */
export function addTrade(candle: CandleState, trade: TradeEvent): void {
  if (trade.price > candle.high) candle.high = trade.price;
  if (trade.price < candle.low) candle.low = trade.price;
  candle.volume += trade.value;
  candle.trades += 1;
  if (trade.time < candle.firstAt) {
    candle.firstAt = trade.time;
    candle.open = trade.price;
  }
  if (trade.time >= candle.lastAt) {
    candle.lastAt = trade.time;
    candle.close = trade.price;
  }
}

/** Merges candle b of the same bucket into a (the rule of addTrade, for whole candles). */
export function mergeCandle(a: CandleState, b: CandleState): void {
  a.high = Math.max(a.high, b.high);
  a.low = Math.min(a.low, b.low);
  a.volume += b.volume;
  a.trades += b.trades;
  if (b.firstAt < a.firstAt) {
    a.firstAt = b.firstAt;
    a.open = b.open;
  }
  if (b.lastAt >= a.lastAt) {
    a.lastAt = b.lastAt;
    a.close = b.close;
  }
}

/**
 * The candles of one pair: per interval the current and the previous bucket in full (what the chart shows
 * live), and the changes since the last flush (deltas, merged into the stored candles).
 * `add` returns the full candles that changed, to publish; a trade older than the previous bucket only goes
 * to the deltas (its stored candle is merged in the database).
 */
export class CandleBook {
  readonly current = new Map<CandleInterval, CandleState>();
  readonly previous = new Map<CandleInterval, CandleState>();
  deltas = new Map<string, { interval: CandleInterval; candle: CandleState }>();

  add(
    trade: TradeEvent,
    keepDelta: (interval: number, time: number) => boolean = () => true,
  ): { interval: CandleInterval; candle: CandleState }[] {
    const changed: { interval: CandleInterval; candle: CandleState }[] = [];
    for (const interval of CANDLE_INTERVALS) {
      const time = bucketStart(trade.time, interval);
      if (keepDelta(interval, time)) {
        const key = `${interval}:${time}`;
        const delta = this.deltas.get(key);
        if (delta) addTrade(delta.candle, trade);
        else this.deltas.set(key, { interval, candle: candleOf(trade, interval) });
      }
      const current = this.current.get(interval);
      if (!current || time > current.time) {
        if (current) this.previous.set(interval, current);
        const fresh = candleOf(trade, interval);
        this.current.set(interval, fresh);
        changed.push({ interval, candle: fresh });
      } else if (time === current.time) {
        addTrade(current, trade);
        changed.push({ interval, candle: current });
      } else {
        const previous = this.previous.get(interval);
        if (previous && time === previous.time) {
          addTrade(previous, trade);
          changed.push({ interval, candle: previous });
        }
      }
    }
    return changed;
  }

  /** Hands over the deltas collected since the last call. */
  takeDeltas() {
    const taken = [...this.deltas.values()];
    this.deltas = new Map();
    return taken;
  }

  /** Takes back deltas that could not be stored, merged with those collected since. */
  restoreDeltas(taken: readonly { interval: CandleInterval; candle: CandleState }[]) {
    for (const { interval, candle } of taken) {
      const key = `${interval}:${candle.time}`;
      const newer = this.deltas.get(key);
      if (newer) mergeCandle(candle, newer.candle);
      this.deltas.set(key, { interval, candle });
    }
  }
}
