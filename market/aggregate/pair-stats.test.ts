import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TradeEvent } from "../types.ts";
import { PairStats } from "./pair-stats.ts";

const MINUTE = 60_000;
/** 2026-03-10T12:00:00Z: on a minute and on a 5-minute edge. */
const T0 = Date.UTC(2026, 2, 10, 12);
/** "Now" for most tests: 30 s into the current minute (and into the current 5-minute bucket). */
const NOW = T0 + 30_000;

const trade = (time: number, side: "buy" | "sell", value: number, trader: string, price = 1): TradeEvent => ({
  pairId: 1,
  time,
  side,
  price,
  amount: value / price,
  value,
  trader,
  txHash: `0x${time.toString(16).padStart(64, "0")}`,
});

const sums = (stats: PairStats, interval: 5 | 60 | 360 | 1440, now = NOW) => {
  const w = stats.window(interval, now);
  return {
    buys: w.buys,
    sells: w.sells,
    buyVolume: w.buyVolume,
    sellVolume: w.sellVolume,
    buyers: w.buyers,
    sellers: w.sellers,
  };
};

/**
 * Bucket rounding, as the class describes it: a window is made of whole buckets ending with the current
 * (partial) one — 1-minute buckets for 5 min and 1 h, 5-minute buckets for 6 h and 24 h. With "now" 30 s into
 * a bucket starting at T0, the windows therefore start at:
 *   5 min  → T0 − 4 min     (5 one-minute buckets: 4 whole + the current partial one)
 *   1 h    → T0 − 59 min    (60 one-minute buckets)
 *   6 h    → T0 − 355 min   (72 five-minute buckets)
 *   24 h   → T0 − 1435 min  (288 five-minute buckets)
 * A trade exactly on the window's first edge is inside; one ms earlier is outside.
 */
const WINDOW_START = {
  5: T0 - 4 * MINUTE,
  60: T0 - 59 * MINUTE,
  360: T0 - 355 * MINUTE,
  1440: T0 - 1435 * MINUTE,
};

describe("PairStats.window: sums", () => {
  // Values are distinct powers of two, so every sum names exactly the trades it contains.
  const trades = [
    trade(WINDOW_START[1440] - 1, "sell", 1 << 10, "I"), // outside every window
    trade(WINDOW_START[1440], "buy", 1 << 9, "H"), // 24 h only
    trade(WINDOW_START[360] - 1, "sell", 1 << 8, "G"), // 24 h only
    trade(WINDOW_START[360], "buy", 1 << 7, "F"), // 6 h, 24 h
    trade(WINDOW_START[60] - 1, "sell", 1 << 6, "E"), // 6 h, 24 h
    trade(WINDOW_START[60], "buy", 1 << 5, "D"), // 1 h and longer
    trade(WINDOW_START[5] - 1, "buy", 1 << 4, "C"), // 1 h and longer
    trade(WINDOW_START[5] + 30_000, "sell", 1 << 3, "B"), // every window
    trade(T0 + 10_000, "buy", 1 << 2, "A"), // every window (current partial bucket)
  ];
  const build = () => {
    const stats = new PairStats();
    for (const t of trades) stats.add(t);
    return stats;
  };

  it("5 min: only the last 4 whole minutes and the current one", () => {
    expect(sums(build(), 5)).toEqual({
      buys: 1,
      sells: 1,
      buyVolume: 4,
      sellVolume: 8,
      buyers: 1,
      sellers: 1,
    });
  });

  it("1 h: 60 one-minute buckets", () => {
    expect(sums(build(), 60)).toEqual({
      buys: 3,
      sells: 1,
      buyVolume: 4 + 16 + 32,
      sellVolume: 8,
      buyers: 3,
      sellers: 1,
    });
  });

  it("6 h: 72 five-minute buckets", () => {
    expect(sums(build(), 360)).toEqual({
      buys: 4,
      sells: 2,
      buyVolume: 4 + 16 + 32 + 128,
      sellVolume: 8 + 64,
      buyers: 4,
      sellers: 2,
    });
  });

  it("24 h: 288 five-minute buckets", () => {
    expect(sums(build(), 1440)).toEqual({
      buys: 5,
      sells: 3,
      buyVolume: 4 + 16 + 32 + 128 + 512,
      sellVolume: 8 + 64 + 256,
      buyers: 5,
      sellers: 3,
    });
  });

  it("gives the same sums whatever the arrival order", () => {
    const stats = new PairStats();
    // Newest first: every older trade is late, yet still inside the rings.
    for (const t of [...trades].reverse()) stats.add(t);
    const inOrder = build();
    for (const w of [5, 60, 360, 1440] as const) expect(sums(stats, w)).toEqual(sums(inOrder, w));
  });

  it("moves the windows with now: the current bucket is where now (or the newest trade) is", () => {
    const stats = build();
    // One minute later, the 5-minute window starts at T0 − 3 min: B (T0 − 3.5 min) drops out.
    expect(sums(stats, 5, NOW + MINUTE)).toMatchObject({ buys: 1, sells: 0, buyVolume: 4, sellVolume: 0 });
    // A now older than the newest trade does not move the window back.
    expect(sums(stats, 5, T0 - 10 * MINUTE)).toEqual(sums(stats, 5, T0));
    // Ten minutes later, nothing is left in the 5-minute window.
    expect(sums(stats, 5, NOW + 10 * MINUTE)).toEqual({
      buys: 0,
      sells: 0,
      buyVolume: 0,
      sellVolume: 0,
      buyers: 0,
      sellers: 0,
    });
  });
});

describe("PairStats.window: buyers and sellers", () => {
  it("count distinct traders: the same trader twice counts once", () => {
    const stats = new PairStats();
    stats.add(trade(T0 - 2 * MINUTE, "buy", 1, "alice"));
    stats.add(trade(T0 - 1 * MINUTE, "buy", 1, "alice"));
    stats.add(trade(T0, "buy", 1, "bob"));
    stats.add(trade(T0 + 1000, "sell", 1, "alice"));
    stats.add(trade(T0 + 2000, "sell", 1, "carol"));
    stats.add(trade(T0 + 3000, "sell", 1, "carol"));
    expect(sums(stats, 5)).toEqual({
      buys: 3,
      sells: 3,
      buyVolume: 3,
      sellVolume: 3,
      buyers: 2,
      sellers: 2,
    });
  });

  it("a trader who bought 2 h ago is a buyer in 6 h and 24 h but not in 1 h or 5 min", () => {
    const stats = new PairStats();
    stats.add(trade(T0 - 120 * MINUTE, "buy", 1, "old"));
    stats.add(trade(T0, "buy", 1, "new"));
    expect(stats.window(5, NOW).buyers).toBe(1);
    expect(stats.window(60, NOW).buyers).toBe(1);
    expect(stats.window(360, NOW).buyers).toBe(2);
    expect(stats.window(1440, NOW).buyers).toBe(2);
    // Selling now does not make "old" a buyer in the 1 h window, only a seller.
    stats.add(trade(T0 + 1000, "sell", 1, "old"));
    expect(stats.window(60, NOW)).toMatchObject({ buyers: 1, sellers: 1 });
    // Buying again now does.
    stats.add(trade(T0 + 2000, "buy", 1, "old"));
    expect(stats.window(60, NOW)).toMatchObject({ buyers: 2, sellers: 1 });
  });

  it("a late, older buy does not push a trader's last buy back out of the window", () => {
    const stats = new PairStats();
    stats.add(trade(T0, "buy", 1, "alice"));
    stats.add(trade(T0 - 90 * MINUTE, "buy", 1, "alice"));
    expect(stats.window(60, NOW).buyers).toBe(1);
  });
});

describe("PairStats.window: buyers and sellers against a direct count", () => {
  /** Distinct traders whose latest trade of a side is at or after the window's first bucket, up to now. */
  function directCount(trades: TradeEvent[], interval: 5 | 60 | 360 | 1440, now: number) {
    const width = interval <= 60 ? MINUTE : 5 * MINUTE;
    const newest = Math.max(now, ...trades.map((t) => t.time));
    const from = Math.floor(newest / width) * width - (Math.ceil((interval * MINUTE) / width) - 1) * width;
    const last = new Map<string, number>();
    for (const t of trades) {
      const key = `${t.side}:${t.trader}`;
      last.set(key, Math.max(last.get(key) ?? 0, t.time));
    }
    const counted = [...last].filter(([, at]) => at >= from);
    return {
      buyers: counted.filter(([key]) => key.startsWith("buy:")).length,
      sellers: counted.filter(([key]) => key.startsWith("sell:")).length,
    };
  }

  it("match for any trades in any order over two days, including late ones and recycled buckets", () => {
    const arbitraryTrade = fc.record({
      offset: fc.integer({ min: -48 * 60, max: 0 }),
      side: fc.constantFrom("buy" as const, "sell" as const),
      trader: fc.constantFrom("a", "b", "c", "d", "e", "f"),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryTrade, { maxLength: 60 }),
        fc.integer({ min: 0, max: 30 }),
        (drawn, later) => {
          const trades = drawn.map((d) => trade(T0 + d.offset * MINUTE, d.side, 1, d.trader));
          const stats = new PairStats();
          for (const t of trades) stats.add(t);
          const now = NOW + later * MINUTE;
          // Trades older than a ring never count, as its buckets are gone: the direct count sees the same.
          for (const interval of [5, 60, 360, 1440] as const) {
            const w = stats.window(interval, now);
            expect({ buyers: w.buyers, sellers: w.sellers }).toEqual(directCount(trades, interval, now));
          }
        },
      ),
    );
  });
});

describe("PairStats.window: price and change", () => {
  it("change = (last price − open of the first traded bucket in the window) / open · 100", () => {
    const stats = new PairStats();
    // First traded bucket of the 5-minute window: T0 − 3 min. Its open is its earliest trade by time,
    // even though that trade arrives second.
    stats.add(trade(T0 - 3 * MINUTE + 40_000, "buy", 1, "a", 2.5));
    stats.add(trade(T0 - 3 * MINUTE + 5_000, "sell", 1, "b", 2.0));
    stats.add(trade(T0 - 1 * MINUTE, "buy", 1, "c", 3.0));
    stats.add(trade(T0 + 20_000, "buy", 1, "d", 2.3));
    // An older trade outside the 5-minute window but inside 1 h.
    stats.add(trade(T0 - 30 * MINUTE, "buy", 1, "e", 4.0));
    const five = stats.window(5, NOW);
    expect(five.open).toBe(2.0);
    expect(five.price).toBe(2.3);
    expect(five.change).toBe(((2.3 - 2.0) / 2.0) * 100);
    expect(five.change).toBeCloseTo(15, 12);
    const hour = stats.window(60, NOW);
    expect(hour.open).toBe(4.0);
    expect(hour.change).toBe(((2.3 - 4.0) / 4.0) * 100);
    expect(hour.change).toBeCloseTo(-42.5, 12);
  });

  it("in the 5-minute buckets the open is the earliest trade of the first traded 5-minute bucket", () => {
    const stats = new PairStats();
    stats.add(trade(T0 - 355 * MINUTE + 4 * MINUTE, "buy", 1, "a", 8)); // same 5-minute bucket, later
    stats.add(trade(T0 - 355 * MINUTE + 1 * MINUTE, "buy", 1, "b", 5)); // the open
    stats.add(trade(T0 + 1000, "sell", 1, "c", 6));
    const w = stats.window(360, NOW);
    expect(w.open).toBe(5);
    expect(w.change).toBe(((6 - 5) / 5) * 100);
  });

  it("a late trade (older time) does not replace the last price", () => {
    const stats = new PairStats();
    stats.add(trade(T0 + 20_000, "buy", 1, "a", 5));
    stats.add(trade(T0 + 10_000, "buy", 1, "b", 7));
    expect(stats.price).toBe(5);
    expect(stats.window(5, NOW).price).toBe(5);
    // ... but it does become the bucket's open, being the earliest.
    expect(stats.window(5, NOW).open).toBe(7);
    // A trade at the same time as the last one does replace it.
    stats.add(trade(T0 + 20_000, "sell", 1, "c", 6));
    expect(stats.price).toBe(6);
  });

  it("without a traded bucket in the window the open is the last price and the change is 0", () => {
    const stats = new PairStats();
    stats.add(trade(T0 - 30 * MINUTE, "buy", 1, "a", 3));
    const w = stats.window(5, NOW);
    expect(w).toMatchObject({ open: 3, price: 3, change: 0, buys: 0 });
    expect(new PairStats().window(60, NOW)).toMatchObject({ open: 0, price: 0, change: 0 });
  });
});

describe("PairStats: ring limits", () => {
  it("ignores a trade older than the 1-minute ring, not letting it evict the live bucket of its slot", () => {
    const stats = new PairStats();
    stats.add(trade(T0, "buy", 1, "now"));
    // 61 minutes earlier: same slot of the 61-bucket ring.
    stats.add(trade(T0 - 61 * MINUTE, "buy", 100, "old"));
    expect(sums(stats, 5)).toMatchObject({ buys: 1, buyVolume: 1 });
    expect(sums(stats, 60)).toMatchObject({ buys: 1, buyVolume: 1, buyers: 1 });
    // In the 5-minute ring it still fits (6 h window).
    expect(sums(stats, 360)).toMatchObject({ buys: 2, buyVolume: 101, buyers: 2 });
  });

  it("ignores a trade older than the 5-minute ring, not letting it evict the live bucket of its slot", () => {
    const stats = new PairStats();
    stats.add(trade(T0, "sell", 1, "now"));
    // 289 five-minute buckets earlier: same slot of the 289-bucket ring.
    stats.add(trade(T0 - 289 * 5 * MINUTE, "sell", 100, "old", 9));
    stats.add(trade(T0 - 25 * 60 * MINUTE, "sell", 1000, "older", 9));
    for (const w of [360, 1440] as const) {
      expect(sums(stats, w)).toMatchObject({ sells: 1, sellVolume: 1, sellers: 1 });
    }
    // An older trade does not move the price either.
    expect(stats.price).toBe(1);
  });

  it("all() returns the four windows in order, as window() computes them", () => {
    const stats = new PairStats();
    stats.add(trade(T0 - 1440 * MINUTE - 6 * MINUTE, "buy", 1, "gone"));
    stats.add(trade(T0, "buy", 1, "here"));
    const all = stats.all(NOW);
    expect(all.map((w) => w.interval)).toEqual([5, 60, 360, 1440]);
    expect(all.map((w) => w.buyers)).toEqual([1, 1, 1, 1]);
    expect(all).toEqual([5, 60, 360, 1440].map((w) => stats.window(w as 5 | 60 | 360 | 1440, NOW)));
  });
});

describe("PairStats.volatility", () => {
  /** Sample standard deviation of log returns between consecutive opens, times √288 (two-pass). */
  function expectedVolatility(opens: number[]): number {
    const r: number[] = [];
    for (let i = 1; i < opens.length; i++) r.push(Math.log(opens[i]) - Math.log(opens[i - 1]));
    const n = r.length;
    const mean = r.reduce((a, b) => a + b, 0) / n;
    const ss = r.reduce((a, b) => a + (b - mean) * (b - mean), 0);
    return Math.sqrt(ss / (n - 1)) * Math.sqrt(288);
  }

  it("is 0 with fewer than 4 traded 5-minute buckets", () => {
    const stats = new PairStats();
    expect(stats.volatility(NOW)).toBe(0);
    stats.add(trade(T0 - 20 * MINUTE, "buy", 1, "a", 1));
    stats.add(trade(T0 - 10 * MINUTE, "buy", 1, "a", 2));
    stats.add(trade(T0 - 9 * MINUTE, "buy", 1, "a", 50)); // same bucket as the one before
    stats.add(trade(T0, "buy", 1, "a", 0.5));
    expect(stats.volatility(NOW)).toBe(0);
  });

  it("equals the sample standard deviation of log returns between consecutive traded bucket opens × √288", () => {
    const stats = new PairStats();
    const opens = [1.0, 1.1, 0.9, 1.25, 1.2];
    const starts = [T0 - 600 * MINUTE, T0 - 400 * MINUTE, T0 - 395 * MINUTE, T0 - 30 * MINUTE, T0];
    // Each bucket has a later trade at another price, added first, so the open must come from trade time.
    starts.forEach((start, i) => {
      stats.add(trade(start + 4 * MINUTE, "sell", 1, "x", opens[i] * 3));
      stats.add(trade(start + 1000, "buy", 1, "y", opens[i]));
    });
    // A traded bucket older than 24 h does not count.
    // (The newest trade is at T0 + 4 min, so the 24 h range starts at bucket T0 − 1435 min.)
    stats.add(trade(T0 - 1438 * MINUTE, "buy", 1, "z", 1000));
    const expected = expectedVolatility(opens);
    // Hand check of the figure: returns ≈ (0.0953, −0.2007, 0.3285, −0.0408), mean 0.0456,
    // Σ(r − mean)² ≈ 0.15062, /3 → 0.050207, √ → 0.22407, × √288 → 3.8026.
    expect(expected).toBeCloseTo(3.8026, 4);
    expect(stats.volatility(NOW)).toBeCloseTo(expected, 12);
  });

  it("is 0 for a constant price and scales with the size of the moves", () => {
    const flat = new PairStats();
    const moving = new PairStats();
    for (let i = 0; i < 10; i++) {
      const time = T0 - i * 5 * MINUTE;
      flat.add(trade(time, "buy", 1, "a", 2));
      moving.add(trade(time, "buy", 1, "a", i % 2 ? 2 : 2 * Math.exp(0.01)));
    }
    expect(flat.volatility(NOW)).toBe(0);
    // Alternating ±0.01 log returns over 9 returns.
    expect(moving.volatility(NOW)).toBeCloseTo(
      expectedVolatility(Array.from({ length: 10 }, (_, i) => ((9 - i) % 2 ? 2 : 2 * Math.exp(0.01)))),
      12,
    );
    // 5 returns of +0.01 and 4 of −0.01: mean 0.01/9, sample sd = 0.01·√(10/9) = 0.0105409, × √288 = 0.178885.
    expect(moving.volatility(NOW)).toBeCloseTo(0.178885, 6);
  });
});
