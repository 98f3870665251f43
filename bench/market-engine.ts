/**
 * Market engine throughput on one core: 2,000,000 synthetic trades over a simulated hour on 1,000 pairs,
 * generated in memory first (not timed), then fed to PairState as the engine does (`add` with live: true), with
 * once per simulated second, for the pairs touched in that second, the window statistics and the candle deltas
 * taken (the engine's per-tick work; the published and pending trade lists are emptied as after a publish and
 * a flush). Also, for information, how fast the demo provider generates history.
 */

import { createDemoModel } from "../domain/market/demo-model.ts";
import { mulberry32 } from "../lib/random.ts";
import { PairState } from "../market/engine/pair-state.ts";
import type { PairRecord, TradeEvent } from "../market/types.ts";
import { round } from "./stats.ts";

const PAIRS = 1000;
const TRADES = 2_000_000;
const SIMULATED_MS = 3_600_000;
/** Traders shared by all pairs, drawn skewed (index ⌊n·u²⌋) so a few are very active, as in the demo model. */
const TRADERS = 20_000;
const DEMO_WINDOW_MS = 10 * 60_000;
const SEED = 20261122;
const GOAL_TRADES_PER_SECOND = 50_000;

const hex = (n: number, width: number) => n.toString(16).padStart(width, "0");

function fakePairs(random: () => number): PairRecord[] {
  return Array.from({ length: PAIRS }, (_, i) => ({
    id: i + 1,
    tokenId: i + 1,
    chainId: 1,
    address: `0x${hex(i + 1, 40)}`,
    tokenAddress: `0x${hex(1_000_000 + i, 40)}`,
    symbol: null,
    baseSymbol: `TK${i}`,
    quoteSymbol: "USDT",
    dex: "uniswap-v2",
    source: "demo",
    priceKey: `asset:bench-${i + 1}`,
    refPrice: 10 ** (random() * 6 - 3),
    volatility: 0.02 + random() * 0.1,
    activity: 1 + random() * 100,
    liquidity: 10 ** (5 + random() * 2),
    circulating: 1e8,
    totalSupply: 1e9,
    persistedUntil: null,
  }));
}

/** Trades in time order over the simulated hour: random pair and side, each pair's price a random walk. */
function syntheticTrades(pairs: PairRecord[], start: number, random: () => number): TradeEvent[] {
  const traders = Array.from({ length: TRADERS }, (_, i) => `0xdede${hex(i, 36)}`);
  const txHashes = Array.from({ length: 1024 }, (_, i) => `0x${hex(i, 8).repeat(8)}`);
  const prices = pairs.map((p) => p.refPrice);
  const trades: TradeEvent[] = new Array(TRADES);
  for (let i = 0; i < TRADES; i++) {
    const at = Math.floor(random() * pairs.length);
    prices[at] *= 1 + (random() - 0.5) * 0.004;
    const value = 40 * Math.exp(random() * 6);
    trades[i] = {
      pairId: pairs[at].id,
      time: start + Math.floor((i * SIMULATED_MS) / TRADES),
      side: random() < 0.5 ? "buy" : "sell",
      price: prices[at],
      amount: value / prices[at],
      value,
      trader: traders[Math.floor(TRADERS * random() ** 2)],
      txHash: txHashes[i % txHashes.length],
    };
  }
  return trades;
}

/** The engine's per-tick work for the pairs touched since the last tick; returns how many there were. */
function tick(states: Iterable<PairState>, now: number): number {
  let pairs = 0;
  for (const state of states) {
    if (!state.touched) continue;
    state.stats.all(now);
    state.book.takeDeltas();
    state.fresh = [];
    state.pending = [];
    state.changedCandles.clear();
    state.touched = false;
    pairs += 1;
  }
  return pairs;
}

/** Feeds every trade to its pair's state, with a tick at each simulated second's end; timed. */
function aggregate(pairs: PairRecord[], trades: TradeEvent[]) {
  const states = new Map(pairs.map((pair) => [pair.id, new PairState(pair)]));
  let tickMs = 0;
  let pairTicks = 0;
  const timedTick = (now: number) => {
    const began = performance.now();
    pairTicks += tick(states.values(), now);
    tickMs += performance.now() - began;
  };
  let second = Math.floor(trades[0].time / 1000);
  const start = performance.now();
  for (const trade of trades) {
    const at = Math.floor(trade.time / 1000);
    if (at !== second) {
      timedTick(at * 1000);
      second = at;
    }
    states.get(trade.pairId)?.add(trade, { live: true });
  }
  timedTick((second + 1) * 1000);
  return { ms: performance.now() - start, tickMs, pairTicks };
}

/** How fast the demo model replays history: every pair over DEMO_WINDOW_MS at the same overall rate. */
function demoGeneration(pairs: PairRecord[], end: number) {
  const rate = TRADES / (SIMULATED_MS / 1000);
  const weight = pairs.reduce((sum, p) => sum + p.activity, 0);
  const model = createDemoModel(SEED);
  const scaled = pairs.map((p) => ({ ...p, activity: (rate * 60 * p.activity) / weight }));
  let trades = 0;
  const start = performance.now();
  for (const pair of scaled) trades += model.history(pair, end - DEMO_WINDOW_MS, end).length;
  const ms = performance.now() - start;
  return {
    pairs: pairs.length,
    windowMin: DEMO_WINDOW_MS / 60_000,
    rate: round(rate),
    trades,
    seconds: round(ms / 1000),
    tradesPerSec: Math.round(trades / (ms / 1000)),
  };
}

/** The "marketEngine" section of npm run bench. */
export async function marketEngine() {
  const random = mulberry32(SEED);
  const pairs = fakePairs(random);
  const start = Date.UTC(2026, 10, 1, 12);
  process.stderr.write(`market engine: ${TRADES} trades on ${PAIRS} pairs…\n`);
  const trades = syntheticTrades(pairs, start, random);
  const { ms, tickMs, pairTicks } = aggregate(pairs, trades);
  const tradesPerSec = Math.round(TRADES / (ms / 1000));
  return {
    pairs: PAIRS,
    trades: TRADES,
    simulatedS: SIMULATED_MS / 1000,
    traders: TRADERS,
    seconds: round(ms / 1000),
    tradesPerSec: {
      value: tradesPerSec,
      goal: `≥ ${GOAL_TRADES_PER_SECOND.toLocaleString("en")} trades/s`,
      met: tradesPerSec >= GOAL_TRADES_PER_SECOND,
    },
    breakdown: {
      addS: round((ms - tickMs) / 1000),
      addOnlyTradesPerSec: Math.round(TRADES / ((ms - tickMs) / 1000)),
      tickS: round(tickMs / 1000),
      pairTicks,
      usPerPairTick: round((tickMs * 1000) / pairTicks),
    },
    demoGeneration: demoGeneration(pairs, start + SIMULATED_MS),
  };
}
