import { aiScore } from "../domain/market/ai-score.ts";
import { BUSY_MEAN, type DemoModel, hash2, hashText, type ModelPair } from "../domain/market/demo-model.ts";
import { priceText, toPlainDecimal, usdText } from "../lib/decimal.ts";
import { mulberry32 } from "../lib/random.ts";

/**
 * The sizes of the demo market (docs/market-simulation.md): which assets are large, how their supply is split
 * across deployments, how deep their pools are and how often they trade. Everything derives from the asset
 * groups and a seed, so one seed always builds the same market.
 *
 *   size rank     by a score of evidence: deployments, +2 a USD stablecoin, +1 a verified representative,
 *                 +4 a Bitcoin wrapper, and for a native currency +2·log2(1 + tokens on its chains)
 *   market cap    log10 cap = 12.2 − 1.9·log10(rank) ± 0.1 (rank 1 ≈ $1.6T, 10 ≈ $20B, 1,000 ≈ $3M)
 *   price         one per price key, drawn log-uniform: $100–$50,000 for native currencies and Bitcoin
 *                 (`ref:` keys), $0.0001–$1,000 for other tokens; `peg:USD` sits at $1, and since the demo knows
 *                 no exchange rates, every other peg currency gets one level of the simulation's own
 *   supply        cap / price; total supply = circulating × (1 + 0.25·k), k = 0…6
 *   deployments   the representative holds 55–90 % of the supply, the others share the rest
 *   volatility    1.5 % a day for the largest caps up to 19.5 % for the smallest (key's largest asset)
 *   liquidity     0.1 %–2 % of the deployment's cap, at least $20,000
 *   holders       ≈ 10^(0.65·(log10 cap − 4) + 1.7) for the asset, shared by deployment as the supply
 *   activity      trades per minute ∝ rank^−1.5 × share, MARKET_DEMO_RATE per second in all, plus a floor of
 *                 6 an hour for every pair
 */

export type SimAsset = {
  id: number;
  slug: string;
  priceKey: string;
  peg: string | null;
  native: boolean;
  /** For a native currency: the real tokens on the chains it is native to. */
  chainTokens: number;
  /** Deployments (token ids), the representative first. */
  tokenIds: readonly number[];
  verified: boolean;
};

/** A deployment's demo pair as the simulation sizes it (the id comes when it is stored). */
export type SimPair = Omit<ModelPair, "id"> & {
  tokenId: number;
  circulating: number;
  totalSupply: number;
  /** The whole asset's market cap, for the holder estimate. */
  assetCap: number;
  /** The deployment's share of the asset's supply (and of its holders). */
  share: number;
};

export type SimStats = {
  tokenId: number;
  price: string;
  change1h: number;
  change24h: number;
  change7d: number;
  change30d: number;
  volume24: string;
  trades24: number;
  marketCap: string;
  fdv: string;
  circulatingSupply: string;
  totalSupply: string;
  liquidity: string;
  holders: number;
  popularity: number;
  aiScore: number;
};

const FLOOR_PER_MINUTE = 6 / 60;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The peg level in USD: 1 for the dollar; other currencies get a level of the simulation (no FX data). */
function pegLevel(peg: string, seed: number): number {
  if (peg === "USD") return 1;
  const random = mulberry32(hash2(seed, hashText(`peg:${peg}`)));
  return 10 ** (-2.3 + 2.5 * random());
}

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Supplies keep 12 significant digits: enough for market cap to the cent at 15-digit float precision. */
const amount = (value: number) => toPlainDecimal(value, 12);

/** Size score: the larger, the earlier in the ranking. */
function sizeScore(asset: SimAsset): number {
  return (
    asset.tokenIds.length +
    (asset.peg === "USD" ? 2 : 0) +
    (asset.verified ? 1 : 0) +
    (asset.priceKey === "ref:BTC" ? 4 : 0) +
    (asset.native ? 2 * Math.log2(1 + asset.chainTokens) : 0)
  );
}

/** The price of a key's largest asset: log-uniform over the range of its kind. */
function drawPrice(priceKey: string, random: () => number): number {
  const [low, high] = priceKey.startsWith("ref:") ? [2, 4.7] : [-4, 3];
  return 10 ** (low + (high - low) * random());
}

export function simulateMarket(
  assets: readonly SimAsset[],
  options: { seed: number; rate: number },
): SimPair[] {
  const ranked = [...assets].sort(
    (a, b) => sizeScore(b) - sizeScore(a) || hashText(a.slug) - hashText(b.slug) || a.id - b.id,
  );
  const sized = ranked.map((asset, index) => {
    const random = mulberry32(hash2(options.seed, hashText(asset.slug)));
    const logCap = 12.2 - 1.9 * Math.log10(index + 1) + 0.2 * (random() - 0.5);
    return { asset, rank: index + 1, cap: 10 ** logCap, random };
  });

  /** Price and volatility per key, set by the key's largest asset. */
  const keys = new Map<string, { price: number; volatility: number }>();
  for (const { asset, cap, random } of sized) {
    if (keys.has(asset.priceKey)) continue;
    const volatility = 0.015 + 0.18 * Math.min(1, Math.max(0, (11.3 - Math.log10(cap)) / 7.3));
    const price = asset.peg ? pegLevel(asset.peg, options.seed) : drawPrice(asset.priceKey, random);
    keys.set(asset.priceKey, { price, volatility });
  }

  const weightOf = (rank: number) => rank ** -1.5;
  const totalWeight = sized.reduce((sum, s) => sum + weightOf(s.rank), 0);
  const pairs: SimPair[] = [];

  for (const { asset, rank, cap, random } of sized) {
    const key = keys.get(asset.priceKey);
    if (!key) throw new Error(`No price for key ${asset.priceKey}`);
    const circulating = cap / key.price;
    const total = circulating * (1 + 0.25 * (hash2(options.seed, asset.id) % 7));
    const head = asset.tokenIds.length === 1 ? 1 : 0.55 + 0.35 * random();
    const tailWeights = asset.tokenIds.slice(1).map(() => 0.05 + random() ** 2);
    const tailSum = tailWeights.reduce((a, b) => a + b, 0) || 1;
    const shares = [head, ...tailWeights.map((w) => ((1 - head) * w) / tailSum)];
    asset.tokenIds.forEach((tokenId, i) => {
      const share = shares[i];
      const deploymentCap = cap * share;
      const liquidity = Math.max(20_000, deploymentCap * 10 ** (-3 + 1.3 * random()));
      const activity = Math.max(FLOOR_PER_MINUTE, (options.rate * 60 * weightOf(rank) * share) / totalWeight);
      pairs.push({
        tokenId,
        priceKey: asset.priceKey,
        refPrice: key.price,
        volatility: key.volatility,
        activity,
        liquidity,
        circulating: circulating * share,
        totalSupply: total * share,
        assetCap: cap,
        share,
      });
    });
  }
  return pairs;
}

/**
 * A deployment's figures at `now` as the model expects them, written with the catalogue so lists have
 * coherent figures before the engine's first statistics (which replace them within seconds of its start).
 */
export function initialStats(pair: SimPair & { id: number }, model: DemoModel, now: number): SimStats {
  // Market cap and FDV from the figures as stored, so they equal price × supply to the cent.
  const price = Number(priceText(model.price(pair, now)));
  const circulating = amount(pair.circulating);
  const total = amount(pair.totalSupply);
  const change = (ms: number) => round2((price / model.price(pair, now - ms) - 1) * 100);
  const trades24 = Math.round(pair.activity * 1440 * BUSY_MEAN);
  const typical = Math.min(25_000, Math.max(40, pair.liquidity * 2e-5));
  const volume24 = trades24 * typical * Math.exp(0.72);
  const assetHolders = Math.min(2e9, 10 ** (0.65 * (Math.log10(pair.assetCap) - 4) + 1.7));
  const holders = Math.round(Math.max(12, assetHolders * pair.share));
  return {
    tokenId: pair.tokenId,
    price: priceText(price),
    change1h: change(HOUR),
    change24h: change(DAY),
    change7d: change(7 * DAY),
    change30d: change(30 * DAY),
    volume24: usdText(volume24),
    trades24,
    marketCap: usdText(Number(circulating) * price),
    fdv: usdText(Number(total) * price),
    circulatingSupply: circulating,
    totalSupply: total,
    liquidity: usdText(pair.liquidity),
    holders,
    popularity: Math.round(trades24 / 10 + Math.sqrt(holders)),
    aiScore: aiScore({
      change1h: change(HOUR),
      change6h: change(6 * HOUR),
      change24h: change(DAY),
      volume6h: volume24 / 4,
      volume24h: volume24,
      liquidity: pair.liquidity,
      volatility: pair.volatility,
    }),
  };
}
