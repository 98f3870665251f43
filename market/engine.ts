import { setImmediate as yieldToLoop } from "node:timers/promises";
import type { Db } from "../db/client.ts";
import { aiScore } from "../domain/market/ai-score.ts";
import { candleFor } from "../domain/market/history.ts";
import {
  beginReplayedHistory,
  type CandleRecord,
  type ChainScope,
  insertTrades,
  loadPairs,
  loadTrades,
  markPersisted,
  type PairStatsRecord,
  pruneTrades,
  retractTrades,
  type TradeRecord,
  updateTokenStats,
  writeCandles,
} from "../domain/market/store.ts";
import { priceText, usdText } from "../lib/decimal.ts";
import type {
  OhlcsSnapshot,
  OhlcsUpdate,
  PairInfoPayload,
  PricePayload,
  TokenInfoPayload,
} from "../lib/realtime/payloads.ts";
import { DIRECTIONS, endpointOf, type SubscriptionBody } from "../lib/realtime/protocol.ts";
import type { Log } from "../platform/log.ts";
import { bucketStart, type CandleState } from "./aggregate/candles.ts";
import type { WindowStats } from "./aggregate/pair-stats.ts";
import { PairState, type SequencedTrade, wireCandle, wireTrade } from "./pair-state.ts";
import type { EngineControl, MarketProvider, Publication, TradeEvent } from "./types.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Hours of rebuilt candles per interval: 2 h of 1-minute and 8 h of 5-minute candles, a day of the rest. */
const BACKFILL_HOURS: Record<number, number> = { 1: 2, 5: 8 };

export type EngineOptions = {
  db: Db;
  provider: MarketProvider;
  publish: (batch: Publication[]) => Promise<void>;
  /**
   * Subscribes to the bus coming back after a lost connection (returns the unsubscribe): the engine then
   * publishes every pair's full state again, since a restarted bus has lost the snapshots of quiet channels.
   */
  reconnects?: (listener: () => void) => () => void;
  shard?: number;
  shards?: number;
  /** The chains whose pairs this engine runs (all by default). */
  chains?: ChainScope;
  /** Trades kept while the database cannot take them (MAX_UNFLUSHED_TRADES by default). */
  maxUnflushedTrades?: number;
  /** Hours of history a replaying provider rebuilds at start (stats need 24). */
  historyHours?: number;
  tickMs?: number;
  flushMs?: number;
  statsMs?: number;
  now?: () => number;
  log?: Log;
};

export type EngineCounters = {
  trades: number;
  publications: number;
  flushes: number;
  warmupMs: number;
  /** Trades never stored: the oldest, once MAX_UNFLUSHED_TRADES waited for the database. */
  droppedTrades: number;
};

/**
 * Trades kept in memory while the database cannot take them (docs/decisions/015-dependency-faults.md): about
 * 100 MB at ~500 bytes a trade; over four hours of the demo market at its default 12 trades a second.
 */
export const MAX_UNFLUSHED_TRADES = 200_000;

/**
 * The market engine of one shard: takes trades from a provider, keeps candles and statistics per pair,
 * publishes what changed every tick, stores trades and candle deltas in batches, and refreshes the token
 * figures the lists sort by.
 */
export function createEngine(options: EngineOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const states = new Map<number, PairState>();
  const seqs = new Map<string, number>();
  const counters: EngineCounters = { trades: 0, publications: 0, flushes: 0, warmupMs: 0, droppedTrades: 0 };
  const timers: ReturnType<typeof setInterval>[] = [];
  let seqBase = 0;
  /** Flushes and retractions, one after the other: a retraction must not interleave with a flush. */
  let storing: Promise<void> = Promise.resolve();
  let lastPersistMark = 0;
  let lastPrune = 0;
  let unsubscribeReconnects: (() => void) | undefined;

  /** The time the figures are current to: the provider's, when it can fall behind its source. */
  const asOf = () => options.provider.asOf?.() ?? now();
  const exclusive = (task: () => Promise<void>) => {
    const run = storing.then(task, task);
    storing = run.catch(() => {});
    return run;
  };

  const nextSeq = (endpoint: string) => {
    const seq = (seqs.get(endpoint) ?? seqBase) + 1;
    seqs.set(endpoint, seq);
    return seq;
  };
  const pub = (out: Publication[], body: SubscriptionBody, update: unknown, snapshot: unknown = update) => {
    const endpoint = endpointOf(body);
    out.push({ endpoint, seq: nextSeq(endpoint), update, snapshot });
  };

  function ingest(trades: readonly TradeEvent[]) {
    for (const trade of trades) {
      const state = states.get(trade.pairId);
      if (!state) continue;
      state.add(trade, { live: true });
      counters.trades += 1;
    }
  }

  function ohlcs(out: Publication[], state: PairState, interval: number, candle: CandleState) {
    const { pair } = state;
    const previous = state.book.previous.get(interval as never);
    const latest = previous && previous.time < candle.time ? [previous, candle] : [candle];
    for (const direction of DIRECTIONS) {
      const shown = (c: CandleState) => candleFor(wireCandle(c), direction);
      const update: OhlcsUpdate = { interval: interval as never, direction, candle: shown(candle) };
      const snapshot: OhlcsSnapshot = { interval: interval as never, direction, candles: latest.map(shown) };
      pub(
        out,
        { topic: "OHLCS", address: pair.address, chainId: pair.chainId, interval, direction },
        update,
        snapshot,
      );
    }
  }

  /** The publications of one pair: what changed since the last tick, or everything with `full`. */
  function publicationsOf(state: PairState, at: number, full: boolean): Publication[] {
    const out: Publication[] = [];
    const { pair } = state;
    const pairAddress = { address: pair.address, chainId: pair.chainId };
    const tokenAddress = { address: pair.tokenAddress, chainId: pair.chainId };
    if (state.fresh.length > 0 || full) {
      const recent = state.recent.map(wireTrade);
      // A full publication sends the whole recent list as the update too, for subscribers still waiting for data.
      const fresh = full ? recent : [...state.fresh].sort((a, b) => b.time - a.time).map(wireTrade);
      pub(out, { topic: "TRADE", ...pairAddress }, { trades: fresh }, { trades: recent });
    }
    const candles = full
      ? [...state.book.current].map(([interval, candle]) => ({ interval, candle }))
      : [...state.changedCandles.values()].sort((a, b) => a.candle.time - b.candle.time);
    for (const { interval, candle } of candles) ohlcs(out, state, interval, candle);

    const windows = state.stats.all(at);
    for (const w of windows) {
      pub(
        out,
        { topic: "PRICE_CHANGE", ...pairAddress, interval: w.interval },
        {
          interval: w.interval,
          open: priceText(w.open),
          price: priceText(w.price),
          change: round2(w.change),
        },
      );
      pub(
        out,
        { topic: "TRADE_STATISTIC", ...pairAddress, interval: w.interval },
        {
          interval: w.interval,
          buys: w.buys,
          sells: w.sells,
          buyers: w.buyers,
          sellers: w.sellers,
          buyVolume: usdText(w.buyVolume),
          sellVolume: usdText(w.sellVolume),
          volume: usdText(w.buyVolume + w.sellVolume),
        },
      );
    }
    const token = tokenFigures(state, at, windows);
    const f = token.figures;
    const info: PairInfoPayload = {
      price: token.price,
      liquidity: usdText(f.liquidity),
      reserveBase: priceText(f.reserveBase),
      reserveQuote: usdText(f.reserveQuote),
      fdv: usdText(f.fdv),
      marketCap: usdText(f.marketCap),
      baseSymbol: pair.baseSymbol,
      quoteSymbol: pair.quoteSymbol,
      dex: pair.dex,
      source: options.provider.label,
      updatedAt: asOf(),
    };
    pub(out, { topic: "PAIR_INFO", ...pairAddress }, info);
    const price: PricePayload = {
      price: token.price,
      change24h: token.change24h,
      source: options.provider.label,
      updatedAt: info.updatedAt,
    };
    pub(out, { topic: "PRICE", ...tokenAddress }, price);
    const tokenInfo: TokenInfoPayload = {
      price: token.price,
      change1h: token.change1h,
      change24h: token.change24h,
      volume24: token.volume24,
      liquidity: info.liquidity,
      marketCap: info.marketCap,
      fdv: info.fdv,
      aiScore: token.aiScore,
      source: options.provider.label,
      updatedAt: info.updatedAt,
    };
    pub(out, { topic: "TOKEN_INFO", ...tokenAddress }, tokenInfo);
    state.fresh = [];
    state.changedCandles.clear();
    state.touched = false;
    return out;
  }

  /** The pool's price between trades, when the provider can tell it (docs/market-simulation.md). */
  const markOf = (state: PairState, at: number) => options.provider.priceAt?.(state.pair, at);

  /**
   * The token-level figures of a pair's windows (computed here when not given). With a mark price the changes
   * are the mark's over the window, so price and change agree; otherwise they are the trades' own.
   */
  function tokenFigures(state: PairState, at: number, windows: WindowStats[] = state.stats.all(at)) {
    const [, w1h, w6h, w24h] = windows;
    const mark = markOf(state, at);
    const f = state.figures(mark);
    const since = (window: WindowStats, ms: number) => {
      const then = mark === undefined ? undefined : options.provider.priceAt?.(state.pair, at - ms);
      return then ? (f.price / then - 1) * 100 : window.change;
    };
    const change1h = since(w1h, HOUR);
    const change6h = since(w6h, 6 * HOUR);
    const change24h = since(w24h, DAY);
    const volume24 = w24h.buyVolume + w24h.sellVolume;
    return {
      figures: f,
      price: priceText(f.price),
      change1h: round2(change1h),
      change24h: round2(change24h),
      volume24: usdText(volume24),
      aiScore: aiScore({
        change1h,
        change6h,
        change24h,
        volume6h: w6h.buyVolume + w6h.sellVolume,
        volume24h: volume24,
        liquidity: f.liquidity,
        volatility: state.stats.volatility(at),
      }),
      trades24: w24h.buys + w24h.sells,
      popularity: w24h.buyers + w24h.sellers + (w24h.buys + w24h.sells) / 10,
    };
  }

  async function publishTouched(full = false) {
    const at = now();
    const out: Publication[] = [];
    for (const state of states.values()) {
      if (full || state.touched) out.push(...publicationsOf(state, at, full));
    }
    if (out.length === 0) return;
    counters.publications += out.length;
    await options.publish(out);
  }

  /**
   * Stores the trades and candle deltas taken since the last flush, with the provider's checkpoint and `also`
   * (a retraction) in the same transaction.
   */
  async function flush(also?: (tx: Pick<Db, "execute">) => Promise<void>) {
    const at = now();
    const taken = [...states.values()].map((state) => {
      const batch = { state, trades: state.pending, deltas: state.book.takeDeltas() };
      state.pending = [];
      return batch;
    });
    const trades: TradeRecord[] = [];
    const candles: CandleRecord[] = [];
    for (const { state, trades: pending, deltas } of taken) {
      for (const t of pending) trades.push(tradeRecord(t));
      for (const { interval, candle } of deltas) candles.push(candleRecord(state.pair.id, interval, candle));
    }
    const checkpoint = options.provider.checkpoint?.();
    try {
      await options.db.transaction(async (tx) => {
        await insertTrades(tx, trades);
        await writeCandles(tx, candles, "merge");
        await also?.(tx);
        await checkpoint?.(tx);
      });
    } catch (error) {
      // The database is away (or the batch failed): the batch goes back to be written with the next flush.
      for (const { state, trades: pending, deltas } of taken) {
        state.pending = pending.concat(state.pending);
        state.book.restoreDeltas(deltas);
      }
      boundUnflushed();
      throw error;
    }
    counters.flushes += 1;
    if (at - lastPersistMark >= MINUTE) {
      lastPersistMark = at;
      await markPersisted(options.db, [...states.keys()], at - options.provider.maxLatencyMs, at);
    }
    if (at - lastPrune >= 10 * MINUTE) {
      lastPrune = at;
      await pruneTrades(options.db, at - 48 * HOUR);
    }
  }

  /**
   * Keeps at most `maxUnflushedTrades` trades waiting for the database, dropping each pair's oldest first. Only
   * trade rows go: the candle deltas stay whole, so the stored candles lose nothing.
   */
  function boundUnflushed() {
    const max = options.maxUnflushedTrades ?? MAX_UNFLUSHED_TRADES;
    let total = 0;
    for (const state of states.values()) total += state.pending.length;
    if (total <= max) return;
    const share = (total - max) / total;
    let dropped = 0;
    for (const state of states.values()) {
      const drop = Math.ceil(state.pending.length * share);
      state.pending = state.pending.slice(drop);
      dropped += drop;
    }
    counters.droppedTrades += dropped;
    log({ dropped, kept: total - dropped }, "market trades dropped while the database is away");
  }

  async function writeStats() {
    const at = now();
    const records: PairStatsRecord[] = [];
    const changeSince = (state: PairState, price: number, ms: number) => {
      const then = options.provider.priceAt?.(state.pair, at - ms);
      return then ? round2((price / then - 1) * 100) : null;
    };
    for (const state of states.values()) {
      // Exchange markets have no catalogue token to rank.
      if (state.pair.tokenId === null) continue;
      const token = tokenFigures(state, at);
      const f = token.figures;
      // A pair without a price yet says nothing of its token.
      if (!(f.price > 0)) continue;
      // A pool's mark moves without trades: its channels are published again with the next tick.
      if (markOf(state, at) !== undefined) state.touched = true;
      records.push({
        pair_id: state.pair.id,
        token_id: state.pair.tokenId,
        price: token.price,
        change_1h: token.change1h,
        change_24h: token.change24h,
        change_7d: changeSince(state, f.price, 7 * DAY),
        change_30d: changeSince(state, f.price, 30 * DAY),
        volume_24h: token.volume24,
        trades_24h: token.trades24,
        liquidity: usdText(f.liquidity),
        popularity: token.popularity,
        ai_score: token.aiScore,
        source: options.provider.label,
      });
    }
    await updateTokenStats(options.db, records, asOf());
  }

  /**
   * Rebuilds pairs' candles and statistics from their stored trades (those of today and yesterday, UTC, which
   * cover the 24-hour windows and the current and previous daily candle), keeping the pools' reserves.
   */
  async function restore(pairIds: readonly number[]) {
    const since = bucketStart(now(), 1440) - DAY;
    for (let i = 0; i < pairIds.length; i += 200) {
      const ids = pairIds.slice(i, i + 200);
      const fresh = new Map<number, PairState>();
      for (const id of ids) {
        const old = states.get(id);
        if (!old) continue;
        const state = new PairState(old.pair);
        state.reserves = old.reserves;
        fresh.set(id, state);
      }
      for (const trade of await loadTrades(options.db, ids, since)) {
        fresh.get(trade.pairId)?.add(trade, { live: false, keepDelta: () => false });
      }
      for (const [id, state] of fresh) {
        state.changedCandles.clear();
        states.set(id, state);
      }
      await yieldToLoop();
    }
  }

  const control: EngineControl = {
    addPairs(pairs) {
      for (const pair of pairs) if (!states.has(pair.id)) states.set(pair.id, new PairState(pair));
    },
    updateReserves(reserves) {
      for (const { pairId, ...pool } of reserves) {
        const state = states.get(pairId);
        if (!state) continue;
        state.reserves = pool;
        state.touched = true;
      }
    },
    async retract(pairIds, fromSeq) {
      await exclusive(async () => {
        await flush((tx) => retractTrades(tx, pairIds, fromSeq).then(() => {}));
        await restore(pairIds);
      });
      const at = now();
      const out: Publication[] = [];
      for (const id of pairIds) {
        const state = states.get(id);
        if (state) out.push(...publicationsOf(state, at, true));
      }
      counters.publications += out.length;
      if (out.length) await options.publish(out);
    },
  };

  /** Rebuilds the last hours from a replaying provider: statistics in memory, missing candles stored. */
  async function warmUp(start: number) {
    const history = options.provider.history;
    if (!history) return;
    const from = start - (options.historyHours ?? 24) * HOUR;
    await beginReplayedHistory(options.db, [...states.keys()], from);
    const chunk: PairState[] = [];
    const store = async () => {
      const candles: CandleRecord[] = [];
      const trades: TradeRecord[] = [];
      for (const state of chunk) {
        for (const { interval, candle } of state.book.takeDeltas()) {
          candles.push(candleRecord(state.pair.id, interval, candle));
        }
        for (const t of state.recent) trades.push(tradeRecord(t));
      }
      await options.db.transaction(async (tx) => {
        await writeCandles(tx, candles, "replace");
        await insertTrades(tx, trades);
      });
      await markPersisted(
        options.db,
        chunk.map((s) => s.pair.id),
        start,
        from,
      );
      chunk.length = 0;
    };
    for (const state of states.values()) {
      const settled = state.pair.persistedUntil ?? Number.NEGATIVE_INFINITY;
      // Only whole buckets inside the replayed window (shorter for fine intervals, to keep the first start
      // light), and only those not completely stored before.
      const keepDelta = (interval: number, time: number) =>
        time >= Math.max(from, start - (BACKFILL_HOURS[interval] ?? 24) * HOUR) &&
        time + interval * MINUTE > settled;
      for (const trade of history.call(options.provider, state.pair, from, start)) {
        state.add(trade, { live: false, keepDelta });
      }
      chunk.push(state);
      if (chunk.length >= 20) await store();
      await yieldToLoop();
    }
    if (chunk.length) await store();
  }

  const every = (ms: number, task: () => Promise<void>, name: string) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      task()
        .catch((error: unknown) => log({ err: error, task: name }, "market task failed"))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref?.();
    timers.push(timer);
  };

  return {
    counters,
    states,
    ingest,
    /** Loads the pairs, rebuilds recent history, publishes every pair once, then runs live. */
    async start() {
      const started = now();
      seqBase = started * 1000;
      const pairs = await loadPairs(options.db, {
        source: options.provider.source,
        shard: options.shard ?? 0,
        shards: options.shards ?? 1,
        chains: options.chains,
      });
      for (const pair of pairs) states.set(pair.id, new PairState(pair));
      options.provider.open(pairs);
      if (options.provider.history) await warmUp(started);
      else await restore([...states.keys()]);
      counters.warmupMs = now() - started;
      await publishTouched(true);
      await writeStats();
      options.provider.start(ingest, started, control);
      every(options.tickMs ?? 250, () => publishTouched(), "publish");
      every(options.flushMs ?? 2000, () => exclusive(() => flush()), "flush");
      every(options.statsMs ?? 15_000, writeStats, "stats");
      unsubscribeReconnects = options.reconnects?.(() => {
        publishTouched(true).catch((error: unknown) => log({ err: error }, "market republish failed"));
      });
      log(
        { pairs: pairs.length, warmupMs: counters.warmupMs, source: options.provider.source },
        "market engine running",
      );
    },
    publishTouched,
    flush: () => exclusive(() => flush()),
    writeStats,
    /**
     * Stops taking trades and stores what is left, unless another process leads the shard now (`handedOver`):
     * that one carries on from what is stored, and this one's candle deltas written as well could count twice.
     */
    async stop({ handedOver = false } = {}) {
      options.provider.stop();
      unsubscribeReconnects?.();
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
      if (handedOver) return;
      await exclusive(() => flush()).catch((error: unknown) =>
        log({ err: error }, "final market flush failed"),
      );
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;

const round2 = (value: number) => Math.round(value * 100) / 100;

function tradeRecord(t: SequencedTrade) {
  return {
    pair_id: t.pairId,
    seq: t.seq,
    time: t.time,
    side: t.side,
    price: priceText(t.price),
    amount: priceText(t.amount),
    value: usdText(t.value),
    trader: t.trader,
    tx_hash: t.txHash,
  };
}

function candleRecord(pairId: number, interval: number, candle: CandleState): CandleRecord {
  const wire = wireCandle(candle);
  return {
    pair_id: pairId,
    interval,
    time: candle.time,
    open: wire.open,
    high: wire.high,
    low: wire.low,
    close: wire.close,
    volume: wire.volume,
    trades: candle.trades,
    first_at: candle.firstAt,
    last_at: candle.lastAt,
  };
}
