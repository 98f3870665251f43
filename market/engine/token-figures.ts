import { aiScore } from "../../domain/market/ai-score.ts";
import { priceText, usdText } from "../../lib/decimal.ts";
import type { WindowStats } from "../aggregate/pair-stats.ts";
import type { MarketProvider } from "../types.ts";
import type { PairState } from "./pair-state.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The token-level figures of the pairs of one provider, which the publisher sends and the stats writer stores.
 */
export function createTokenFigures(provider: Pick<MarketProvider, "priceAt">) {
  /** The pool's price between trades, when the provider can tell it (docs/market-simulation.md). */
  const markOf = (state: PairState, at: number) => provider.priceAt?.(state.pair, at);

  /**
   * The token-level figures of a pair's windows (computed here when not given). With a mark price the changes
   * are the mark's over the window, so price and change agree; otherwise they are the trades' own.
   */
  function of(state: PairState, at: number, windows: WindowStats[] = state.stats.all(at)) {
    const [, w1h, w6h, w24h] = windows;
    const mark = markOf(state, at);
    const f = state.figures(mark);
    const since = (window: WindowStats, ms: number) => {
      const then = mark === undefined ? undefined : provider.priceAt?.(state.pair, at - ms);
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

  return { markOf, of };
}

export type TokenFigures = ReturnType<typeof createTokenFigures>;
