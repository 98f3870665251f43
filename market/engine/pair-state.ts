import { priceText, toPlainDecimal, usdText } from "../../lib/decimal.ts";
import type { Candle, Trade } from "../../lib/realtime/payloads.ts";
import type { CandleInterval } from "../../lib/realtime/protocol.ts";
import { CandleBook, type CandleState } from "../aggregate/candles.ts";
import { PairStats } from "../aggregate/pair-stats.ts";
import type { PairRecord, PoolReserves, TradeEvent } from "../types.ts";

const RECENT_TRADES = 50;

export type SequencedTrade = TradeEvent & { seq: number };

export function wireTrade(trade: SequencedTrade): Trade {
  return {
    id: `${trade.pairId}-${trade.seq}`,
    time: trade.time,
    side: trade.side,
    price: priceText(trade.price),
    amount: toPlainDecimal(trade.amount, 10),
    value: usdText(trade.value),
    trader: trade.trader,
    txHash: trade.txHash,
    tradeId: trade.tradeId ?? null,
  };
}

export function wireCandle(candle: CandleState): Candle {
  return {
    time: candle.time,
    open: priceText(candle.open),
    high: priceText(candle.high),
    low: priceText(candle.low),
    close: priceText(candle.close),
    volume: usdText(candle.volume),
    trades: candle.trades,
  };
}

/**
 * Everything the engine keeps for one pair: candles, window statistics, the latest trades, and what changed
 * since the last publication and the last flush.
 */
export class PairState {
  readonly book = new CandleBook();
  readonly stats = new PairStats();
  /** Newest first, by trade time. */
  recent: SequencedTrade[] = [];
  /** Trades since the last publication, in arrival order. */
  fresh: SequencedTrade[] = [];
  /** Trades not yet stored. */
  pending: SequencedTrade[] = [];
  /** Candles changed since the last publication, by interval and bucket. */
  readonly changedCandles = new Map<string, { interval: CandleInterval; candle: CandleState }>();
  touched = false;
  /** The pool's reserves as its provider reads them; without them the demo model's pool stands in. */
  reserves: Omit<PoolReserves, "pairId"> | undefined;
  private lastTime = 0;
  private sameTime = 0;

  readonly pair: PairRecord;
  constructor(pair: PairRecord) {
    this.pair = pair;
  }

  /**
   * A trade's sequence number orders trades by time: time·100 plus its rank among trades of the same
   * millisecond, so replays number trades the same way.
   */
  private sequence(time: number): number {
    if (time === this.lastTime) this.sameTime = Math.min(this.sameTime + 1, 99);
    else {
      this.lastTime = time;
      this.sameTime = 0;
    }
    return time * 100 + this.sameTime;
  }

  /**
   * Takes one trade. `keepDelta` decides, per candle bucket, whether the trade goes into the deltas that
   * are written to the database (replays skip buckets already stored).
   */
  add(
    event: TradeEvent,
    options: { live: boolean; keepDelta?: (interval: number, time: number) => boolean },
  ) {
    const trade: SequencedTrade = { ...event, seq: event.seq ?? this.sequence(event.time) };
    this.stats.add(trade);
    for (const { interval, candle } of this.book.add(trade, options.keepDelta)) {
      this.changedCandles.set(`${interval}:${candle.time}`, { interval, candle });
    }
    this.remember(trade);
    if (options.live) {
      this.fresh.push(trade);
      this.pending.push(trade);
    }
    this.touched = true;
  }

  private remember(trade: SequencedTrade) {
    const recent = this.recent;
    let at = 0;
    while (at < recent.length && recent[at].time > trade.time) at++;
    if (at >= RECENT_TRADES) return;
    recent.splice(at, 0, trade);
    if (recent.length > RECENT_TRADES) recent.pop();
  }

  /**
   * Price now, and the figures derived from it: liquidity from the pool's reserves when the provider reads them,
   * else from the demo model's constant-product pool (its stored liquidity at the reference price). `mark` is
   * the pool's price between trades when the provider knows it (the demo model: arbitrage keeps every pool of
   * an asset at the asset's price, docs/market-simulation.md); otherwise the last trade's price stands.
   */
  figures(mark?: number) {
    const price = mark || this.stats.price || this.reserves?.spotPrice || this.pair.refPrice;
    const { reserveBase, reserveQuote } = this.reserves ?? this.modelledReserves(price);
    return {
      price,
      // A pool is worth its reserves at its own price, which a trade's price (with fee and impact) is not.
      liquidity: reserveBase * (this.reserves?.spotPrice || price) + reserveQuote,
      reserveQuote,
      reserveBase,
      marketCap: this.pair.circulating * price,
      fdv: this.pair.totalSupply * price,
    };
  }

  private modelledReserves(price: number) {
    const { liquidity, refPrice } = this.pair;
    const now = refPrice > 0 && price > 0 ? liquidity * Math.sqrt(price / refPrice) : 0;
    return { reserveQuote: now / 2, reserveBase: now > 0 ? now / 2 / price : 0 };
  }
}
