import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUSY_MEAN,
  createDemoModel,
  DEMO_MAX_LATENCY_MS,
  type DemoModel,
  hash2,
  type ModelPair,
  type ModelTrade,
  valueNoise,
} from "./demo-model.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 2026-03-10T00:00:00Z */
const T0 = Date.UTC(2026, 2, 10);
const M0 = T0 / MINUTE;

/** A = Σ aₖ of the six noise octaves (0.06 + 0.15 + 0.35 + 0.6 + 0.8 + 1.6): the path stays in [-A, A]. */
const A = 3.56;
/** Pegged coins: at most 0.25 % off the peg, a venue band of ±0.05 % and an impact of at most 0.05 %. */
const PEG_BAND = 0.0025;
const VENUE = { free: 0.0015, pegged: 0.0005 };
const IMPACT = { free: 0.002, pegged: 0.0005 };
/** Trade values: log-normal with σ 1.2 around 0.002 % of pool liquidity, kept within $40–$25,000. */
const VALUE_SIGMA = 1.2;
const typicalValue = (liquidity: number) => Math.min(25_000, Math.max(40, liquidity * 2e-5));

const pair = (id: number, over: Partial<ModelPair> = {}): ModelPair => ({
  id,
  priceKey: `asset:token-${id}`,
  refPrice: 2.5,
  volatility: 0.05,
  activity: 2,
  liquidity: 2_000_000,
  ...over,
});

const P = pair(1, { activity: 2, refPrice: 1.5, volatility: 0.04 });
const Q = pair(2, { activity: 6, refPrice: 3200, volatility: 0.08, liquidity: 50_000_000 });
const PAIRS = [P, Q];

/** The busy factor of the doc comment: e^{1.1·noise(t / 40 min)}, the noise seeded per pair. */
const busy = (seed: number, p: ModelPair, time: number) =>
  Math.exp(1.1 * valueNoise(hash2(seed ^ 7, p.id), time / (40 * MINUTE)));

/** The Poisson means of minutes [m0, m0 + n): activity · busy(start of the minute). */
const minuteMeans = (seed: number, p: ModelPair, m0: number, n: number) =>
  Array.from({ length: n }, (_, i) => p.activity * busy(seed, p, (m0 + i) * MINUTE));

const minuteCounts = (model: DemoModel, p: ModelPair, m0: number, n: number) =>
  Array.from({ length: n }, (_, i) => model.minute(p, m0 + i).length);

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/**
 * The long-run mean of the busy factor e^{1.1·noise}, integrated numerically over the value-noise
 * distribution (lattice values uniform in [-1, 1], smoothstep between them): ≈ 1.1575.
 */
function integratedBusyMean(): number {
  let total = 0;
  let samples = 0;
  for (let i = 0; i < 100; i++) {
    for (let j = 0; j < 100; j++) {
      for (let k = 0; k < 20; k++) {
        const a = -1 + (2 * i + 1) / 100;
        const b = -1 + (2 * j + 1) / 100;
        const f = (k + 0.5) / 20;
        total += Math.exp(1.1 * (a + (b - a) * (3 * f * f - 2 * f * f * f)));
        samples += 1;
      }
    }
  }
  return total / samples;
}
const INTEGRATED_BUSY_MEAN = integratedBusyMean();

/** Bounds of a pair's quoted price (before impact) from the doc comment's formulas. */
function priceBounds(p: ModelPair): [number, number] {
  if (p.priceKey?.startsWith("peg:")) {
    return [
      p.refPrice * (1 - PEG_BAND) * (1 - VENUE.pegged),
      p.refPrice * (1 + PEG_BAND) * (1 + VENUE.pegged),
    ];
  }
  const swing = Math.exp(p.volatility * A);
  return [(p.refPrice / swing) * (1 - VENUE.free), p.refPrice * swing * (1 + VENUE.free)];
}

const EPS = 1e-12;

describe("hash2", () => {
  it("is a deterministic unsigned 32-bit integer", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        const h = hash2(a, b);
        expect(Number.isInteger(h)).toBe(true);
        expect(h).toBeGreaterThanOrEqual(0);
        expect(h).toBeLessThan(2 ** 32);
        expect(hash2(a, b)).toBe(h);
      }),
    );
  });

  it("spreads nearby keys: distinct and roughly uniform", () => {
    const values: number[] = [];
    for (let a = 0; a < 100; a++) for (let b = 0; b < 100; b++) values.push(hash2(a, b));
    expect(new Set(values).size).toBeGreaterThan(9990);
    // The mean of 10⁴ uniforms is 0.5 ± 0.0029 (1σ); ±0.01 is 3.5σ.
    const mean = values.reduce((s, v) => s + v / 2 ** 32, 0) / values.length;
    expect(mean).toBeGreaterThan(0.49);
    expect(mean).toBeLessThan(0.51);
    // Swapping the arguments gives another value.
    expect(hash2(1, 2)).not.toBe(hash2(2, 1));
  });
});

describe("valueNoise", () => {
  const lattice = (seed: number, i: number) => (hash2(seed, i) / 4294967296) * 2 - 1;

  it("is deterministic and in [-1, 1]", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        (seed, x) => {
          const v = valueNoise(seed, x);
          expect(v).toBeGreaterThanOrEqual(-1);
          expect(v).toBeLessThanOrEqual(1);
          expect(valueNoise(seed, x)).toBe(v);
        },
      ),
    );
  });

  it("equals the hash-derived value at lattice points", () => {
    for (const seed of [0, 7, 123456789]) {
      for (const i of [-3, -1, 0, 1, 2, 1000, 28_000_000]) {
        expect(valueNoise(seed, i)).toBe(lattice(seed, i));
      }
    }
  });

  it("interpolates with a smoothstep between lattice values (stays between them, flat at the ends)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (seed, i, f) => {
          const a = lattice(seed, i);
          const b = lattice(seed, i + 1);
          const v = valueNoise(seed, i + f);
          expect(v).toBeGreaterThanOrEqual(Math.min(a, b) - 1e-12);
          expect(v).toBeLessThanOrEqual(Math.max(a, b) + 1e-12);
          expect(v).toBeCloseTo(a + (b - a) * (3 * f * f - 2 * f * f * f), 9);
        },
      ),
    );
    // Midway it is the average of the two lattice values.
    expect(valueNoise(5, 10.5)).toBeCloseTo((lattice(5, 10) + lattice(5, 11)) / 2, 12);
  });

  it("is continuous: close positions give close values, also across lattice points", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        (seed, x) => {
          // The slope of a smoothstep between values in [-1, 1] is at most 1.5 · 2 = 3.
          expect(Math.abs(valueNoise(seed, x + 1e-6) - valueNoise(seed, x))).toBeLessThan(3.01e-6);
        },
      ),
    );
    for (const i of [-2, 0, 1, 17]) {
      expect(valueNoise(3, i - 1e-9)).toBeCloseTo(lattice(3, i), 8);
      // Zero slope at lattice points: a step of 1e-4 moves the value by at most 3·1e-8·2.
      expect(Math.abs(valueNoise(3, i + 1e-4) - lattice(3, i))).toBeLessThan(1e-7);
      expect(Math.abs(valueNoise(3, i - 1e-4) - lattice(3, i))).toBeLessThan(1e-7);
    }
  });

  it("depends on the seed", () => {
    const xs = Array.from({ length: 20 }, (_, i) => i * 0.37);
    expect(xs.map((x) => valueNoise(1, x))).not.toEqual(xs.map((x) => valueNoise(2, x)));
  });
});

/** Arbitrary times between 2001 and 2096, in ms. */
const anyTime = fc.integer({ min: 1_000_000_000_000, max: 4_000_000_000_000 });
const anyRefPrice = fc.double({ min: -6, max: 5.3, noNaN: true }).map((x) => 10 ** x);
const anyVolatility = fc.double({ min: 0.005, max: 0.3, noNaN: true });
const anyId = fc.integer({ min: 1, max: 10_000_000 });

describe("price", () => {
  const model = createDemoModel(42);

  it("is a pure function of (seed, pair, time)", () => {
    const again = createDemoModel(42);
    const other = createDemoModel(43);
    for (const p of PAIRS) {
      for (const t of [T0, T0 + 12_345, T0 + 40 * DAY]) {
        expect(again.price(p, t)).toBe(model.price(p, t));
        expect(other.price(p, t)).not.toBe(model.price(p, t));
      }
    }
  });

  it("quotes one price per key: pairs of one free key never differ by more than 1 %, trades included", () => {
    fc.assert(
      fc.property(
        anyId,
        anyId,
        fc.string({ minLength: 1, maxLength: 12 }),
        anyRefPrice,
        anyVolatility,
        fc.integer({ min: 20_000_000, max: 60_000_000 }),
        fc.double({ min: 1e4, max: 1e9, noNaN: true }),
        fc.double({ min: 1e4, max: 1e9, noNaN: true }),
        (idA, idB, name, refPrice, volatility, minute, liquidityA, liquidityB) => {
          fc.pre(idA !== idB);
          const common = { priceKey: `asset:${name}`, refPrice, volatility, activity: 5 };
          const a = pair(idA, { ...common, liquidity: liquidityA });
          const b = pair(idB, { ...common, liquidity: liquidityB });
          // Model prices: the same path, each times its own venue factor within ±0.15 %.
          const modelBand = (1 + VENUE.free) / (1 - VENUE.free);
          for (const t of [minute * MINUTE, minute * MINUTE + 29_999, (minute + 1) * MINUTE - 1]) {
            const ratio = model.price(a, t) / model.price(b, t);
            expect(Math.abs(ratio - 1)).toBeLessThan(0.01);
            expect(ratio).toBeLessThanOrEqual(modelBand * (1 + EPS));
            expect(ratio).toBeGreaterThanOrEqual((1 / modelBand) * (1 - EPS));
          }
          // Trade prices against the other pair's quote at the same time: venue bands and the trade's impact
          // (≤ 0.2 %); against any trade of the other pair at that time, its impact as well.
          const tradeHigh = ((1 + VENUE.free) * (1 + IMPACT.free)) / (1 - VENUE.free);
          const tradeLow = ((1 - VENUE.free) * (1 - IMPACT.free)) / (1 + VENUE.free);
          for (const [mine, other] of [
            [model.minute(a, minute), b],
            [model.minute(b, minute), a],
          ] as const) {
            for (const trade of mine) {
              const quote = model.price(other, trade.time);
              const ratio = trade.price / quote;
              expect(ratio).toBeLessThanOrEqual(tradeHigh * (1 + EPS));
              expect(ratio).toBeGreaterThanOrEqual(tradeLow * (1 - EPS));
              for (const impact of [IMPACT.free, -IMPACT.free]) {
                expect(Math.abs(trade.price / (quote * (1 + impact)) - 1)).toBeLessThan(0.01);
              }
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("gives different keys (and pairs without a key) paths of their own", () => {
    const maxLogGap = (a: ModelPair, b: ModelPair) => {
      let gap = 0;
      for (let h = 0; h < 60 * 24; h++) {
        const t = T0 + h * HOUR;
        gap = Math.max(gap, Math.abs(Math.log(model.price(a, t) / model.price(b, t))));
      }
      return gap;
    };
    const base = { refPrice: 10, volatility: 0.1 };
    // Same key: never more than the two venue bands apart.
    const sameKey = maxLogGap(
      pair(1, { ...base, priceKey: "asset:x" }),
      pair(2, { ...base, priceKey: "asset:x" }),
    );
    expect(sameKey).toBeLessThanOrEqual(Math.log((1 + VENUE.free) / (1 - VENUE.free)) + EPS);
    // Another key, or no key: independent paths, which part by far more than the venue bands over 60 days.
    expect(
      maxLogGap(pair(1, { ...base, priceKey: "asset:x" }), pair(2, { ...base, priceKey: "asset:y" })),
    ).toBeGreaterThan(0.02);
    expect(
      maxLogGap(pair(1, { ...base, priceKey: null }), pair(2, { ...base, priceKey: null })),
    ).toBeGreaterThan(0.02);
  });

  it("keeps a free price within refPrice·e^{±volatility·A} times the venue band", () => {
    fc.assert(
      fc.property(
        anyTime,
        anyId,
        fc.string({ maxLength: 12 }),
        anyRefPrice,
        anyVolatility,
        (t, id, name, ref, vol) => {
          const p = pair(id, { priceKey: `asset:${name}`, refPrice: ref, volatility: vol });
          const [low, high] = priceBounds(p);
          const price = model.price(p, t);
          expect(price).toBeGreaterThanOrEqual(low * (1 - EPS));
          expect(price).toBeLessThanOrEqual(high * (1 + EPS));
        },
      ),
      { numRuns: 500 },
    );
    // And it does move: over a day the price is not constant.
    const day = Array.from({ length: 48 }, (_, i) => model.price(P, T0 + i * 30 * MINUTE));
    expect(Math.max(...day) / Math.min(...day)).toBeGreaterThan(1.001);
  });

  it("is refPrice · e^{volatility·path} · venue: proportional to refPrice, log-linear in volatility", () => {
    fc.assert(
      fc.property(anyTime, anyId, anyRefPrice, (t, id, ref) => {
        const at = (refPrice: number, volatility: number) =>
          model.price(pair(id, { priceKey: "asset:shape", refPrice, volatility }), t);
        expect(at(3 * ref, 0.05) / at(ref, 0.05)).toBeCloseTo(3, 10);
        // ln p = ln ref + σ·path + ln venue: two volatilities give the path, a third must agree with it.
        const path = Math.log(at(ref, 0.07) / at(ref, 0.02)) / 0.05;
        expect(Math.abs(path)).toBeLessThanOrEqual(A + 1e-9);
        expect(Math.log(at(ref, 0.22) / at(ref, 0.02)) / 0.2).toBeCloseTo(path, 8);
      }),
      { numRuns: 200 },
    );
  });

  it("holds a peg:USD pair at refPrice 1 within [0.995, 1.005], trades included", () => {
    const [low, high] = priceBounds(pair(0, { priceKey: "peg:USD", refPrice: 1 }));
    // 0.9975 · 0.9995 and 1.0025 · 1.0005, then ±0.05 % impact for trades.
    expect(low).toBeCloseTo(0.99700125, 12);
    expect(high).toBeCloseTo(1.00300125, 12);
    fc.assert(
      fc.property(anyTime, anyId, anyVolatility, (t, id, volatility) => {
        const p = pair(id, { priceKey: "peg:USD", refPrice: 1, volatility, activity: 5 });
        const price = model.price(p, t);
        expect(price).toBeGreaterThanOrEqual(0.995);
        expect(price).toBeLessThanOrEqual(1.005);
        expect(price).toBeGreaterThanOrEqual(low * (1 - EPS));
        expect(price).toBeLessThanOrEqual(high * (1 + EPS));
        // A pegged price does not depend on the volatility.
        expect(model.price({ ...p, volatility: 0.5 }, t)).toBe(price);
        for (const trade of model.minute(p, Math.floor(t / MINUTE))) {
          expect(trade.price).toBeGreaterThanOrEqual(0.995);
          expect(trade.price).toBeLessThanOrEqual(1.005);
          expect(trade.price).toBeGreaterThanOrEqual(low * (1 - IMPACT.pegged) * (1 - EPS));
          expect(trade.price).toBeLessThanOrEqual(high * (1 + IMPACT.pegged) * (1 + EPS));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("holds other pegs at their refPrice, and the peg still moves a little", () => {
    const eur = pair(5, { priceKey: "peg:EUR", refPrice: 1.08 });
    const [low, high] = priceBounds(eur);
    const month = Array.from({ length: 30 * 24 }, (_, h) => model.price(eur, T0 + h * HOUR));
    for (const price of month) {
      expect(price).toBeGreaterThanOrEqual(low * (1 - EPS));
      expect(price).toBeLessThanOrEqual(high * (1 + EPS));
    }
    expect(Math.max(...month) - Math.min(...month)).toBeGreaterThan(1e-4);
  });
});

describe("trades", () => {
  const model = createDemoModel(42);

  it("replays the same history for the same seed, and another for another seed", () => {
    const again = createDemoModel(42);
    const other = createDemoModel(43);
    const a = model.history(Q, T0, T0 + 10 * MINUTE);
    expect(a.length).toBeGreaterThan(20);
    expect(again.history(Q, T0, T0 + 10 * MINUTE)).toEqual(a);
    const b = other.history(Q, T0, T0 + 10 * MINUTE);
    expect(b).not.toEqual(a);
    // Not just a few fields: times and prices differ.
    expect(b.map((t) => t.time)).not.toEqual(a.map((t) => t.time));
    expect(b.map((t) => t.price)).not.toEqual(a.map((t) => t.price));
  });

  it("returns only trades with from <= time < to, in time order", () => {
    const from = T0 + 90_123;
    const to = T0 + 5 * MINUTE + 17_456;
    for (const p of PAIRS) {
      const trades = model.history(p, from, to);
      expect(trades.length).toBeGreaterThan(3);
      for (const t of trades) {
        expect(t.time).toBeGreaterThanOrEqual(from);
        expect(t.time).toBeLessThan(to);
        expect(t.pairId).toBe(p.id);
      }
      for (let i = 1; i < trades.length; i++)
        expect(trades[i].time).toBeGreaterThanOrEqual(trades[i - 1].time);
      // Exactly the trades of the covered minutes that fall in the range (nothing dropped).
      const all = [1, 2, 3, 4, 5].flatMap((m) => model.minute(p, M0 + m));
      expect(trades).toEqual(all.filter((t) => t.time >= from && t.time < to));
    }
    expect(model.history(P, from, from)).toEqual([]);
    expect(model.history(P, to, from)).toEqual([]);
    // Half-open at the trade's own millisecond: [t, t + 1) has it, [t − 1 s, t) does not.
    const [first] = model.minute(Q, M0 + 3);
    const at = (a: number, b: number) => model.history(Q, a, b).filter((t) => t.tradeId === first.tradeId);
    expect(at(first.time, first.time + 1)).toEqual([first]);
    expect(at(first.time - 1000, first.time)).toEqual([]);
  });

  it("history over [a, c) is history [a, b) followed by [b, c)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 * MINUTE }),
        fc.integer({ min: 0, max: 4 * MINUTE }),
        fc.integer({ min: 0, max: 4 * MINUTE }),
        (offset, ab, bc) => {
          const a = T0 + offset;
          const b = a + ab;
          const c = b + bc;
          expect([...model.history(Q, a, b), ...model.history(Q, b, c)]).toEqual(model.history(Q, a, c));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("makes well-formed trades: price near the model's with the impact's sign, amount·price = value", () => {
    for (const p of [...PAIRS, pair(3, { priceKey: "peg:USD", refPrice: 1, activity: 4 })]) {
      const maxImpact = p.priceKey?.startsWith("peg:") ? IMPACT.pegged : IMPACT.free;
      const trades = model.history(p, T0, T0 + HOUR);
      expect(trades.length).toBeGreaterThan(30);
      const malformed = trades.filter(
        (t) =>
          !(
            Number.isFinite(t.price) &&
            t.price > 0 &&
            t.value > 0 &&
            Math.abs(t.amount * t.price - t.value) <= 1e-9 * t.value &&
            /^0x[0-9a-f]{40}$/.test(t.trader) &&
            t.txHash === null &&
            /^demo:[0-9a-f]{16}$/.test(t.tradeId ?? "") &&
            Number.isInteger(t.time) &&
            t.pairId === p.id
          ),
      );
      expect(malformed).toEqual([]);
      // Buys pay a little above the model price, sells a little below, by at most the maximum impact.
      const impacts = trades.map((t) => ({ side: t.side, impact: t.price / model.price(p, t.time) - 1 }));
      expect(impacts.filter((x) => x.side === "buy" && x.impact < 0)).toEqual([]);
      expect(impacts.filter((x) => x.side === "sell" && x.impact > 0)).toEqual([]);
      expect(impacts.filter((x) => Math.abs(x.impact) > maxImpact + EPS)).toEqual([]);
      expect(new Set(trades.map((t) => t.side))).toEqual(new Set(["buy", "sell"]));
      // A simulated trade claims no transaction; trades of one pair have distinct ids, and repeat traders exist.
      expect(new Set(trades.map((t) => t.tradeId)).size).toBe(trades.length);
      expect(new Set(trades.map((t) => t.trader)).size).toBeLessThan(trades.length);
    }
    // Traders differ between pairs.
    const tradersP = new Set(model.history(P, T0, T0 + HOUR).map((t) => t.trader));
    expect(model.history(Q, T0, T0 + HOUR).filter((t) => tradersP.has(t.trader))).toEqual([]);
  });

  it("draws trade values log-normal (σ 1.2) around 0.002 % of liquidity, kept within $40–$25,000", () => {
    const logs = (p: ModelPair, hours: number) =>
      model.history(p, T0, T0 + hours * HOUR).map((t) => Math.log(t.value / typicalValue(p.liquidity)));
    // $50M of liquidity: $1,000 typical, far from every clamp: mean 0 and σ 1.2 of ln(value / typical).
    const deep = logs(pair(7, { liquidity: 50_000_000, activity: 6 }), 24);
    const n = deep.length;
    expect(n).toBeGreaterThan(5000);
    const mean = sum(deep) / n;
    const sd = Math.sqrt(sum(deep.map((x) => (x - mean) ** 2)) / (n - 1));
    // Standard errors: σ/√n for the mean, σ/√(2n) for the standard deviation; 5 of each.
    expect(Math.abs(mean)).toBeLessThan((5 * VALUE_SIGMA) / Math.sqrt(n));
    expect(Math.abs(sd - VALUE_SIGMA)).toBeLessThan((5 * VALUE_SIGMA) / Math.sqrt(2 * n));
    // The typical value is clamped to $40 for shallow pools and $25,000 for deep ones: medians there.
    for (const liquidity of [100_000, 1e11]) {
      const sorted = logs(pair(8, { liquidity, activity: 3 }), 24).sort((a, b) => a - b);
      expect(sorted.length).toBeGreaterThan(2500);
      const median = sorted[Math.floor(sorted.length / 2)];
      // The sample median's standard error is 1.2533·σ/√n.
      expect(Math.abs(median)).toBeLessThan((5 * 1.2533 * VALUE_SIGMA) / Math.sqrt(sorted.length));
    }
  });

  it("buys with probability 0.7 while the price rises over the minute, 0.3 while it falls", () => {
    const p = pair(9, { activity: 6 });
    const tally = { up: { buys: 0, all: 0 }, down: { buys: 0, all: 0 } };
    for (let m = M0; m < M0 + 2 * 1440; m++) {
      const trend = model.price(p, (m + 1) * MINUTE) / model.price(p, m * MINUTE) - 1;
      const bucket = trend > 0 ? tally.up : tally.down;
      for (const t of model.minute(p, m)) {
        bucket.all += 1;
        if (t.side === "buy") bucket.buys += 1;
      }
    }
    for (const [bucket, expected] of [
      [tally.up, 0.7],
      [tally.down, 0.3],
    ] as const) {
      expect(bucket.all).toBeGreaterThan(3000);
      // Binomial: standard error √(0.21 / n); 5 of them.
      expect(Math.abs(bucket.buys / bucket.all - expected)).toBeLessThan(5 * Math.sqrt(0.21 / bucket.all));
    }
  });

  it("draws traders from a pool of about 30 % of the daily trade count, at least 20", () => {
    // activity 1: a pool of round(1440 · 0.3) = 432 traders, ~3,300 trades in 2 days.
    const trades = model.history(pair(10, { activity: 1 }), T0, T0 + 2 * DAY);
    expect(trades.length).toBeGreaterThan(2000);
    const traders = new Set(trades.map((t) => t.trader)).size;
    expect(traders).toBeLessThanOrEqual(432);
    expect(traders).toBeGreaterThan(0.8 * 432);
    // activity 0.02: 8.64 a day, so the floor of 20 traders; ~470 trades in 14 days.
    const quiet = model.history(pair(11, { activity: 0.02 }), T0, T0 + 14 * DAY);
    expect(quiet.length).toBeGreaterThan(200);
    const few = new Set(quiet.map((t) => t.trader)).size;
    expect(few).toBeLessThanOrEqual(20);
    expect(few).toBeGreaterThan(15);
  });

  it("places trades in their minute and delivers each within 0 … maxLatency after its time", () => {
    expect(DEMO_MAX_LATENCY_MS).toBe(2500);
    const trades = Array.from({ length: 600 }, (_, m) => model.minute(Q, M0 + m)).flat();
    const n = trades.length;
    expect(n).toBeGreaterThan(2000);
    const minuteStart = (t: ModelTrade) => Math.floor(t.time / MINUTE) * MINUTE;
    expect(trades.filter((t) => t.deliverAt < t.time || t.deliverAt >= t.time + DEMO_MAX_LATENCY_MS)).toEqual(
      [],
    );
    // minute(pair, m) returns trades of minute m only, in time order.
    for (let m = 0; m < 600; m++) {
      const list = model.minute(Q, M0 + m);
      expect(list.filter((t) => minuteStart(t) !== (M0 + m) * MINUTE)).toEqual([]);
      expect(list.map((t) => t.time)).toEqual(list.map((t) => t.time).sort((x, y) => x - y));
    }
    // Uniform within the minute: mean offset 30 s, standard error (60 s / √12) / √n.
    const offsets = sum(trades.map((t) => t.time - minuteStart(t)));
    expect(Math.abs(offsets / n - 30_000)).toBeLessThan((5 * MINUTE) / Math.sqrt(12 * n));
    // Delivery uniform over 0–2.5 s: mean 1.25 s.
    const delays = sum(trades.map((t) => t.deliverAt - t.time));
    expect(Math.abs(delays / n - 1250)).toBeLessThan((5 * DEMO_MAX_LATENCY_MS) / Math.sqrt(12 * n));
    // Some trades arrive after their minute has ended (≈ 1.25 s / 60 s ≈ 2 % of them).
    expect(trades.some((t) => t.deliverAt >= minuteStart(t) + MINUTE)).toBe(true);
  });

  it("has a busy factor with long-run mean ≈ 1.1575 (BUSY_MEAN)", () => {
    // The 100 × 100 × 20 midpoint rule is within 2·10⁻⁵ of the integral.
    expect(INTEGRATED_BUSY_MEAN).toBeCloseTo(1.1575, 3);
    expect(Math.abs(BUSY_MEAN - INTEGRATED_BUSY_MEAN)).toBeLessThan(1e-4);
    // Bounds of e^{1.1·noise}: e^{±1.1}.
    for (let m = 0; m < 2000; m++) {
      const b = busy(42, P, T0 + m * MINUTE);
      expect(b).toBeGreaterThanOrEqual(Math.exp(-1.1));
      expect(b).toBeLessThanOrEqual(Math.exp(1.1));
    }
  });

  describe("counts: Poisson with mean activity·busy(t) per minute", () => {
    const seed = 7;
    const week = createDemoModel(seed);
    const n = 7 * 1440;
    const means = PAIRS.map((p) => minuteMeans(seed, p, M0, n));
    const counts = PAIRS.map((p) => minuteCounts(week, p, M0, n));

    it("trades activity × 1.1575 a minute on average over a week (activities 2 and 6)", () => {
      PAIRS.forEach((p, i) => {
        const total = sum(counts[i]);
        const expected = sum(means[i]);
        // Against the mean with this pair's own busy factor: Poisson, 5 standard deviations.
        expect(Math.abs(total - expected)).toBeLessThan(5 * Math.sqrt(expected));
        // Against the long-run mean: the busy factor averages over ~250 of its 40-minute periods (±15 %).
        expect(total / n / (p.activity * BUSY_MEAN)).toBeGreaterThan(0.85);
        expect(total / n / (p.activity * BUSY_MEAN)).toBeLessThan(1.15);
      });
      // The activities 2 : 6 show in the counts (each pair has its own busy periods).
      expect(sum(counts[1]) / sum(counts[0])).toBeGreaterThan(3 * 0.8);
      expect(sum(counts[1]) / sum(counts[0])).toBeLessThan(3 * 1.2);
    });

    it("draws counts with variance = mean (index of dispersion ≈ 1)", () => {
      PAIRS.forEach((_, i) => {
        const squares = sum(counts[i].map((c, m) => (c - means[i][m]) ** 2));
        // For Poisson λ, Var((N − λ)²) = λ + 2λ²: the index's standard error here is ≈ 0.02.
        expect(squares / sum(means[i])).toBeGreaterThan(0.9);
        expect(squares / sum(means[i])).toBeLessThan(1.1);
      });
    });

    it("keeps the Poisson mean at high activity (3,000 and 9,000 a minute before the busy factor)", () => {
      const fastSeed = 11;
      const fast = createDemoModel(fastSeed);
      const busyPairs = [pair(1, { activity: 3000 }), pair(2, { activity: 9000, liquidity: 50_000_000 })];
      const minutes = 3;
      for (const p of busyPairs) {
        const expected = sum(minuteMeans(fastSeed, p, M0, minutes));
        // Above the ~745 a minute where e^{−mean} underflows, and above the 500 the draw is split at.
        expect(expected / minutes).toBeGreaterThan(1000);
        const total = sum(minuteCounts(fast, p, M0, minutes));
        expect(Math.abs(total - expected)).toBeLessThan(5 * Math.sqrt(expected));
      }
    });
  });
});

describe("candle", () => {
  const seed = 42;
  const model = createDemoModel(seed);
  const INTERVALS = [MINUTE, 5 * MINUTE, HOUR, DAY];

  /** ∫ activity · busy(t) dt / 1 min over [from, to), by 15-second midpoints. */
  const expectedTrades = (p: ModelPair, from: number, to: number) => {
    let total = 0;
    for (let t = from + 7_500; t < to; t += 15_000) total += busy(seed, p, t) / 4;
    return p.activity * total;
  };

  it("is undefined or well formed: low ≤ open, close ≤ high, positive volume, at least one trade", () => {
    let defined = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000_000_000, max: 3_000_000_000_000 }),
        fc.constantFrom(...INTERVALS),
        anyId,
        fc.boolean(),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        (from, interval, id, pegged, activity) => {
          const p = pair(id, pegged ? { priceKey: "peg:USD", refPrice: 1, activity } : { activity });
          const to = from + interval;
          const c = model.candle(p, from, to, interval);
          expect(model.candle(p, from, to, interval)).toEqual(c);
          // With 30+ trades expected even at the quietest busy factor e^{−1.1}, a candle must exist.
          if (activity * Math.exp(-1.1) * (interval / MINUTE) > 30) expect(c).toBeDefined();
          if (!c) return;
          defined += 1;
          expect(c.time).toBe(from);
          expect(c.open).toBe(model.price(p, from));
          // The close is the price at the bucket's last millisecond.
          expect(c.close).toBe(model.price(p, to - 1));
          expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
          expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
          const impact = pegged ? IMPACT.pegged : IMPACT.free;
          const [low, high] = priceBounds(p);
          expect(c.low).toBeGreaterThanOrEqual(low * (1 - impact) * (1 - EPS));
          expect(c.high).toBeLessThanOrEqual(high * (1 + impact) * (1 + EPS));
          if (pegged) {
            expect(c.low).toBeGreaterThanOrEqual(0.995);
            expect(c.high).toBeLessThanOrEqual(1.005);
          }
          expect(c.volume).toBeGreaterThan(0);
          expect(Number.isFinite(c.volume)).toBe(true);
          expect(Number.isInteger(c.trades)).toBe(true);
          expect(c.trades).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
    expect(defined).toBeGreaterThan(100);
    // Another seed draws other candles.
    const other = createDemoModel(seed + 1).candle(Q, T0, T0 + HOUR, HOUR);
    expect(other).not.toEqual(model.candle(Q, T0, T0 + HOUR, HOUR));
  });

  it("counts activity × ∫busy trades on average, Poisson-distributed (hourly buckets)", () => {
    const p = pair(21, { activity: 3 });
    const buckets = 500;
    let trades = 0;
    let expected = 0;
    let squares = 0;
    for (let i = 0; i < buckets; i++) {
      const from = T0 + i * HOUR;
      const mean = expectedTrades(p, from, from + HOUR);
      const n = model.candle(p, from, from + HOUR, HOUR)?.trades ?? 0;
      trades += n;
      expected += mean;
      squares += (n - mean) ** 2;
    }
    // Poisson noise: 5 standard deviations, plus 0.5 % for sampling the busy factor at 24 points a bucket.
    expect(Math.abs(trades - expected)).toBeLessThan(5 * Math.sqrt(expected) + 0.005 * expected);
    // Index of dispersion of 500 buckets: 1 ± 0.064 (1σ).
    expect(squares / expected).toBeGreaterThan(0.7);
    expect(squares / expected).toBeLessThan(1.3);
  });

  it("is undefined exactly as often as a Poisson draw gives no trade (one-minute buckets, activity 0.5)", () => {
    const p = pair(22, { activity: 0.5 });
    const buckets = 3000;
    let empty = 0;
    let expectedEmpty = 0;
    let variance = 0;
    let trades = 0;
    let expected = 0;
    for (let i = 0; i < buckets; i++) {
      const from = T0 + i * MINUTE;
      const mean = p.activity * busy(seed, p, from);
      const c = model.candle(p, from, from + MINUTE, MINUTE);
      if (!c) empty += 1;
      trades += c?.trades ?? 0;
      expected += mean;
      expectedEmpty += Math.exp(-mean);
      variance += Math.exp(-mean) * (1 - Math.exp(-mean));
    }
    expect(Math.abs(empty - expectedEmpty)).toBeLessThan(5 * Math.sqrt(variance));
    expect(Math.abs(trades - expected)).toBeLessThan(5 * Math.sqrt(expected));
  });

  it("agrees with the replayed trades of the same hours (independent draws of one mean)", () => {
    const p = pair(23, { activity: 3 });
    const from = T0 + 3 * DAY;
    const hours = 100;
    let fromCandles = 0;
    for (let h = 0; h < hours; h++) {
      fromCandles += model.candle(p, from + h * HOUR, from + (h + 1) * HOUR, HOUR)?.trades ?? 0;
    }
    const replayed = model.history(p, from, from + hours * HOUR).length;
    const mean = expectedTrades(p, from, from + hours * HOUR);
    // The difference of two Poisson counts of mean λ has standard deviation √(2λ).
    expect(Math.abs(fromCandles - replayed)).toBeLessThan(5 * Math.sqrt(2 * mean) + 0.005 * mean);
  });

  it("has a volume of about trades × typical · e^{σ²/2} (the log-normal mean)", () => {
    const p = pair(24, { activity: 5, liquidity: 50_000_000 });
    const meanValue = typicalValue(p.liquidity) * Math.exp(VALUE_SIGMA ** 2 / 2);
    expect(meanValue).toBeCloseTo(1000 * Math.exp(0.72), 6);
    // A value's coefficient of variation is √(e^{σ²} − 1) ≈ 1.8.
    const cv = Math.sqrt(Math.exp(VALUE_SIGMA ** 2) - 1);
    // One-minute buckets: every trade value drawn.
    let volume = 0;
    let trades = 0;
    for (let i = 0; i < 3000; i++) {
      const c = model.candle(p, T0 + i * MINUTE, T0 + (i + 1) * MINUTE, MINUTE);
      volume += c?.volume ?? 0;
      trades += c?.trades ?? 0;
    }
    expect(trades).toBeGreaterThan(10_000);
    expect(Math.abs(volume / trades / meanValue - 1)).toBeLessThan((5 * cv) / Math.sqrt(trades));
    // Daily buckets: 64 values drawn per candle and scaled to its trade count.
    let dayVolume = 0;
    let dayTrades = 0;
    const days = 60;
    for (let d = 0; d < days; d++) {
      const c = model.candle(p, T0 + d * DAY, T0 + (d + 1) * DAY, DAY);
      expect(c?.trades).toBeGreaterThan(1000);
      dayVolume += c?.volume ?? 0;
      dayTrades += c?.trades ?? 0;
    }
    expect(Math.abs(dayVolume / dayTrades / meanValue - 1)).toBeLessThan((5 * cv) / Math.sqrt(64 * days));
  });
});
