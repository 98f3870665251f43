import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AiScoreInput, aiScore, volumeTrend } from "./ai-score.ts";

/** The doc comment's formula, written out independently of the implementation. */
function byTheDoc(x: AiScoreInput): number {
  const m =
    0.3 * Math.tanh(x.change1h / 2) + 0.3 * Math.tanh(x.change6h / 5) + 0.4 * Math.tanh(x.change24h / 10);
  let trend = 0.5;
  if (x.volume24h > 0) {
    const r = (x.volume6h * 4) / x.volume24h;
    trend = r > 0 ? Math.min(1, Math.max(0, (Math.log2(r) + 1) / 2)) : 0;
  }
  const l = Math.min(1, Math.max(0, (Math.log10(Math.max(x.liquidity, 1)) - 3) / 6));
  const v = Math.min(1, Math.max(0, x.volatility) / 0.2);
  const score = 100 * (0.35 * ((m + 1) / 2) + 0.2 * trend + 0.25 * l + 0.2 * (1 - v));
  return Math.round(score * 10) / 10;
}

const input = (over: Partial<AiScoreInput> = {}): AiScoreInput => ({
  change1h: 0,
  change6h: 0,
  change24h: 0,
  volume6h: 0,
  volume24h: 0,
  liquidity: 0,
  volatility: 0,
  ...over,
});

describe("aiScore: hand-computed values", () => {
  it("neutral market: m = 0, no volume (trend 0.5), no liquidity, no volatility → 47.5", () => {
    // 100·(0.35·0.5 + 0.2·0.5 + 0 + 0.2·1) = 17.5 + 10 + 20
    expect(aiScore(input())).toBe(47.5);
  });

  it("every change at its tanh scale, daily pace, $1M, σ = 10 % → 63.3", () => {
    const x = input({
      change1h: 2,
      change6h: 5,
      change24h: 10,
      volume6h: 250,
      volume24h: 1000,
      liquidity: 1e6,
      volatility: 0.1,
    });
    // m = (0.3 + 0.3 + 0.4)·tanh 1 = 0.761594; 0.35·(1.761594/2) = 0.308279
    // trend: r = 1 → 0.5 → 0.1; l = (6 − 3)/6 = 0.5 → 0.125; v = 0.5 → 0.2·0.5 = 0.1
    // 100·(0.308279 + 0.1 + 0.125 + 0.1) = 63.3279 → 63.3
    expect(aiScore(x)).toBe(63.3);
    expect(aiScore(x)).toBe(byTheDoc(x));
  });

  it("mixed changes, 0.8 of the daily pace, $50k, σ = 5 % → 48.4", () => {
    const x = input({
      change1h: -1,
      change6h: 2.5,
      change24h: 3,
      volume6h: 200,
      volume24h: 1000,
      liquidity: 50_000,
      volatility: 0.05,
    });
    // m = 0.3·tanh(−0.5) + 0.3·tanh(0.5) + 0.4·tanh(0.3) = 0.116525 → 0.35·0.558263 = 0.195392
    // trend = (log2 0.8 + 1)/2 = 0.339036 → 0.067807; l = (log10 50000 − 3)/6 = 0.283162 → 0.070791
    // v = 0.25 → 0.2·0.75 = 0.15; total 0.48399 → 48.4
    expect(aiScore(x)).toBe(48.4);
    expect(aiScore(x)).toBe(byTheDoc(x));
  });

  it("falling hard but liquid and busy, σ beyond 20 % → 45.6", () => {
    const x = input({
      change1h: -4,
      change6h: -10,
      change24h: -20,
      volume6h: 1000,
      volume24h: 1000,
      liquidity: 1e9,
      volatility: 0.3,
    });
    // m = tanh(−2) = −0.964028 → 0.35·0.017986 = 0.006295; trend: r = 4 → clamped 1 → 0.2
    // l = 1 → 0.25; v = 1 → 0; total 0.456295 → 45.6
    expect(aiScore(x)).toBe(45.6);
    expect(aiScore(x)).toBe(byTheDoc(x));
  });

  it("reaches exactly 100 and 0 at the extremes", () => {
    const best = input({
      change1h: 1e9,
      change6h: 1e9,
      change24h: 1e9,
      volume6h: 1000,
      volume24h: 1000,
      liquidity: 1e12,
      volatility: 0,
    });
    const worst = input({
      change1h: -1e9,
      change6h: -1e9,
      change24h: -1e9,
      volume6h: 0,
      volume24h: 1000,
      liquidity: 0,
      volatility: 1,
    });
    expect(aiScore(best)).toBe(100);
    expect(aiScore(worst)).toBe(0);
  });

  it("maps liquidity $1k → 0 and $1B → 1 (clamped outside)", () => {
    const at = (liquidity: number) => aiScore(input({ liquidity }));
    expect(at(1000)).toBe(at(0));
    expect(at(1)).toBe(at(-5));
    expect(at(1e9)).toBe(72.5); // 47.5 + 25
    expect(at(1e15)).toBe(72.5);
    expect(at(1e6)).toBe(60); // half of the 25 points
  });

  it("treats negative volatility as 0 and caps it at 0.2", () => {
    expect(aiScore(input({ volatility: -3 }))).toBe(aiScore(input({ volatility: 0 })));
    expect(aiScore(input({ volatility: 0.2 }))).toBe(27.5); // 47.5 − 20
    expect(aiScore(input({ volatility: 5 }))).toBe(27.5);
    expect(aiScore(input({ volatility: 0.1 }))).toBe(37.5);
  });

  it("agrees with the doc formula on random inputs (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.record({
          change1h: fc.double({ min: -100, max: 100, noNaN: true }),
          change6h: fc.double({ min: -100, max: 100, noNaN: true }),
          change24h: fc.double({ min: -100, max: 100, noNaN: true }),
          volume6h: fc.double({ min: 0, max: 1e9, noNaN: true }),
          volume24h: fc.double({ min: 0, max: 1e9, noNaN: true }),
          liquidity: fc.double({ min: 0, max: 1e12, noNaN: true }),
          volatility: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        (x) => {
          // The rounding to one decimal may differ by one step on a .x5 boundary.
          expect(Math.abs(aiScore(x) - byTheDoc(x))).toBeLessThanOrEqual(0.1 + 1e-9);
        },
      ),
    );
  });
});

describe("aiScore: bounds and monotonicity (fast-check)", () => {
  const anyNumber = fc.double({ noNaN: true }); // includes ±Infinity, ±0 and extremes
  const anyInput = fc.record({
    change1h: anyNumber,
    change6h: anyNumber,
    change24h: anyNumber,
    volume6h: anyNumber,
    volume24h: anyNumber,
    liquidity: anyNumber,
    volatility: anyNumber,
  });

  it("stays in [0, 100] with one decimal for any (non-NaN) input", () => {
    fc.assert(
      fc.property(anyInput, (x) => {
        const score = aiScore(x);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(Math.abs(score * 10 - Math.round(score * 10))).toBeLessThan(1e-9);
      }),
    );
  });

  it("never decreases when liquidity grows", () => {
    fc.assert(
      fc.property(anyInput, anyNumber, anyNumber, (x, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(aiScore({ ...x, liquidity: hi })).toBeGreaterThanOrEqual(aiScore({ ...x, liquidity: lo }));
      }),
    );
  });

  it("never decreases when change24h grows", () => {
    fc.assert(
      fc.property(anyInput, anyNumber, anyNumber, (x, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(aiScore({ ...x, change24h: hi })).toBeGreaterThanOrEqual(aiScore({ ...x, change24h: lo }));
      }),
    );
  });

  it("strictly rewards liquidity and a rising 24 h change inside their ranges", () => {
    const x = input({ volume6h: 250, volume24h: 1000, volatility: 0.05 });
    expect(aiScore({ ...x, liquidity: 1e8 })).toBeGreaterThan(aiScore({ ...x, liquidity: 1e5 }));
    expect(aiScore({ ...x, change24h: 8 })).toBeGreaterThan(aiScore({ ...x, change24h: -8 }));
  });
});

describe("volumeTrend", () => {
  it("is 0.5 without 24 h volume", () => {
    expect(volumeTrend(0, 0)).toBe(0.5);
    expect(volumeTrend(100, 0)).toBe(0.5);
    expect(volumeTrend(100, -5)).toBe(0.5);
    expect(volumeTrend(100, Number.NaN)).toBe(0.5);
  });

  it("is 0 at half the daily pace, 0.5 at the daily pace and 1 at double", () => {
    expect(volumeTrend(125, 1000)).toBe(0); // 6 h × 4 = 500 = half of 1000
    expect(volumeTrend(250, 1000)).toBe(0.5);
    expect(volumeTrend(500, 1000)).toBe(1);
  });

  it("is log-scaled between: a quarter at 1/√2 of the pace, three quarters at √2", () => {
    expect(volumeTrend(250 / Math.SQRT2, 1000)).toBeCloseTo(0.25, 12);
    expect(volumeTrend(250 * Math.SQRT2, 1000)).toBeCloseTo(0.75, 12);
  });

  it("clamps beyond double and below half the pace", () => {
    expect(volumeTrend(1000, 1000)).toBe(1);
    expect(volumeTrend(1e12, 1)).toBe(1);
    expect(volumeTrend(100, 1000)).toBe(0);
    expect(volumeTrend(1e-9, 1000)).toBe(0);
  });

  it("is 0 when 6 h volume is 0 but 24 h volume is not", () => {
    expect(volumeTrend(0, 1000)).toBe(0);
    expect(volumeTrend(0, 1e-6)).toBe(0);
  });

  it("is within [0, 1] and non-decreasing in the 6 h volume (fast-check)", () => {
    const vol = fc.double({ min: 0, max: 1e12, noNaN: true });
    fc.assert(
      fc.property(vol, vol, fc.double({ min: 1e-3, max: 1e12, noNaN: true }), (a, b, day) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const t = volumeTrend(lo, day);
        expect(t).toBeGreaterThanOrEqual(0);
        expect(t).toBeLessThanOrEqual(1);
        expect(volumeTrend(hi, day)).toBeGreaterThanOrEqual(t);
      }),
    );
  });
});
