import { candleFor } from "../../domain/market/history.ts";
import { priceText, usdText } from "../../lib/decimal.ts";
import type {
  OhlcsSnapshot,
  OhlcsUpdate,
  PairInfoPayload,
  PricePayload,
  TokenInfoPayload,
} from "../../lib/realtime/payloads.ts";
import { DIRECTIONS, endpointOf, type SubscriptionBody } from "../../lib/realtime/protocol.ts";
import type { CandleState } from "../aggregate/candles.ts";
import type { MarketProvider, Publication } from "../types.ts";
import type { EngineCounters } from "./counters.ts";
import { type PairState, wireCandle, wireTrade } from "./pair-state.ts";
import { round2, type TokenFigures } from "./token-figures.ts";

export type PublisherOptions = {
  states: ReadonlyMap<number, PairState>;
  provider: Pick<MarketProvider, "label">;
  figures: TokenFigures;
  publish: (batch: Publication[]) => Promise<void>;
  now: () => number;
  /** The time the figures are current to (docs/architecture.md, Market engine). */
  asOf: () => number;
  counters: EngineCounters;
};

/**
 * The engine's publications on the bus: per pair, what changed since the last tick (or everything), each
 * endpoint numbered on from the engine's start time × 1000 (docs/architecture.md, Market engine).
 */
export function createPublisher({
  states,
  provider,
  figures,
  publish,
  now,
  asOf,
  counters,
}: PublisherOptions) {
  const seqs = new Map<string, number>();
  let seqBase = 0;

  const nextSeq = (endpoint: string) => {
    const seq = (seqs.get(endpoint) ?? seqBase) + 1;
    seqs.set(endpoint, seq);
    return seq;
  };
  const pub = (out: Publication[], body: SubscriptionBody, update: unknown, snapshot: unknown = update) => {
    const endpoint = endpointOf(body);
    out.push({ endpoint, seq: nextSeq(endpoint), update, snapshot });
  };

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
    const changes = figures.changesOf(state, at, windows);
    for (const c of changes) {
      pub(
        out,
        { topic: "PRICE_CHANGE", ...pairAddress, interval: c.interval },
        {
          interval: c.interval,
          open: priceText(c.open),
          price: priceText(c.price),
          change: round2(c.change),
        },
      );
    }
    for (const w of windows) {
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
    const token = figures.of(state, at, windows, changes);
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
      source: provider.label,
      updatedAt: new Date(asOf()).toISOString(),
    };
    pub(out, { topic: "PAIR_INFO", ...pairAddress }, info);
    const price: PricePayload = {
      price: token.price,
      change24h: token.change24h,
      source: provider.label,
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
      source: provider.label,
      updatedAt: info.updatedAt,
    };
    pub(out, { topic: "TOKEN_INFO", ...tokenAddress }, tokenInfo);
    state.fresh = [];
    state.changedCandles.clear();
    state.touched = false;
    return out;
  }

  async function send(out: Publication[]) {
    if (out.length === 0) return;
    counters.publications += out.length;
    await publish(out);
  }

  return {
    /** Numbers every endpoint on from `started` × 1000, so a restart or a failover shows as a gap. */
    numberFrom(started: number) {
      seqBase = started * 1000;
    },
    /** Publishes the pairs touched since the last tick, or every pair with `full`. */
    async publishTouched(full = false) {
      const at = now();
      const out: Publication[] = [];
      for (const state of states.values()) {
        if (full || state.touched) out.push(...publicationsOf(state, at, full));
      }
      await send(out);
    },
    /** Publishes everything of these pairs (after they were rebuilt). */
    async publishPairs(pairIds: readonly number[]) {
      const at = now();
      const out: Publication[] = [];
      for (const id of pairIds) {
        const state = states.get(id);
        if (state) out.push(...publicationsOf(state, at, true));
      }
      await send(out);
    },
  };
}
