import type { Db } from "../db/client.ts";
import { type ChainScope, loadPairs, retractTrades } from "../domain/market/store.ts";
import type { Log } from "../platform/log.ts";
import type { EngineCounters } from "./engine/counters.ts";
import { createFlusher } from "./engine/flusher.ts";
import { createPairBooks } from "./engine/pair-books.ts";
import { createPublisher } from "./engine/publisher.ts";
import { createStatsWriter } from "./engine/stats-writer.ts";
import { createTokenFigures } from "./engine/token-figures.ts";
import { warmUp } from "./engine/warm-up.ts";
import type { EngineControl, MarketProvider, Publication } from "./types.ts";

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

/**
 * The market engine of one shard: takes trades from a provider, keeps candles and statistics per pair,
 * publishes what changed every tick, stores trades and candle deltas in batches, and refreshes the token
 * figures the lists sort by. It composes its parts (market/engine/): the pairs' books, the publisher, the
 * flusher and the stats writer, and runs their lifecycle: start, the timers, stop.
 */
export function createEngine(options: EngineOptions) {
  const { db, provider } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const counters: EngineCounters = { trades: 0, publications: 0, flushes: 0, warmupMs: 0, droppedTrades: 0 };
  const timers: ReturnType<typeof setInterval>[] = [];
  let unsubscribeReconnects: (() => void) | undefined;

  /** The time the figures are current to: the provider's, when it can fall behind its source. */
  const asOf = () => provider.asOf?.() ?? now();
  const books = createPairBooks({ db, now, counters });
  const { states } = books;
  const figures = createTokenFigures(provider);
  const publisher = createPublisher({
    states,
    provider,
    figures,
    publish: options.publish,
    now,
    asOf,
    counters,
  });
  const flusher = createFlusher({
    db,
    states,
    provider,
    now,
    maxUnflushedTrades: options.maxUnflushedTrades,
    counters,
    log,
  });
  const writeStats = createStatsWriter({ db, states, provider, figures, now, asOf });

  const control: EngineControl = {
    addPairs: books.add,
    updateReserves: books.updateReserves,
    async retract(pairIds, fromSeq) {
      await flusher.flushWith(
        (tx) => retractTrades(tx, pairIds, fromSeq).then(() => {}),
        () => books.restore(pairIds),
      );
      await publisher.publishPairs(pairIds);
    },
  };

  const every = (ms: number, task: () => Promise<void>, name: string) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      task()
        .catch((error: unknown) => log({ err: error, task: name }, "market task failed", "error"))
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
    ingest: books.ingest,
    /** Loads the pairs, rebuilds recent history, publishes every pair once, then runs live. */
    async start() {
      const started = now();
      publisher.numberFrom(started);
      const pairs = await loadPairs(db, {
        source: provider.source,
        shard: options.shard ?? 0,
        shards: options.shards ?? 1,
        chains: options.chains,
      });
      books.add(pairs);
      provider.open(pairs);
      if (provider.history) {
        await warmUp({ db, provider, states, start: started, historyHours: options.historyHours ?? 24 });
      } else await books.restore([...states.keys()]);
      counters.warmupMs = now() - started;
      await publisher.publishTouched(true);
      await writeStats();
      provider.start(books.ingest, started, control);
      every(options.tickMs ?? 250, () => publisher.publishTouched(), "publish");
      every(options.flushMs ?? 2000, flusher.flush, "flush");
      every(options.statsMs ?? 15_000, writeStats, "stats");
      unsubscribeReconnects = options.reconnects?.(() => {
        publisher
          .publishTouched(true)
          .catch((error: unknown) => log({ err: error }, "market republish failed", "error"));
      });
      log(
        { pairs: pairs.length, warmupMs: counters.warmupMs, source: provider.source },
        "market engine running",
      );
    },
    publishTouched: publisher.publishTouched,
    flush: flusher.flush,
    writeStats,
    /**
     * Stops taking trades and stores what is left, unless another process leads the shard now (`handedOver`):
     * that one carries on from what is stored, and this one's candle deltas written as well could count twice.
     */
    async stop({ handedOver = false } = {}) {
      provider.stop();
      unsubscribeReconnects?.();
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
      if (handedOver) return;
      await flusher
        .flush()
        .catch((error: unknown) => log({ err: error }, "final market flush failed", "error"));
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;
