import { mulberry32 } from "../../lib/random.ts";
import type { MarketProvider, PairRecord, TradeEvent } from "../types.ts";

/**
 * The demo market: a deterministic simulator. Every figure is a pure function of (seed, pair, minute), so the
 * same seed replays the same trades, history can be rebuilt for any past window, and live trading continues
 * exactly where the history ends.
 *
 * Price: log p(t) = log ref + σ·Σ aₖ·noiseₖ(t / periodₖ), smooth value noise at 4 min … 5 days, so the daily
 * move is about the pair's volatility σ and the price stays near its reference.
 * Activity: trades per minute are Poisson with mean rate·weight·busy(t), where busy(t) = e^{1.1·noise(t/40 min)}
 * gives quiet and busy periods; the pair's weight is its share of volume^0.75 (set with the pair).
 * Each trade: uniform time within the minute, buy probability 0.5 ± 0.2 with the short-term trend, value
 * log-normal (σ 1.2) around 0.002 % of pool liquidity ($40–$15,000), a trader from a pool of about 30 % of the
 * pair's daily trade count (20–20,000; a few very active ones),
 * and delivery 0–2.5 s after its time (so some trades arrive late, across bucket edges).
 */

const MINUTE = 60_000;
const PERIODS = [4, 30, 180, 1440, 7200].map((m) => m * MINUTE);
const AMPLITUDES = [0.06, 0.15, 0.35, 0.6, 0.8];
export const DEMO_MAX_LATENCY_MS = 2500;

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

const hex = (n: number, width: number) => (n >>> 0).toString(16).padStart(width, "0").slice(-width);

export type DemoOptions = {
  seed: number;
  /**
   * Trades per second over all pairs together, before the busy/quiet modulation (which averages about
   * 1.16, so the long-run rate is about 16 % higher).
   */
  rate: number;
  /** Tick of the live feed in ms. */
  tickMs?: number;
  now?: () => number;
};

export function createDemoModel(pairs: readonly PairRecord[], options: Pick<DemoOptions, "seed" | "rate">) {
  const totalWeight = pairs.reduce((sum, p) => sum + Math.max(p.activity, 1), 0) || 1;
  const perMinute = new Map(
    pairs.map((p) => [p.id, (options.rate * 60 * Math.max(p.activity, 1)) / totalWeight] as const),
  );
  const seedOf = (pair: PairRecord, salt: number) => hash2(options.seed ^ salt, pair.id);

  function price(pair: PairRecord, time: number): number {
    let sum = 0;
    for (let k = 0; k < PERIODS.length; k++) {
      sum += AMPLITUDES[k] * valueNoise(seedOf(pair, 101 + k), time / PERIODS[k]);
    }
    return pair.refPrice * Math.exp(pair.volatility * sum);
  }

  /** The trades of one pair in one minute, in time order, each with its delivery time. */
  function minute(pair: PairRecord, index: number): (TradeEvent & { deliverAt: number })[] {
    const start = index * MINUTE;
    const busy = Math.exp(1.1 * valueNoise(seedOf(pair, 7), start / (40 * MINUTE)));
    const random = mulberry32(hash2(seedOf(pair, 13), index));
    const count = poisson((perMinute.get(pair.id) ?? 0) * busy, random);
    const times = Array.from({ length: count }, () => start + Math.floor(random() * MINUTE)).sort(
      (a, b) => a - b,
    );
    const trend = price(pair, start + MINUTE) / price(pair, start) - 1;
    const typicalValue = Math.min(15_000, Math.max(40, pair.liquidity * 2e-5));
    const traders = Math.min(20_000, Math.max(20, Math.round((perMinute.get(pair.id) ?? 0) * 1440 * 0.3)));
    return times.map((time, i) => {
      const side: "buy" | "sell" = random() < 0.5 + 0.2 * Math.sign(trend) ? "buy" : "sell";
      const u1 = 1 - random();
      const gaussian = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * random());
      const value = Math.min(500_000, Math.max(5, typicalValue * Math.exp(1.2 * gaussian)));
      const impact = (side === "buy" ? 1 : -1) * Math.min(0.01, value / Math.max(pair.liquidity, 1));
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
        txHash: `0x${hex(tag, 8).repeat(7)}${hex(index, 8)}`,
        deliverAt: time + Math.floor(random() * DEMO_MAX_LATENCY_MS),
      };
    });
  }

  /** All trades of a pair with from <= time < to, in time order. */
  function history(pair: PairRecord, from: number, to: number): TradeEvent[] {
    const out: TradeEvent[] = [];
    for (let m = Math.floor(from / MINUTE); m * MINUTE < to; m++) {
      for (const { deliverAt: _deliverAt, ...trade } of minute(pair, m)) {
        if (trade.time >= from && trade.time < to) out.push(trade);
      }
    }
    return out;
  }

  return { price, minute, history };
}

/** The demo provider: emits, every tick, the trades whose delivery time has come. */
export function createDemoProvider(options: DemoOptions): MarketProvider {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setInterval> | undefined;
  let model: ReturnType<typeof createDemoModel> | undefined;
  let pairList: readonly PairRecord[] = [];
  const minutes = new Map<number, (TradeEvent & { deliverAt: number })[]>();

  const ready = () => {
    if (!model) throw new Error("demo provider: open(pairs) first");
    return model;
  };
  /** Every pair's trades of minute m, generated once and kept while they can still be delivered. */
  const tradesOfMinute = (m: number) => {
    let list = minutes.get(m);
    if (!list) {
      const current = ready();
      list = pairList.flatMap((pair) => current.minute(pair, m));
      minutes.set(m, list);
    }
    return list;
  };

  return {
    source: "demo",
    label: "demo",
    maxLatencyMs: DEMO_MAX_LATENCY_MS,
    open(pairs) {
      pairList = pairs;
      model = createDemoModel(pairs, options);
      minutes.clear();
    },
    start(emit, from) {
      let last = Math.min(now(), from) - 1;
      timer = setInterval(() => {
        const at = now();
        const first = Math.floor((last - DEMO_MAX_LATENCY_MS) / MINUTE);
        for (const m of minutes.keys()) if (m < first) minutes.delete(m);
        const batch: TradeEvent[] = [];
        for (let m = first; m * MINUTE <= at; m++) {
          for (const { deliverAt, ...trade } of tradesOfMinute(m)) {
            if (deliverAt > last && deliverAt <= at && trade.time >= from) batch.push(trade);
          }
        }
        last = at;
        if (batch.length) emit(batch);
      }, options.tickMs ?? 250);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    history: (pair, from, to) => ready().history(pair, from, to),
    priceAt: (pair, time) => ready().price(pair, time),
  };
}
