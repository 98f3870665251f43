import { toPlainDecimal } from "../lib/decimal.ts";
import { mulberry32 } from "../lib/random.ts";
import type { tokenStats } from "../db/schema/index.ts";

/**
 * Simulated market figures ("demo" source) and the interim token-analysis score.
 * docs/decisions/003-demo-catalogue.md documents the distributions and the aiScore formula.
 */

/** Rounds to two decimals (cents) in plain notation; toFixed has no exponent below 1e21. */
function money(value: number): string {
  return value.toFixed(2);
}

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

/** A token_stats row as the demo simulator writes it. */
export type SimulatedStats = Omit<typeof tokenStats.$inferInsert, "tokenId" | "source"> & {
  source: "demo";
  updatedAt: Date;
};

/** Standard normal deviate (Box–Muller) from two uniforms. */
function normal(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Deterministic demo figures for one token: the PRNG is seeded with the token id only.
 * Market cap is log-uniform over $10k..$200B (stablecoins $1M..$100B), price log-uniform over 1e-8..5e4
 * (stablecoins 1.00 ± 0.3%), daily volatility grows as market cap shrinks, and volume, liquidity,
 * holders and popularity derive from market cap so they stay consistent with each other.
 */
export function simulateStats(tokenId: number, options: { stablecoin: boolean; now: Date }): SimulatedStats {
  const random = mulberry32(Math.imul(tokenId, 0x9e3779b1));
  const uniform = (min: number, max: number) => min + (max - min) * random();
  const logCap = options.stablecoin ? uniform(6, 11) : uniform(4, 11.3);
  const marketCap = 10 ** logCap;
  const price = options.stablecoin ? 1 + uniform(-0.003, 0.003) : 10 ** uniform(-8, 4.7);
  const sigma = options.stablecoin ? 0.08 : 1.5 + (18 * (11.3 - logCap)) / 7.3;
  const change24h = round2(Math.max(-95, sigma * normal(random)));
  const change1h = round2(Math.max(-95, (sigma / 4) * normal(random)));
  const change7d = round2(Math.max(-95, 2.4 * sigma * normal(random) + 0.3 * change24h));
  const turnover = 10 ** uniform(-2.7, -0.5);
  const volume24 = marketCap * turnover;
  const liquidity = marketCap * 10 ** uniform(-2.5, -0.8);
  const holders = Math.round(clamp(10 ** (0.65 * (logCap - 4) + 1.7 + 0.4 * normal(random)), 12, 2e9));
  const popularity = Math.round(Math.sqrt(holders) * (1 + 20 * turnover) * uniform(0.5, 1.5));
  const stored = {
    price: toPlainDecimal(price, 6),
    change1h,
    change24h,
    change7d,
    volume24: money(volume24),
    marketCap: money(marketCap),
    liquidity: money(liquidity),
  };
  return {
    ...stored,
    holders,
    popularity,
    aiScore: aiScore(stored),
    source: "demo",
    updatedAt: options.now,
  };
}
