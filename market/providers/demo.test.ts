import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoModel, DEMO_MAX_LATENCY_MS, type ModelTrade } from "../../domain/market/demo-model.ts";
import type { PairRecord, TradeEvent } from "../types.ts";
import { createDemoProvider } from "./demo.ts";

const MINUTE = 60_000;
/** 2026-03-10T00:00:00Z */
const T0 = Date.UTC(2026, 2, 10);

const pair = (id: number, over: Partial<PairRecord> = {}): PairRecord => ({
  id,
  tokenId: 100 + id,
  chainId: 1,
  address: `0x${id.toString(16).padStart(40, "a")}`,
  tokenAddress: `0x${id.toString(16).padStart(40, "b")}`,
  symbol: null,
  baseSymbol: `TK${id}`,
  quoteSymbol: "USD",
  dex: "Demo DEX",
  source: "demo",
  priceKey: `asset:tk${id}`,
  refPrice: 2.5,
  volatility: 0.05,
  activity: 1,
  liquidity: 2_000_000,
  circulating: 1e9,
  totalSupply: 1e9,
  persistedUntil: null,
  ...over,
});

/** 30 and 90 trades a minute before the busy factor (≈ 140 a minute together on average). */
const A = pair(1, { activity: 30, refPrice: 1.5, volatility: 0.04 });
const B = pair(2, { activity: 90, refPrice: 3200, volatility: 0.08, liquidity: 50_000_000 });
const PAIRS = [A, B];

const key = (t: TradeEvent) => `${t.pairId}|${t.tradeId}|${t.time}`;
const withoutDelivery = ({ deliverAt: _deliverAt, ...trade }: ModelTrade): TradeEvent => trade;

describe("createDemoProvider", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("replays history and prices from the model, with or without open(pairs)", () => {
    const model = createDemoModel(1);
    const fresh = createDemoProvider({ seed: 1 });
    expect(fresh.source).toBe("demo");
    expect(fresh.label).toBe("demo");
    expect(fresh.maxLatencyMs).toBe(DEMO_MAX_LATENCY_MS);
    const check = (provider: ReturnType<typeof createDemoProvider>) => {
      for (const p of PAIRS) {
        const expected = model.history(p, T0 + 12_345, T0 + 3 * MINUTE).map(withoutDelivery);
        expect(expected.length).toBeGreaterThan(20);
        expect(provider.history?.(p, T0 + 12_345, T0 + 3 * MINUTE)).toEqual(expected);
        for (const t of [T0, T0 + 777, T0 + 7 * 86_400_000])
          expect(provider.priceAt?.(p, t)).toBe(model.price(p, t));
      }
    };
    // No open() first: history and prices are pure functions of the seed and the pair.
    check(fresh);
    // Opened with other pairs: still the same answers for pairs it was not given.
    const opened = createDemoProvider({ seed: 1 });
    opened.open([pair(7), pair(8)]);
    check(opened);
    // Another seed replays another market.
    const other = createDemoProvider({ seed: 2 });
    expect(other.history?.(A, T0, T0 + MINUTE)).not.toEqual(fresh.history?.(A, T0, T0 + MINUTE));
    expect(other.priceAt?.(A, T0)).not.toBe(fresh.priceAt?.(A, T0));
  });

  /** Runs the live feed from `start` for `ms` of fake time; returns the emitted batches with their tick time. */
  function runLive(options: {
    from: number;
    start: number;
    ms: number;
    tickMs?: number;
    seed?: number;
    inOrder?: boolean;
  }) {
    vi.useFakeTimers({ now: options.start });
    const seed = options.seed ?? 5;
    const provider = createDemoProvider({
      seed,
      tickMs: options.tickMs,
      inOrder: options.inOrder,
      now: () => Date.now(),
    });
    provider.open(PAIRS);
    const batches: { at: number; trades: TradeEvent[] }[] = [];
    provider.start((trades) => batches.push({ at: Date.now(), trades }), options.from);
    vi.advanceTimersByTime(options.ms);
    provider.stop();
    const model = createDemoModel(seed);
    return { batches, provider, model, end: options.start + options.ms };
  }

  /** Every trade of the model, with its delivery time, for minutes covering [from, to). */
  function modelTrades(model: ReturnType<typeof createDemoModel>, from: number, to: number) {
    const out: ModelTrade[] = [];
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

  it("emits a trade once when a tick falls on its delivery millisecond (1 ms ticks)", () => {
    const start = T0 + 33 * MINUTE + 1;
    const { batches, model, end } = runLive({ from: start, start, ms: 10_000, tickMs: 1 });
    const emitted = batches.flatMap((b) => b.trades).map(key);
    const expected = modelTrades(model, start, end).filter((t) => t.time >= start && t.deliverAt <= end);
    expect(expected.length).toBeGreaterThan(5);
    expect(emitted).toHaveLength(expected.length);
    expect(new Set(emitted)).toEqual(new Set(expected.map(key)));
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

  it("with inOrder, delivers each trade at its own time, in time order (an exchange stream)", () => {
    const start = T0 + 90 * MINUTE + 700;
    const from = start - 5_000;
    const { batches, model, end } = runLive({ from, start, ms: 2 * MINUTE, inOrder: true });
    const emitted = batches.flatMap((b) => b.trades);
    const expected = modelTrades(model, from, end).filter((t) => t.time >= from && t.time <= end);
    expect(expected.length).toBeGreaterThan(100);
    expect(emitted.map(key)).toHaveLength(expected.length);
    expect(new Set(emitted.map(key))).toEqual(new Set(expected.map(key)));
    // Each in the first tick at or after its time; the whole stream never goes back in time.
    let previousTick = Math.min(start, from) - 1;
    for (const batch of batches) {
      for (const t of batch.trades) {
        expect(t.time).toBeLessThanOrEqual(batch.at);
        expect(t.time).toBeGreaterThan(previousTick);
      }
      previousTick = batch.at;
    }
    for (let i = 1; i < emitted.length; i++)
      expect(emitted[i].time).toBeGreaterThanOrEqual(emitted[i - 1].time);
  });

  it("emits nothing after stop()", () => {
    const start = T0 + 500 * MINUTE;
    vi.useFakeTimers({ now: start });
    const provider = createDemoProvider({ seed: 3, now: () => Date.now() });
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
    const provider = createDemoProvider({ seed: 9, now: () => clock });
    provider.open(PAIRS);
    const emitted: TradeEvent[] = [];
    provider.start((trades) => emitted.push(...trades), clock);
    const from = clock;
    for (let i = 0; i < 120; i++) {
      clock += 500; // the injected clock runs at twice the tick period
      vi.advanceTimersByTime(250);
    }
    provider.stop();
    const model = createDemoModel(9);
    const expected = modelTrades(model, from, clock).filter((t) => t.time >= from && t.deliverAt <= clock);
    expect(expected.length).toBeGreaterThan(50);
    expect(new Set(emitted.map(key))).toEqual(new Set(expected.map(key)));
    expect(emitted).toHaveLength(expected.length);
  });
});
