import type { Db } from "../../db/client.ts";
import { type PairStatsRecord, updateTokenStats } from "../../domain/market/store.ts";
import { usdText } from "../../lib/decimal.ts";
import type { MarketProvider } from "../types.ts";
import type { PairState } from "./pair-state.ts";
import { round2, type TokenFigures } from "./token-figures.ts";

const DAY = 24 * 3_600_000;

export type StatsWriterOptions = {
  db: Db;
  states: ReadonlyMap<number, PairState>;
  provider: Pick<MarketProvider, "label" | "priceAt">;
  figures: TokenFigures;
  now: () => number;
  /** The time the figures are current to (docs/architecture.md, Market engine). */
  asOf: () => number;
};

/** Writes the list figures the pages sort by (`token_stats`, then `asset_stats`) from the engine's pairs. */
export function createStatsWriter({ db, states, provider, figures, now, asOf }: StatsWriterOptions) {
  return async function writeStats() {
    const at = now();
    const records: PairStatsRecord[] = [];
    const changeSince = (state: PairState, price: number, ms: number) => {
      const then = provider.priceAt?.(state.pair, at - ms);
      return then ? round2((price / then - 1) * 100) : null;
    };
    for (const state of states.values()) {
      // Exchange markets have no catalogue token to rank.
      if (state.pair.tokenId === null) continue;
      const token = figures.of(state, at);
      const f = token.figures;
      // A pair without a price yet says nothing of its token.
      if (!(f.price > 0)) continue;
      // A pool's mark moves without trades: its channels are published again with the next tick.
      if (figures.markOf(state, at) !== undefined) state.touched = true;
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
        source: provider.label,
      });
    }
    await updateTokenStats(db, records, asOf());
  };
}
