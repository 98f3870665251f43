/**
 * The token-analysis score in [0, 100] (one decimal), computed by the market engine from its own data:
 *   momentum    m = 0.3·tanh(change1h / 2) + 0.3·tanh(change6h / 5) + 0.4·tanh(change24h / 10)      in (-1, 1)
 *   volume trend r = (volume of the last 6 h × 4) / volume of 24 h; trend = clamp((log2 r + 1) / 2, 0, 1)
 *                (half the daily pace → 0, the daily pace → 0.5, double → 1; 0.5 without volume)
 *   liquidity   l = clamp((log10 max(liquidity, 1) − 3) / 6, 0, 1)                ($1k → 0, $1B → 1)
 *   volatility  v = min(1, σ / 0.2), σ the daily volatility of 5-minute returns over 24 h
 *   score = round1(100 · (0.35·(m + 1)/2 + 0.2·trend + 0.25·l + 0.2·(1 − v)))
 * A published formula over market figures, not advice and not a trained model.
 */
export type AiScoreInput = {
  change1h: number;
  change6h: number;
  change24h: number;
  volume6h: number;
  volume24h: number;
  liquidity: number;
  /** Daily volatility as a fraction (0.05 = 5 %). */
  volatility: number;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function volumeTrend(volume6h: number, volume24h: number): number {
  if (!(volume24h > 0)) return 0.5;
  const ratio = (volume6h * 4) / volume24h;
  return ratio > 0 ? clamp((Math.log2(ratio) + 1) / 2, 0, 1) : 0;
}

export function aiScore(input: AiScoreInput): number {
  const momentum =
    0.3 * Math.tanh(input.change1h / 2) +
    0.3 * Math.tanh(input.change6h / 5) +
    0.4 * Math.tanh(input.change24h / 10);
  const liquidity = clamp((Math.log10(Math.max(input.liquidity, 1)) - 3) / 6, 0, 1);
  const volatility = Math.min(1, Math.max(0, input.volatility) / 0.2);
  const raw =
    0.35 * ((momentum + 1) / 2) +
    0.2 * volumeTrend(input.volume6h, input.volume24h) +
    0.25 * liquidity +
    0.2 * (1 - volatility);
  return Math.round(raw * 1000) / 10;
}
