/**
 * The interim token-analysis score of the synthetic benchmark tokens (docs/decisions/003-demo-catalogue.md);
 * the market engine scores every real token with domain/market/ai-score.ts.
 */

export type AiScoreInput = {
  change1h: number;
  change24h: number;
  change7d: number;
  volume24: number | string;
  marketCap: number | string;
  liquidity: number | string;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Interim token-analysis score in [0, 100], one decimal, computed only from the stored stats:
 *   momentum   m = 0.2·tanh(change1h/2) + 0.5·tanh(change24h/10) + 0.3·tanh(change7d/25)   in (-1, 1)
 *   turnover   t = min(1, (volume24 / marketCap) / 0.25)     (0 when marketCap <= 0)
 *   liquidity  l = clamp((log10(max(liquidity, 1)) - 3) / 6, 0, 1)   ($1k -> 0, $1B -> 1)
 *   volatility v = min(1, (|change1h| + |change24h|/2 + |change7d|/5) / 40)
 *   score = round1(100 · (0.35·(m + 1)/2 + 0.2·t + 0.3·l + 0.15·(1 - v)))
 * A fixed formula, not a trained model. AI_SCORE_SQL is the same formula for set-based inserts.
 */
export function aiScore(stats: AiScoreInput): number {
  const momentum =
    0.2 * Math.tanh(stats.change1h / 2) +
    0.5 * Math.tanh(stats.change24h / 10) +
    0.3 * Math.tanh(stats.change7d / 25);
  const volume = Number(stats.volume24);
  const marketCap = Number(stats.marketCap);
  const turnover = marketCap > 0 ? Math.min(1, volume / marketCap / 0.25) : 0;
  const liquidity = clamp((Math.log10(Math.max(Number(stats.liquidity), 1)) - 3) / 6, 0, 1);
  const volatility = Math.min(
    1,
    (Math.abs(stats.change1h) + Math.abs(stats.change24h) / 2 + Math.abs(stats.change7d) / 5) / 40,
  );
  const raw = 0.35 * ((momentum + 1) / 2) + 0.2 * turnover + 0.3 * liquidity + 0.15 * (1 - volatility);
  return Math.round(raw * 1000) / 10;
}

/** aiScore in SQL over the columns change_1h, change_24h, change_7d, volume_24h, market_cap, liquidity. */
export const AI_SCORE_SQL = `round((100 * (
  0.35 * ((0.2 * tanh(change_1h / 2) + 0.5 * tanh(change_24h / 10) + 0.3 * tanh(change_7d / 25)) + 1) / 2
  + 0.2 * (CASE WHEN market_cap > 0 THEN least(1, (volume_24h / market_cap)::float8 / 0.25) ELSE 0 END)
  + 0.3 * greatest(0, least(1, (log(greatest(liquidity, 1)::float8) - 3) / 6))
  + 0.15 * (1 - least(1, (abs(change_1h) + abs(change_24h) / 2 + abs(change_7d) / 5) / 40))
))::numeric, 1)::float8`;
