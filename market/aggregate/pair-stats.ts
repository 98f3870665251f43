import { STAT_WINDOWS, type StatWindow } from "../../lib/realtime/protocol.ts";
import type { TradeEvent } from "../types.ts";

const MINUTE = 60_000;
const PRUNE_EVERY_MS = 10 * MINUTE;

type Bucket = {
  start: number;
  open: number;
  openAt: number;
  buyVolume: number;
  sellVolume: number;
  buys: number;
  sells: number;
  /** Traders whose latest buy (sell) falls in this bucket: a window's sum over its buckets counts each once. */
  buyers: number;
  sellers: number;
};

/** A ring of time buckets of a fixed width; a bucket is reused once its slot comes round again. */
class Ring {
  private readonly buckets: (Bucket | undefined)[];
  readonly width: number;
  readonly size: number;
  constructor(width: number, size: number) {
    this.width = width;
    this.size = size;
    this.buckets = new Array(size);
  }

  bucket(time: number, newest: number): Bucket | undefined {
    const start = Math.floor(time / this.width) * this.width;
    if (start <= newest - this.width * this.size) return undefined;
    const slot = Math.floor(start / this.width) % this.size;
    let bucket = this.buckets[slot];
    if (!bucket || bucket.start !== start) {
      bucket = {
        start,
        open: 0,
        openAt: Number.POSITIVE_INFINITY,
        buyVolume: 0,
        sellVolume: 0,
        buys: 0,
        sells: 0,
        buyers: 0,
        sellers: 0,
      };
      this.buckets[slot] = bucket;
    }
    return bucket;
  }

  /** The bucket holding `time` if its slot still holds it (never creates one). */
  existing(time: number): Bucket | undefined {
    const start = Math.floor(time / this.width) * this.width;
    const bucket = this.buckets[Math.floor(start / this.width) % this.size];
    return bucket?.start === start ? bucket : undefined;
  }

  /** Buckets whose start is at or after `from` (oldest first), walking the slots after the newest one. */
  since(from: number, newest: number): Bucket[] {
    const out: Bucket[] = [];
    const newestSlot = Math.floor(newest / this.width) % this.size;
    for (let k = 1; k <= this.size; k++) {
      const bucket = this.buckets[(newestSlot + k) % this.size];
      if (bucket && bucket.start >= from && bucket.start <= newest) out.push(bucket);
    }
    return out;
  }
}

export type WindowStats = {
  interval: StatWindow;
  open: number;
  price: number;
  change: number;
  buys: number;
  sells: number;
  buyers: number;
  sellers: number;
  buyVolume: number;
  sellVolume: number;
};

/**
 * Trade statistics of one pair over sliding windows of 5 min, 1 h, 6 h and 24 h ending now. Windows are made
 * of whole buckets: 1-minute buckets for 5 min and 1 h, 5-minute buckets for 6 h and 24 h, so a window
 * covers its length rounded up to the bucket (the current partial bucket included). Buyers and sellers are
 * distinct addresses: each trader's last buy and last sell time is kept, and each bucket counts the traders
 * whose last buy (sell) falls in it, so a window's buyers are the sum over its buckets like its volumes.
 * The change compares the last price with the open of the window's first bucket that traded.
 */
export class PairStats {
  private readonly minutes = new Ring(MINUTE, 61);
  private readonly fives = new Ring(5 * MINUTE, 289);
  private readonly rings = [this.minutes, this.fives];
  private readonly lastBuy = new Map<string, number>();
  private readonly lastSell = new Map<string, number>();
  newest = 0;
  price = 0;
  private prunedAt = Number.NEGATIVE_INFINITY;
  priceAt = Number.NEGATIVE_INFINITY;

  add(trade: TradeEvent): void {
    if (trade.time > this.newest) this.newest = trade.time;
    if (trade.time >= this.priceAt) {
      this.priceAt = trade.time;
      this.price = trade.price;
    }
    const buy = trade.side === "buy";
    const traders = buy ? this.lastBuy : this.lastSell;
    // Exchange trades carry no trader address: they count as trades, not as buyers or sellers.
    const previous = trade.trader === "" ? undefined : traders.get(trade.trader);
    const newLast = trade.trader !== "" && (previous === undefined || previous < trade.time);
    if (newLast) traders.set(trade.trader, trade.time);
    for (const ring of this.rings) {
      const bucket = ring.bucket(trade.time, this.newest);
      if (newLast) {
        const before = previous === undefined ? undefined : ring.existing(previous);
        if (before) before[buy ? "buyers" : "sellers"] -= 1;
        if (bucket) bucket[buy ? "buyers" : "sellers"] += 1;
      }
      if (!bucket) continue;
      if (trade.time < bucket.openAt) {
        bucket.openAt = trade.time;
        bucket.open = trade.price;
      }
      if (buy) {
        bucket.buys += 1;
        bucket.buyVolume += trade.value;
      } else {
        bucket.sells += 1;
        bucket.sellVolume += trade.value;
      }
    }
  }

  /** The figures of one window at time `now`. */
  window(interval: StatWindow, now: number): WindowStats {
    return this.all(now)[STAT_WINDOWS.indexOf(interval)];
  }

  /** Trade counts, traders, volumes and price change of a window, summed over its buckets. */
  private sums(interval: StatWindow, now: number): WindowStats {
    const ring = interval <= 60 ? this.minutes : this.fives;
    const newest = Math.max(now, this.newest);
    const currentStart = Math.floor(newest / ring.width) * ring.width;
    const from = currentStart - (Math.ceil((interval * MINUTE) / ring.width) - 1) * ring.width;
    const stats: WindowStats = {
      interval,
      open: this.price,
      price: this.price,
      change: 0,
      buys: 0,
      sells: 0,
      buyers: 0,
      sellers: 0,
      buyVolume: 0,
      sellVolume: 0,
    };
    let opened = false;
    for (const bucket of ring.since(from, newest)) {
      if (!opened && bucket.buys + bucket.sells > 0) {
        stats.open = bucket.open;
        opened = true;
      }
      stats.buys += bucket.buys;
      stats.sells += bucket.sells;
      stats.buyVolume += bucket.buyVolume;
      stats.sellVolume += bucket.sellVolume;
      stats.buyers += bucket.buyers;
      stats.sellers += bucket.sellers;
    }
    stats.change = stats.open > 0 ? ((stats.price - stats.open) / stats.open) * 100 : 0;
    return stats;
  }

  /**
   * Daily volatility (fraction) of the last 24 h: the standard deviation of log returns between the opens
   * of consecutive traded 5-minute buckets, scaled by √288. 0 with fewer than three returns.
   */
  volatility(now: number): number {
    const newest = Math.max(now, this.newest);
    const opens = this.fives
      .since(newest - 1440 * MINUTE, newest)
      .filter((b) => b.buys + b.sells > 0 && b.open > 0)
      .map((b) => b.open);
    if (opens.length < 4) return 0;
    const returns = opens.slice(1).map((open, i) => Math.log(open / opens[i]));
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
    const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1);
    return Math.sqrt(variance * 288);
  }

  /** All four windows at `now`; traders not seen for more than a day are forgotten, at most every 10 minutes. */
  all(now: number): WindowStats[] {
    const newest = Math.max(now, this.newest);
    if (newest - this.prunedAt >= PRUNE_EVERY_MS) {
      const horizon = newest - 1440 * MINUTE - 5 * MINUTE;
      for (const map of [this.lastBuy, this.lastSell]) {
        for (const [trader, at] of map) if (at < horizon) map.delete(trader);
      }
      this.prunedAt = newest;
    }
    return STAT_WINDOWS.map((w) => this.sums(w, now));
  }
}
