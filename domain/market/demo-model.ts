import { mulberry32 } from "../../lib/random.ts";
import type { CandleFigures, TradeEvent } from "./trade.ts";

/**
 * The demo market: a deterministic model of prices and trades (docs/market-simulation.md). Every figure is a
 * pure function of (seed, pair, time), so the engine can replay any past window trade by trade, continue it
 * live, and the history reader can rebuild candles older than the stored ones without storing them.
 *
 * Price: pairs with the same price key follow one path, so one asset has one price on every chain:
 *   path(key, t) = Σ aₖ·noiseₖ(t / periodₖ), smooth value noise at 4 min … 30 days, in [-A, A] with A = Σ aₖ;
 *   free asset:  p(t) = ref · e^{σ·path}        (σ: the key's daily volatility)
 *   pegged coin: p(t) = ref · (1 + 0.25 %·path/A)   (never more than 0.25 % off its peg)
 * and a pair quotes that price times a venue factor within ±0.15 % (±0.05 % for pegged coins).
 * Activity: trades per minute are Poisson with mean activity·busy(t), busy(t) = e^{1.1·noise(t/40 min)}.
 * Each trade: uniform time within the minute, buy probability 0.5 ± 0.2 with the short-term trend, value
 * log-normal (σ 1.2) around 0.002 % of pool liquidity ($40–$25,000), a price impact of at most 0.2 % (0.05 %
 * pegged), a trader from a pool of about 30 % of the pair's daily trade count (20–20,000), and delivery
 * 0–2.5 s after its time (so some trades arrive late, across bucket edges).
 */

const MINUTE = 60_000;
const PERIODS = [4, 30, 180, 1440, 7200, 43200].map((m) => m * MINUTE);
const AMPLITUDES = [0.06, 0.15, 0.35, 0.6, 0.8, 1.6];
const AMPLITUDE_SUM = AMPLITUDES.reduce((a, b) => a + b, 0);
const PEG_BAND = 0.0025;
const VENUE_BAND = { free: 0.0015, pegged: 0.0005 };
const MAX_IMPACT = { free: 0.002, pegged: 0.0005 };
const TRADE_VALUE_SIGMA = 1.2;
export const DEMO_MAX_LATENCY_MS = 2500;
/** The long-run mean of the busy factor e^{1.1·noise} over the value noise's distribution. */
export const BUSY_MEAN = 1.1575;
/** MARKET_SEED and MARKET_DEMO_RATE (trades per second over all pairs) when they are not set. */
export const DEMO_DEFAULTS = { seed: 20261122, rate: 12 } as const;

/** What the model needs of a pair (the pairs table's demo columns). */
export type ModelPair = {
  id: number;
  /** Pairs with one key follow one price path; `peg:` keys are stablecoins. */
  priceKey: string | null;
  refPrice: number;
  /** Daily volatility as a fraction (free assets). */
  volatility: number;
  /** Mean trades per minute. */
  activity: number;
  /** Pool liquidity in USD. */
  liquidity: number;
};

/** A trade of the model, with when it reaches the engine (its time plus a delivery delay). */
export type ModelTrade = TradeEvent & { deliverAt: number };

/** A 32-bit integer hash of two integers (murmur3 finaliser over a combined key). */
export function hash2(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a of a string, for price keys. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const unit = (a: number, b: number) => hash2(a, b) / 4294967296;

/** Smooth value noise in [-1, 1] at position x (lattice values by hash, smoothstep between them). */
export function valueNoise(seed: number, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const a = unit(seed, i) * 2 - 1;
  const b = unit(seed, i + 1) * 2 - 1;
  return a + (b - a) * f * f * (3 - 2 * f);
}

/**
 * A Poisson deviate by multiplying uniforms (Knuth). e^{-mean} underflows past ~700, so large means are
 * drawn as sums of parts of at most 500 (a sum of Poisson variables is Poisson).
 */
function poisson(mean: number, random: () => number): number {
  if (mean > 500) return poisson(500, random) + poisson(mean - 500, random);
  const limit = Math.exp(-mean);
  let n = 0;
  let product = random();
  while (product > limit) {
    n += 1;
    product *= random();
  }
  return n;
}

function gaussian(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const hex = (n: number, width: number) => (n >>> 0).toString(16).padStart(width, "0").slice(-width);

export const isPegged = (pair: Pick<ModelPair, "priceKey">) => pair.priceKey?.startsWith("peg:") === true;

/** The path key of a pair: its price key, or the pair itself when it has none. */
const keyOf = (pair: ModelPair) => pair.priceKey ?? `pair:${pair.id}`;

export function createDemoModel(seed: number) {
  const keySeeds = new Map<string, number>();
  const keySeed = (key: string) => {
    let value = keySeeds.get(key);
    if (value === undefined) {
      value = hash2(seed, hashText(key));
      keySeeds.set(key, value);
    }
    return value;
  };
  const pairSeed = (pair: ModelPair, salt: number) => hash2(seed ^ salt, pair.id);

  /** The key's path in [-A, A]. */
  function path(key: string, time: number): number {
    const base = keySeed(key);
    let sum = 0;
    for (let k = 0; k < PERIODS.length; k++)
      sum += AMPLITUDES[k] * valueNoise(base + 101 + k, time / PERIODS[k]);
    return sum;
  }

  /** The pair's quoted price at a time, before any trade's impact. */
  function price(pair: ModelPair, time: number): number {
    const pegged = isPegged(pair);
    const p = path(keyOf(pair), time);
    const base = pegged
      ? pair.refPrice * (1 + (PEG_BAND * p) / AMPLITUDE_SUM)
      : pair.refPrice * Math.exp(pair.volatility * p);
    const band = pegged ? VENUE_BAND.pegged : VENUE_BAND.free;
    return base * (1 + band * valueNoise(pairSeed(pair, 3), time / (20 * MINUTE)));
  }

  const busy = (pair: ModelPair, time: number) =>
    Math.exp(1.1 * valueNoise(pairSeed(pair, 7), time / (40 * MINUTE)));
  const typicalValue = (pair: ModelPair) => Math.min(25_000, Math.max(40, pair.liquidity * 2e-5));

  /** The trades of one pair in one minute, in time order, each with its delivery time. */
  function minute(pair: ModelPair, index: number): ModelTrade[] {
    const start = index * MINUTE;
    const random = mulberry32(hash2(pairSeed(pair, 13), index));
    const count = poisson(pair.activity * busy(pair, start), random);
    if (count === 0) return [];
    const times = Array.from({ length: count }, () => start + Math.floor(random() * MINUTE)).sort(
      (a, b) => a - b,
    );
    const trend = price(pair, start + MINUTE) / price(pair, start) - 1;
    const typical = typicalValue(pair);
    const traders = Math.min(20_000, Math.max(20, Math.round(pair.activity * 1440 * 0.3)));
    const maxImpact = isPegged(pair) ? MAX_IMPACT.pegged : MAX_IMPACT.free;
    return times.map((time, i) => {
      const side: "buy" | "sell" = random() < 0.5 + 0.2 * Math.sign(trend) ? "buy" : "sell";
      const value = Math.min(500_000, Math.max(5, typical * Math.exp(TRADE_VALUE_SIGMA * gaussian(random))));
      const impact = (side === "buy" ? 1 : -1) * Math.min(maxImpact, value / Math.max(pair.liquidity, 1));
      const tradePrice = price(pair, time) * (1 + impact);
      const trader = Math.floor(traders * random() ** 2);
      const tag = hash2(hash2(pair.id, index), i);
      return {
        pairId: pair.id,
        time,
        side,
        price: tradePrice,
        amount: value / tradePrice,
        value,
        trader: `0x${"de".repeat(2)}${"0".repeat(20)}${hex(pair.id, 8)}${hex(trader, 8)}`,
        // A simulated trade has no transaction; its own id says it is the model's.
        txHash: null,
        tradeId: `demo:${hex(tag, 8)}${hex(index, 8)}`,
        deliverAt: time + Math.floor(random() * DEMO_MAX_LATENCY_MS),
      };
    });
  }

  /** All trades of a pair with from <= time < to, in time order. */
  function history(pair: ModelPair, from: number, to: number): ModelTrade[] {
    const out: ModelTrade[] = [];
    for (let m = Math.floor(from / MINUTE); m * MINUTE < to; m++) {
      for (const trade of minute(pair, m)) if (trade.time >= from && trade.time < to) out.push(trade);
    }
    return out;
  }

  /**
   * The candle of [from, to) as the model expects it, without drawing each trade: the price path sampled at
   * (at most) 24 points for open, high, low and close, the trade count a Poisson draw over the bucket's
   * activity, and the volume the sum of that many trade values (at most 64 drawn, the rest scaled). Used for
   * history older than the replayed window (docs/market-simulation.md); undefined when no trade falls in it.
   */
  function candle(pair: ModelPair, from: number, to: number, interval: number): CandleFigures | undefined {
    const step = Math.max(MINUTE, Math.floor((to - from) / 24));
    const random = mulberry32(hash2(hash2(pairSeed(pair, 17), interval), Math.floor(from / MINUTE)));
    let activity = 0;
    const open = price(pair, from);
    let high = open;
    let low = open;
    let close = open;
    for (let t = from; t < to; t += step) {
      const span = Math.min(step, to - t) / MINUTE;
      activity += pair.activity * busy(pair, t) * span;
      close = price(pair, Math.min(t + step, to) - 1);
      high = Math.max(high, close);
      low = Math.min(low, close);
    }
    const trades = poisson(activity, random);
    if (trades === 0) return undefined;
    const drawn = Math.min(trades, 64);
    const typical = typicalValue(pair);
    let sum = 0;
    for (let i = 0; i < drawn; i++) {
      sum += Math.min(500_000, Math.max(5, typical * Math.exp(TRADE_VALUE_SIGMA * gaussian(random))));
    }
    const impact = isPegged(pair) ? MAX_IMPACT.pegged : MAX_IMPACT.free;
    return {
      time: from,
      open,
      high: high * (1 + impact / 2),
      low: low * (1 - impact / 2),
      close,
      volume: (sum * trades) / drawn,
      trades,
    };
  }

  return { price, minute, history, candle };
}

export type DemoModel = ReturnType<typeof createDemoModel>;
