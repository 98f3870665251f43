import { aiScore } from "../../domain/market/ai-score.ts";
import { priceText, usdText } from "../../lib/decimal.ts";
import type { WindowStats } from "../aggregate/pair-stats.ts";
import type { MarketProvider } from "../types.ts";
import type { PairState } from "./pair-state.ts";

const MINUTE = 60_000;

/** A window's price change: the price at its start, the price now and the change between them in %. */
export type WindowChange = { interval: WindowStats["interval"]; open: number; price: number; change: number };

export const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The token-level figures of the pairs of one provider, which the publisher sends and the stats writer stores.
 */
export function createTokenFigures(provider: Pick<MarketProvider, "priceAt">) {
  /** The pool's price between trades, when the provider can tell it (docs/market-simulation.md). */
  const markOf = (state: PairState, at: number) => provider.priceAt?.(state.pair, at);

  /**
   * Each window's price change, the one source of every change the site shows for the pair and its token (pair
   * statistics, token figures, lists): with a mark price, the mark's change over the window's length, so price
   * and change agree; otherwise the trades' own change over the window.
   */
  function changesOf(
    state: PairState,
    at: number,
    windows: WindowStats[] = state.stats.all(at),
  ): WindowChange[] {
    const mark = markOf(state, at);
    const price = state.figures(mark).price;
    return windows.map((w) => {
      const then = mark === undefined ? undefined : provider.priceAt?.(state.pair, at - w.interval * MINUTE);
      return then
        ? { interval: w.interval, open: then, price, change: (price / then - 1) * 100 }
        : { interval: w.interval, open: w.open, price: w.price, change: w.change };
    });
  }

  /** The token-level figures of a pair's windows (computed here when not given), with their changes. */
  function of(
    state: PairState,
    at: number,
    windows: WindowStats[] = state.stats.all(at),
    changes: WindowChange[] = changesOf(state, at, windows),
  ) {
    const [, , w6h, w24h] = windows;
    const [, { change: change1h }, { change: change6h }, { change: change24h }] = changes;
    const f = state.figures(markOf(state, at));
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

  return { markOf, changesOf, of };
}

export type TokenFigures = ReturnType<typeof createTokenFigures>;
