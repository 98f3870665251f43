import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CANDLE_INTERVALS } from "../../lib/realtime/protocol.ts";
import type { TradeEvent } from "../types.ts";
import { addTrade, bucketStart, CandleBook, type CandleState, candleOf, mergeCandle } from "./candles.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 2026-03-10T00:00:00Z */
const DAY0 = Date.UTC(2026, 2, 10);

let tx = 0;
const trade = (time: number, price: number, value = 1, side: "buy" | "sell" = "buy"): TradeEvent => ({
  pairId: 1,
  time,
  side,
  price,
  amount: value / price,
  value,
  trader: `0x${"1".repeat(40)}`,
  txHash: `0x${(tx++).toString(16).padStart(64, "0")}`,
});

/** Builds the candle of `trades` the way addTrade does, in arrival order. */
function build(trades: TradeEvent[], interval = 15): CandleState {
  const candle = candleOf(trades[0], interval);
  for (const t of trades.slice(1)) addTrade(candle, t);
  return candle;
}

describe("bucketStart", () => {
  it("aligns every candle interval to UTC", () => {
    const t = Date.UTC(2026, 2, 10, 13, 47, 31, 250);
    expect(bucketStart(t, 1)).toBe(Date.UTC(2026, 2, 10, 13, 47));
    expect(bucketStart(t, 5)).toBe(Date.UTC(2026, 2, 10, 13, 45));
    expect(bucketStart(t, 15)).toBe(Date.UTC(2026, 2, 10, 13, 45));
    expect(bucketStart(t, 60)).toBe(Date.UTC(2026, 2, 10, 13));
    expect(bucketStart(t, 240)).toBe(Date.UTC(2026, 2, 10, 12));
    expect(bucketStart(t, 1440)).toBe(Date.UTC(2026, 2, 10));
  });

  it("starts 1d buckets at 00:00 UTC and 4h buckets at 00, 04, 08, 12, 16, 20 UTC", () => {
    for (let hour = 0; hour < 24; hour++) {
      const t = Date.UTC(2026, 2, 10, hour, 30);
      expect(new Date(bucketStart(t, 1440)).toISOString()).toBe("2026-03-10T00:00:00.000Z");
      const h4 = new Date(bucketStart(t, 240));
      expect(h4.getUTCHours()).toBe(hour - (hour % 4));
      expect(h4.getUTCMinutes()).toBe(0);
      expect(h4.getUTCDate()).toBe(10);
    }
  });

  it("puts a time exactly on an edge in the new bucket, and one ms before it in the old one", () => {
    for (const interval of CANDLE_INTERVALS) {
      const edge = DAY0 + 7 * interval * MINUTE;
      expect(bucketStart(edge, interval)).toBe(edge);
      expect(bucketStart(edge - 1, interval)).toBe(edge - interval * MINUTE);
      expect(bucketStart(edge + interval * MINUTE - 1, interval)).toBe(edge);
    }
  });

  it("returns a bucket start ≤ time, within one interval, and a multiple of the interval", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.constantFrom(...CANDLE_INTERVALS),
        (time, interval) => {
          const start = bucketStart(time, interval);
          const width = interval * MINUTE;
          return start <= time && time - start < width && start % width === 0;
        },
      ),
    );
  });
});

describe("addTrade", () => {
  const T = DAY0 + 10 * MINUTE;

  it("widens high/low, adds volume and counts trades", () => {
    const candle = build([trade(T + 1000, 10, 5), trade(T + 2000, 12, 7), trade(T + 3000, 8, 11)]);
    expect(candle).toEqual({
      time: DAY0,
      open: 10,
      high: 12,
      low: 8,
      close: 8,
      volume: 23,
      trades: 3,
      firstAt: T + 1000,
      lastAt: T + 3000,
    });
  });

  it("takes open and close by trade time, not by arrival", () => {
    const candle = build([trade(T + 5000, 10), trade(T + 9000, 11)]);
    // A late trade earlier than both changes the open, not the close.
    addTrade(candle, trade(T + 1000, 9));
    expect(candle).toMatchObject({ open: 9, close: 11, firstAt: T + 1000, lastAt: T + 9000, low: 9 });
    // A late trade between first and last changes neither.
    addTrade(candle, trade(T + 7000, 20));
    expect(candle).toMatchObject({ open: 9, close: 11, high: 20, trades: 4 });
    // A trade after the last becomes the close.
    addTrade(candle, trade(T + 9500, 10.5));
    expect(candle).toMatchObject({ open: 9, close: 10.5, lastAt: T + 9500 });
  });

  it("on equal times the later arrival wins the close and the earlier one keeps the open", () => {
    const candle = build([trade(T, 10), trade(T, 11), trade(T, 12)]);
    expect(candle).toMatchObject({ open: 10, close: 12, high: 12, low: 10, firstAt: T, lastAt: T });
  });
});

describe("mergeCandle", () => {
  const T = DAY0 + 3 * HOUR;

  it("merges two candles like adding their trades", () => {
    const a = build([trade(T + 500, 10, 2), trade(T + 900, 14, 3)]);
    const b = build([trade(T + 100, 12, 5), trade(T + 950, 7, 1)]);
    mergeCandle(a, b);
    expect(a).toEqual({
      time: bucketStart(T, 15),
      open: 12,
      high: 14,
      low: 7,
      close: 7,
      volume: 11,
      trades: 4,
      firstAt: T + 100,
      lastAt: T + 950,
    });
  });

  it("on equal first/last times keeps a's open and takes b's close", () => {
    const a = build([trade(T, 1)]);
    mergeCandle(a, build([trade(T, 2)]));
    expect(a).toMatchObject({ open: 1, close: 2 });
  });

  // Values are whole dollars so that the volume sum is exact in any order.
  const tradesInOneBucket = fc
    .array(
      fc.record({
        offset: fc.integer({ min: 0, max: 15 * MINUTE - 1 }),
        price: fc.integer({ min: 1, max: 1000 }),
        value: fc.integer({ min: 1, max: 1_000_000 }),
      }),
      { minLength: 2, maxLength: 40 },
    )
    .map((list) => list.map((t) => trade(DAY0 + t.offset, t.price, t.value)));

  it("merging the candles of any split equals the candle of all trades (fast-check)", () => {
    fc.assert(
      fc.property(
        tradesInOneBucket.chain((trades) =>
          fc.tuple(fc.constant(trades), fc.integer({ min: 1, max: trades.length - 1 })),
        ),
        ([trades, cut]) => {
          const whole = build(trades);
          const merged = build(trades.slice(0, cut));
          mergeCandle(merged, build(trades.slice(cut)));
          expect(merged).toEqual(whole);
        },
      ),
    );
  });

  it("gives, in any arrival order, the same high/low/volume/trades and the open/close of the tie rule", () => {
    fc.assert(
      fc.property(
        tradesInOneBucket.chain((trades) =>
          fc.tuple(
            fc.constant(trades),
            fc.shuffledSubarray(trades, {
              minLength: trades.length,
              maxLength: trades.length,
            }),
          ),
        ),
        ([trades, shuffled]) => {
          const a = build(trades);
          const b = build(shuffled);
          expect({ h: b.high, l: b.low, v: b.volume, n: b.trades, f: b.firstAt, t: b.lastAt }).toEqual({
            h: a.high,
            l: a.low,
            v: a.volume,
            n: a.trades,
            f: a.firstAt,
            t: a.lastAt,
          });
          // Independent expectations.
          const prices = shuffled.map((t) => t.price);
          expect(b.high).toBe(Math.max(...prices));
          expect(b.low).toBe(Math.min(...prices));
          expect(b.volume).toBe(shuffled.reduce((s, t) => s + t.value, 0));
          expect(b.trades).toBe(shuffled.length);
          const minTime = Math.min(...shuffled.map((t) => t.time));
          const maxTime = Math.max(...shuffled.map((t) => t.time));
          // Open: the first arrival among the earliest trades; close: the last arrival among the latest.
          expect(b.open).toBe(shuffled.find((t) => t.time === minTime)?.price);
          expect(b.close).toBe(shuffled.findLast((t) => t.time === maxTime)?.price);
          // With a unique earliest (latest) trade the open (close) does not depend on arrival at all.
          if (shuffled.filter((t) => t.time === minTime).length === 1) expect(b.open).toBe(a.open);
          if (shuffled.filter((t) => t.time === maxTime).length === 1) expect(b.close).toBe(a.close);
        },
      ),
    );
  });
});

describe("CandleBook", () => {
  const intervalsOf = (changed: { interval: number }[]) => changed.map((c) => c.interval);

  it("starts a candle for each of the 6 intervals on the first trade", () => {
    const book = new CandleBook();
    const t = DAY0 + 5 * HOUR + 7 * MINUTE + 30_000;
    const changed = book.add(trade(t, 10, 4));
    expect(intervalsOf(changed)).toEqual([...CANDLE_INTERVALS]);
    for (const { interval, candle } of changed) {
      expect(candle).toEqual({
        time: bucketStart(t, interval),
        open: 10,
        high: 10,
        low: 10,
        close: 10,
        volume: 4,
        trades: 1,
        firstAt: t,
        lastAt: t,
      });
      expect(book.current.get(interval)).toBe(candle);
    }
    expect(book.previous.size).toBe(0);
  });

  it("rolls current → previous on a trade in a new bucket and returns the changed candles of all intervals", () => {
    const book = new CandleBook();
    const t1 = DAY0 + 23 * HOUR + 59 * MINUTE + 10_000;
    const t2 = DAY0 + DAY + 5_000; // next day: a new bucket for every interval
    book.add(trade(t1, 10));
    const before = new Map(book.current);
    const changed = book.add(trade(t2, 12));
    expect(intervalsOf(changed)).toEqual([...CANDLE_INTERVALS]);
    for (const { interval, candle } of changed) {
      expect(candle).toMatchObject({ time: bucketStart(t2, interval), open: 12, close: 12, trades: 1 });
      expect(book.current.get(interval)).toBe(candle);
      expect(book.previous.get(interval)).toBe(before.get(interval));
      expect(book.previous.get(interval)).toMatchObject({ time: bucketStart(t1, interval), close: 10 });
    }
  });

  it("rolls only the intervals whose bucket changed and updates the others in place", () => {
    const book = new CandleBook();
    const t1 = DAY0 + 10 * HOUR + 2 * MINUTE;
    const t2 = DAY0 + 10 * HOUR + 6 * MINUTE; // new 1m and 5m bucket, same 15m/1h/4h/1d
    book.add(trade(t1, 10, 1));
    const changed = book.add(trade(t2, 11, 2));
    expect(intervalsOf(changed)).toEqual([...CANDLE_INTERVALS]);
    const byInterval = new Map(changed.map((c) => [c.interval, c.candle]));
    expect(byInterval.get(1)).toMatchObject({ time: bucketStart(t2, 1), trades: 1, volume: 2 });
    expect(byInterval.get(5)).toMatchObject({ time: bucketStart(t2, 5), trades: 1, volume: 2 });
    for (const interval of [15, 60, 240, 1440] as const) {
      expect(byInterval.get(interval)).toMatchObject({ open: 10, close: 11, trades: 2, volume: 3 });
    }
    expect([...book.previous.keys()].sort((a, b) => a - b)).toEqual([1, 5]);
  });

  it("updates the previous bucket with a late trade and returns it as changed", () => {
    const book = new CandleBook();
    const edge = DAY0 + 12 * HOUR;
    book.add(trade(edge - 30_000, 10, 1)); // bucket before the edge (every interval)
    book.add(trade(edge + 1_000, 20, 1)); // new bucket for every interval
    const late = trade(edge - 10_000, 15, 2);
    const changed = book.add(late);
    const byInterval = new Map(changed.map((c) => [c.interval, c.candle]));
    // 1m, 5m, 15m, 1h, 4h: the late trade belongs to the previous bucket; 1d: 12:00 is inside the current day.
    for (const interval of [1, 5, 15, 60, 240] as const) {
      const previous = book.previous.get(interval);
      expect(byInterval.get(interval)).toBe(previous);
      expect(previous).toMatchObject({
        time: bucketStart(edge - 1, interval),
        open: 10,
        close: 15,
        high: 15,
        volume: 3,
        trades: 2,
      });
      expect(book.current.get(interval)).toMatchObject({ open: 20, close: 20, trades: 1 });
    }
    expect(byInterval.get(1440)).toBe(book.current.get(1440));
    // In the 1d candle the late trade is between the first and the last: neither open nor close moves.
    expect(book.current.get(1440)).toMatchObject({ open: 10, close: 20, trades: 3, volume: 4 });
    expect(changed).toHaveLength(6);
  });

  it("does not return a trade older than the previous bucket, but keeps it in the deltas", () => {
    const book = new CandleBook();
    const t0 = DAY0 + 12 * HOUR + MINUTE + 30_000; // 12:01:30, then 12:02:30 and 12:03:30
    book.add(trade(t0, 10));
    book.add(trade(t0 + MINUTE, 11));
    book.add(trade(t0 + 2 * MINUTE, 12));
    book.takeDeltas();
    const old = trade(t0 - MINUTE, 9, 5); // 12:00:30: two 1m buckets before the previous one (12:02)
    const changed = book.add(old);
    expect(intervalsOf(changed)).not.toContain(1);
    // The 5m and longer buckets hold it in the current candle.
    expect(intervalsOf(changed)).toEqual([5, 15, 60, 240, 1440]);
    expect(book.previous.get(1)).toMatchObject({ time: bucketStart(t0 + MINUTE, 1), trades: 1 });
    const deltas = book.takeDeltas();
    const minuteDelta = deltas.find((d) => d.interval === 1);
    expect(minuteDelta?.candle).toMatchObject({
      time: bucketStart(old.time, 1),
      open: 9,
      close: 9,
      volume: 5,
      trades: 1,
    });
    expect(deltas).toHaveLength(6);
  });

  it("returns nothing for a trade older than the previous bucket of every interval, yet records its deltas", () => {
    const book = new CandleBook();
    book.add(trade(DAY0 + 2 * DAY, 10));
    book.add(trade(DAY0 + 3 * DAY, 10));
    book.takeDeltas();
    expect(book.add(trade(DAY0 + 5 * MINUTE, 3))).toEqual([]);
    expect(book.takeDeltas().map((d) => [d.interval, d.candle.time])).toEqual(
      CANDLE_INTERVALS.map((i) => [i, bucketStart(DAY0 + 5 * MINUTE, i)]),
    );
  });

  it("takeDeltas returns each (interval, bucket) once with merged content, then empties", () => {
    const book = new CandleBook();
    const base = DAY0 + 8 * HOUR;
    const trades = [
      trade(base + 10_000, 10, 1),
      trade(base + 50_000, 12, 2),
      trade(base + 70_000, 11, 4), // next minute
      trade(base + 20_000, 9, 8), // late, in the first minute
    ];
    for (const t of trades) book.add(t);
    const deltas = book.takeDeltas();
    const keys = deltas.map((d) => `${d.interval}:${d.candle.time}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Two 1m buckets, one bucket for every other interval.
    expect(deltas).toHaveLength(7);
    const ofMinute = (time: number) => deltas.find((d) => d.interval === 1 && d.candle.time === time)?.candle;
    expect(ofMinute(base)).toEqual({
      time: base,
      open: 10,
      high: 12,
      low: 9,
      close: 12,
      volume: 11,
      trades: 3,
      firstAt: base + 10_000,
      lastAt: base + 50_000,
    });
    expect(ofMinute(base + MINUTE)).toMatchObject({ open: 11, close: 11, volume: 4, trades: 1 });
    for (const interval of [5, 15, 60, 240, 1440]) {
      expect(deltas.find((d) => d.interval === interval)?.candle).toEqual({
        time: bucketStart(base, interval),
        open: 10,
        high: 12,
        low: 9,
        close: 11,
        volume: 15,
        trades: 4,
        firstAt: base + 10_000,
        lastAt: base + 70_000,
      });
    }
    expect(book.takeDeltas()).toEqual([]);
    // After a take, new trades start fresh deltas (not added to the handed-over ones).
    book.add(trade(base + 80_000, 13, 16));
    const next = book.takeDeltas();
    expect(next).toHaveLength(6);
    for (const d of next) expect(d.candle).toMatchObject({ volume: 16, trades: 1, open: 13 });
    expect(deltas.find((d) => d.interval === 1440)?.candle.volume).toBe(15);
  });

  it("deltas are copies: live candles and deltas do not share objects", () => {
    const book = new CandleBook();
    const t = DAY0 + HOUR;
    book.add(trade(t, 10, 1));
    book.add(trade(t + 1000, 11, 1));
    const deltas = book.takeDeltas();
    for (const d of deltas) expect(d.candle).not.toBe(book.current.get(d.interval));
    book.add(trade(t + 2000, 12, 1));
    for (const d of deltas) expect(d.candle.trades).toBe(2);
  });

  it("the keepDelta filter excludes buckets from the deltas but not from the live candles", () => {
    const book = new CandleBook();
    const t = DAY0 + 6 * HOUR + 30_000;
    const calls: [number, number][] = [];
    const keep = (interval: number, time: number) => {
      calls.push([interval, time]);
      return interval >= 60;
    };
    const changed = book.add(trade(t, 10, 3), keep);
    expect(calls).toEqual(CANDLE_INTERVALS.map((i) => [i, bucketStart(t, i)]));
    expect(intervalsOf(changed)).toEqual([...CANDLE_INTERVALS]);
    for (const interval of CANDLE_INTERVALS) {
      expect(book.current.get(interval)).toMatchObject({ volume: 3, trades: 1 });
    }
    expect(book.takeDeltas().map((d) => d.interval)).toEqual([60, 240, 1440]);
  });
});
