import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PairRecord, TradeEvent } from "../types.ts";
import { createDemoModel, createDemoProvider, DEMO_MAX_LATENCY_MS, hash2, valueNoise } from "./demo.ts";

const MINUTE = 60_000;
/** 2026-03-10T00:00:00Z */
const T0 = Date.UTC(2026, 2, 10);
/** Σ of the noise amplitudes in the price model (0.06 + 0.15 + 0.35 + 0.6 + 0.8). */
const SUM_AMPLITUDES = 1.96;

const pair = (id: number, over: Partial<PairRecord> = {}): PairRecord => ({
  id,
  tokenId: 100 + id,
  chainId: 1,
  address: `0x${id.toString(16).padStart(40, "a")}`,
  tokenAddress: `0x${id.toString(16).padStart(40, "b")}`,
  symbol: null,
  baseSymbol: `TK${id}`,
  quoteSymbol: "USDT",
  dex: "uniswap-v3",
  source: "demo",
  refPrice: 2.5,
  volatility: 0.05,
  activity: 1,
  liquidity: 2_000_000,
  circulating: 1e9,
  totalSupply: 1e9,
  persistedUntil: null,
  ...over,
});

const A = pair(1, { activity: 1, refPrice: 1.5, volatility: 0.04 });
const B = pair(2, { activity: 3, refPrice: 3200, volatility: 0.08, liquidity: 50_000_000 });
const PAIRS = [A, B];

const key = (t: TradeEvent) => `${t.pairId}|${t.txHash}|${t.time}`;

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

describe("createDemoModel", () => {
  const model = createDemoModel(PAIRS, { seed: 42, rate: 3 });

  it("replays the same history for the same seed, and another for another seed", () => {
    const again = createDemoModel(PAIRS, { seed: 42, rate: 3 });
    const other = createDemoModel(PAIRS, { seed: 43, rate: 3 });
    const a = model.history(B, T0, T0 + 10 * MINUTE);
    expect(a.length).toBeGreaterThan(100);
    expect(again.history(B, T0, T0 + 10 * MINUTE)).toEqual(a);
    const b = other.history(B, T0, T0 + 10 * MINUTE);
    expect(b).not.toEqual(a);
    // Not just a few fields: times and prices differ.
    expect(b.map((t) => t.time)).not.toEqual(a.map((t) => t.time));
    expect(other.price(B, T0)).not.toBe(model.price(B, T0));
  });

  it("returns only trades with from <= time < to, in time order", () => {
    const from = T0 + 90_123;
    const to = T0 + 5 * MINUTE + 17_456;
    for (const p of PAIRS) {
      const trades = model.history(p, from, to);
      expect(trades.length).toBeGreaterThan(10);
      for (const t of trades) {
        expect(t.time).toBeGreaterThanOrEqual(from);
        expect(t.time).toBeLessThan(to);
        expect(t.pairId).toBe(p.id);
      }
      for (let i = 1; i < trades.length; i++)
        expect(trades[i].time).toBeGreaterThanOrEqual(trades[i - 1].time);
      // Exactly the trades of the covered minutes that fall in the range (nothing dropped).
      const all = [1, 2, 3, 4, 5].flatMap((m) => model.minute(p, T0 / MINUTE + m));
      const inRange = all.filter((t) => t.time >= from && t.time < to).map(({ deliverAt: _, ...t }) => t);
      expect(trades).toEqual(inRange);
    }
    expect(model.history(A, from, from)).toEqual([]);
    expect(model.history(A, to, from)).toEqual([]);
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
          expect([...model.history(A, a, b), ...model.history(A, b, c)]).toEqual(model.history(A, a, c));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("makes well-formed trades: positive price, amount·price = value, side, trader and tx hash", () => {
    for (const p of PAIRS) {
      const trades = model.history(p, T0, T0 + 30 * MINUTE);
      expect(trades.length).toBeGreaterThan(100);
      const sides = new Set<string>();
      for (const t of trades) {
        expect(t.price).toBeGreaterThan(0);
        expect(Number.isFinite(t.price)).toBe(true);
        expect(Math.abs(t.amount * t.price - t.value)).toBeLessThanOrEqual(1e-9 * t.value);
        expect(["buy", "sell"]).toContain(t.side);
        sides.add(t.side);
        expect(t.trader).toMatch(/^0x[0-9a-f]{40}$/);
        expect(t.txHash).toMatch(/^0x[0-9a-f]{64}$/);
        expect(Number.isInteger(t.time)).toBe(true);
        // Value: log-normal around 0.05 % of liquidity, clamped to [5, 250 000].
        expect(t.value).toBeGreaterThanOrEqual(5);
        expect(t.value).toBeLessThanOrEqual(250_000);
        // Buys pay a little above the model price, sells a little below (impact ≤ 1 %).
        const ref = model.price(p, t.time);
        if (t.side === "buy") expect(t.price).toBeGreaterThanOrEqual(ref);
        else expect(t.price).toBeLessThanOrEqual(ref);
        expect(Math.abs(t.price / ref - 1)).toBeLessThanOrEqual(0.01 + 1e-12);
      }
      expect(sides).toEqual(new Set(["buy", "sell"]));
      // Trades of one pair have distinct tx hashes.
      expect(new Set(trades.map((t) => t.txHash)).size).toBe(trades.length);
      // Traders come from a pool (repeat traders exist), and differ between pairs.
      expect(new Set(trades.map((t) => t.trader)).size).toBeLessThan(trades.length);
    }
    const tradersA = new Set(model.history(A, T0, T0 + 10 * MINUTE).map((t) => t.trader));
    for (const t of model.history(B, T0, T0 + 10 * MINUTE)) expect(tradersA.has(t.trader)).toBe(false);
  });

  it("delivers every trade within 0 … maxLatency after its time", () => {
    for (let m = 0; m < 10; m++) {
      for (const t of model.minute(B, T0 / MINUTE + m)) {
        expect(t.deliverAt).toBeGreaterThanOrEqual(t.time);
        expect(t.deliverAt).toBeLessThan(t.time + DEMO_MAX_LATENCY_MS);
        expect(t.time).toBeGreaterThanOrEqual(T0 + m * MINUTE);
        expect(t.time).toBeLessThan(T0 + (m + 1) * MINUTE);
      }
    }
  });

  it("keeps the price within refPrice·e^{±volatility·Σ amplitudes}", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.constantFrom(...PAIRS), (time, p) => {
        const price = model.price(p, time);
        const bound = p.volatility * SUM_AMPLITUDES;
        expect(price).toBeGreaterThanOrEqual(p.refPrice * Math.exp(-bound) * (1 - 1e-12));
        expect(price).toBeLessThanOrEqual(p.refPrice * Math.exp(bound) * (1 + 1e-12));
      }),
    );
    // And it does move: over a day the price is not constant.
    const day = Array.from({ length: 48 }, (_, i) => model.price(A, T0 + i * 30 * MINUTE));
    expect(Math.max(...day) / Math.min(...day)).toBeGreaterThan(1.001);
  });

  /**
   * The expected mean count of a pair over minutes [m0, m0 + n), written out from the doc comment:
   * rate·60 · weight share · busy(t), busy(t) = e^{1.1·noise(t / 40 min)}, the noise seeded per pair.
   */
  function expectedCount(
    p: PairRecord,
    pairs: PairRecord[],
    seed: number,
    rate: number,
    m0: number,
    n: number,
  ) {
    const share = Math.max(p.activity, 1) / pairs.reduce((s, q) => s + Math.max(q.activity, 1), 0);
    const busySeed = hash2(seed ^ 7, p.id);
    let sum = 0;
    for (let m = m0; m < m0 + n; m++) {
      sum += rate * 60 * share * Math.exp(1.1 * valueNoise(busySeed, (m * MINUTE) / (40 * MINUTE)));
    }
    return sum;
  }
  const count = (m: ReturnType<typeof createDemoModel>, p: PairRecord, m0: number, n: number) => {
    let total = 0;
    for (let i = m0; i < m0 + n; i++) total += m.minute(p, i).length;
    return total;
  };

  it("trades at rate·60·weight share per minute on average over 3 days (weights 1 : 3)", () => {
    const rate = 4; // 60 and 180 trades a minute before the busy factor
    const seed = 7;
    const m3 = createDemoModel(PAIRS, { seed, rate });
    const m0 = T0 / MINUTE;
    const n = 3 * 1440; // 3 days of minutes
    const countA = count(m3, A, m0, n);
    const countB = count(m3, B, m0, n);
    // The long-run mean of the busy factor e^{1.1·noise}, integrated numerically over the value-noise
    // distribution (lattice values uniform in [-1, 1], smoothstep between): ≈ 1.1575.
    let busySum = 0;
    let samples = 0;
    for (let i = 0; i < 100; i++) {
      for (let j = 0; j < 100; j++) {
        for (let k = 0; k < 20; k++) {
          const a = -1 + (2 * i + 1) / 100;
          const b = -1 + (2 * j + 1) / 100;
          const f = (k + 0.5) / 20;
          busySum += Math.exp(1.1 * (a + (b - a) * (3 * f * f - 2 * f * f * f)));
          samples += 1;
        }
      }
    }
    const meanBusy = busySum / samples;
    expect(meanBusy).toBeCloseTo(1.1575, 2);
    // Per pair, within ±20 % of rate·60·share (times the busy factor's mean) per minute on average.
    const perMinuteA = countA / n;
    const perMinuteB = countB / n;
    expect(perMinuteA / (rate * 60 * 0.25 * meanBusy)).toBeGreaterThan(0.8);
    expect(perMinuteA / (rate * 60 * 0.25 * meanBusy)).toBeLessThan(1.2);
    expect(perMinuteB / (rate * 60 * 0.75 * meanBusy)).toBeGreaterThan(0.8);
    expect(perMinuteB / (rate * 60 * 0.75 * meanBusy)).toBeLessThan(1.2);
    // The activity weights 1 : 3 show in the counts (each pair has its own busy periods: ±25 %).
    expect(countB / countA).toBeGreaterThan(3 * 0.75);
    expect(countB / countA).toBeLessThan(3 * 1.25);
    // Against the mean including this pair's own busy factor: Poisson noise on ~10⁵–10⁶ trades is far below 2 %.
    expect(Math.abs(countA / expectedCount(A, PAIRS, seed, rate, m0, n) - 1)).toBeLessThan(0.02);
    expect(Math.abs(countB / expectedCount(B, PAIRS, seed, rate, m0, n) - 1)).toBeLessThan(0.02);
  });

  it("keeps the Poisson mean at high rates (600 trades/s: ~9 000 and ~27 000 a minute before the busy factor)", () => {
    const rate = 600;
    const seed = 11;
    const fast = createDemoModel(PAIRS, { seed, rate });
    const m0 = T0 / MINUTE;
    const n = 20;
    const expectedA = expectedCount(A, PAIRS, seed, rate, m0, n);
    const expectedB = expectedCount(B, PAIRS, seed, rate, m0, n);
    // Far above the ~745 a minute where exp(−mean) underflows: these are the means the doc promises.
    expect(expectedA / n).toBeGreaterThan(5000);
    expect(expectedB / n).toBeGreaterThan(5000);
    const countA = count(fast, A, m0, n);
    const countB = count(fast, B, m0, n);
    // Poisson noise on ~3·10⁵ trades is ~0.2 %: 5 % is a wide margin.
    expect(Math.abs(countA / expectedA - 1)).toBeLessThan(0.05);
    expect(Math.abs(countB / expectedB - 1)).toBeLessThan(0.05);
    expect(countB / countA).toBeCloseTo(expectedB / expectedA, 1);
  });
});

describe("createDemoProvider", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("needs open(pairs) before history and priceAt", () => {
    const provider = createDemoProvider({ seed: 1, rate: 2 });
    expect(() => provider.history?.(A, T0, T0 + MINUTE)).toThrow(/open\(pairs\) first/);
    expect(() => provider.priceAt?.(A, T0)).toThrow(/open\(pairs\) first/);
    provider.open(PAIRS);
    expect(provider.history?.(A, T0, T0 + MINUTE)).toEqual(
      createDemoModel(PAIRS, { seed: 1, rate: 2 }).history(A, T0, T0 + MINUTE),
    );
    expect(provider.priceAt?.(B, T0)).toBe(createDemoModel(PAIRS, { seed: 1, rate: 2 }).price(B, T0));
    expect(provider.source).toBe("demo");
    expect(provider.maxLatencyMs).toBe(DEMO_MAX_LATENCY_MS);
  });

  /** Runs the live feed from `start` for `ms` of fake time; returns the emitted batches with their tick time. */
  function runLive(options: { from: number; start: number; ms: number; tickMs?: number; seed?: number }) {
    vi.useFakeTimers({ now: options.start });
    const seed = options.seed ?? 5;
    const provider = createDemoProvider({ seed, rate: 3, tickMs: options.tickMs, now: () => Date.now() });
    provider.open(PAIRS);
    const batches: { at: number; trades: TradeEvent[] }[] = [];
    provider.start((trades) => batches.push({ at: Date.now(), trades }), options.from);
    vi.advanceTimersByTime(options.ms);
    provider.stop();
    const model = createDemoModel(PAIRS, { seed, rate: 3 });
    return { batches, provider, model, end: options.start + options.ms };
  }

  /** Every trade of the model, with its delivery time, for minutes covering [from, to). */
  function modelTrades(model: ReturnType<typeof createDemoModel>, from: number, to: number) {
    const out: (TradeEvent & { deliverAt: number })[] = [];
    for (let m = Math.floor(from / MINUTE) - 1; m * MINUTE < to; m++) {
      for (const p of PAIRS) out.push(...model.minute(p, m));
    }
    return out;
  }

  it("emits each trade exactly once, never before `from`, in the tick its delivery time came", () => {
    const start = T0 + 7 * MINUTE + 3_000;
    const from = start + 20_000; // live trading starts a little after now
    const { batches, model, end } = runLive({ from, start, ms: 3 * MINUTE });
    const emitted = batches.flatMap((b) => b.trades);
    expect(emitted.length).toBeGreaterThan(200);
    const keys = emitted.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of emitted) expect(t.time).toBeGreaterThanOrEqual(from);

    const byKey = new Map(modelTrades(model, start, end).map((t) => [key(t), t]));
    // The feed starts at min(now, from) − 1; each trade comes in the first tick at or after its delivery.
    let previousTick = start - 1;
    for (const batch of batches) {
      for (const t of batch.trades) {
        const full = byKey.get(key(t));
        expect(full).toBeDefined();
        if (!full) continue;
        const { deliverAt, ...trade } = full;
        expect(t).toEqual(trade);
        expect(deliverAt).toBeLessThanOrEqual(batch.at);
        expect(deliverAt).toBeGreaterThan(previousTick);
      }
      previousTick = batch.at;
    }
  });

  it("over 3 minutes emits exactly the trades with time >= from delivered by the end", () => {
    const start = T0 + 61 * MINUTE + 500;
    const from = start + 15_000;
    const { batches, model, end } = runLive({ from, start, ms: 3 * MINUTE });
    const emitted = new Set(batches.flatMap((b) => b.trades).map(key));
    const expected = modelTrades(model, start, end).filter((t) => t.time >= from && t.deliverAt <= end);
    expect(emitted).toEqual(new Set(expected.map(key)));
    // Everything old enough to be surely delivered is there: history(from, end − maxLatency) ⊆ emitted.
    const settled = PAIRS.flatMap((p) => model.history(p, from, end - DEMO_MAX_LATENCY_MS));
    expect(settled.length).toBeGreaterThan(200);
    for (const t of settled) expect(emitted.has(key(t))).toBe(true);
    // And nothing is emitted that history(from, end) does not have.
    const upToEnd = new Set(PAIRS.flatMap((p) => model.history(p, from, end)).map(key));
    for (const k of emitted) expect(upToEnd.has(k)).toBe(true);
  });

  it("catches up from a `from` in the past, without trades before it", () => {
    const start = T0 + 200 * MINUTE + 40_000;
    const from = start - 90_000; // history ends 1.5 minutes ago
    const { batches, model, end } = runLive({ from, start, ms: MINUTE, tickMs: 1000 });
    const emitted = batches.flatMap((b) => b.trades);
    const keys = emitted.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    const expected = modelTrades(model, from, end).filter((t) => t.time >= from && t.deliverAt <= end);
    expect(new Set(keys)).toEqual(new Set(expected.map(key)));
    // The first tick delivers the backlog since `from`.
    expect(batches[0].at).toBe(start + 1000);
    expect(batches[0].trades.some((t) => t.time < start)).toBe(true);
    // history(from, start) followed by the live feed covers every trade once.
    const historic = PAIRS.flatMap((p) => model.history(p, from, start)).map(key);
    for (const k of historic) expect(keys).toContain(k);
  });

  it("emits nothing after stop()", () => {
    const start = T0 + 500 * MINUTE;
    vi.useFakeTimers({ now: start });
    const provider = createDemoProvider({ seed: 3, rate: 5, now: () => Date.now() });
    provider.open(PAIRS);
    const emit = vi.fn();
    provider.start(emit, start);
    vi.advanceTimersByTime(30_000);
    const calls = emit.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    provider.stop();
    vi.advanceTimersByTime(60_000);
    expect(emit.mock.calls.length).toBe(calls);
  });

  it("uses the injected clock, not the timer's", () => {
    vi.useFakeTimers({ now: T0 });
    let clock = T0 + 300 * MINUTE;
    const provider = createDemoProvider({ seed: 9, rate: 3, now: () => clock });
    provider.open(PAIRS);
    const emitted: TradeEvent[] = [];
    provider.start((trades) => emitted.push(...trades), clock);
    const from = clock;
    for (let i = 0; i < 120; i++) {
      clock += 500; // the injected clock runs at twice the tick period
      vi.advanceTimersByTime(250);
    }
    provider.stop();
    const model = createDemoModel(PAIRS, { seed: 9, rate: 3 });
    const expected = modelTrades(model, from, clock).filter((t) => t.time >= from && t.deliverAt <= clock);
    expect(expected.length).toBeGreaterThan(50);
    expect(new Set(emitted.map(key))).toEqual(new Set(expected.map(key)));
    expect(emitted).toHaveLength(expected.length);
  });
});
