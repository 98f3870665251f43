import { describe, expect, it } from "vitest";
import { createDemoModel } from "../domain/market/demo-model.ts";
import { initialStats, type SimAsset, type SimPair, simulateMarket } from "./market.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 2026-03-10T00:00:00Z */
const NOW = Date.UTC(2026, 2, 10);
const SEED = 5;
const RATE = 12;
const FLOOR = 6 / 60;

/**
 * 1,000 assets in known rank classes by the documented size score (deployments, +2 a USD stablecoin, +1 a
 * verified representative, +4 a Bitcoin wrapper, +2·log2(1 + tokens on its chains) for a native currency):
 *   rank 1        Ether: native with 1,000 tokens on its chains, 12 deployments, verified   12 + 1 + 19.93
 *   ranks 2–9     BNB (100 tokens) and POL (50), 5 deployments each: 19.3 and 17.3; WBTC and cbBTC with
 *                 9 deployments: 14; USDC, USDT, DAI with 7: 10; EURC with 9: 10
 *   rank 10       Uniswap: 8 deployments, verified: 9
 *   ranks 11–999  tokens with 1–5 deployments (verified when alone): 2–6; small USD stablecoins with 1–4: 4–7;
 *                 small Bitcoin wrappers with 1–3: 6–8
 *   rank 1000     one unverified token with one deployment: 1
 */
function buildAssets(): SimAsset[] {
  let nextToken = 1;
  let nextAsset = 1;
  const assets: SimAsset[] = [];
  const add = (
    slug: string,
    priceKey: string,
    deployments: number,
    more: { peg?: string; chainTokens?: number; verified?: boolean } = {},
  ) => {
    const asset: SimAsset = {
      id: nextAsset++,
      slug,
      priceKey,
      peg: more.peg ?? null,
      native: more.chainTokens !== undefined,
      chainTokens: more.chainTokens ?? 0,
      tokenIds: Array.from({ length: deployments }, () => nextToken++),
      verified: more.verified ?? true,
    };
    assets.push(asset);
    return asset;
  };
  // Not in rank order: the simulation must rank them itself.
  add("tail-token", "asset:tail-token", 1, { verified: false });
  for (let i = 0; i < 989; i++) {
    const deployments = 1 + (i % 5);
    const verified = deployments === 1 || i % 3 !== 0;
    if (i % 50 === 7) add(`stable-${i}`, "peg:USD", Math.min(deployments, 4), { peg: "USD" });
    else if (i % 77 === 3) add(`btc-wrapper-${i}`, "ref:BTC", Math.min(deployments, 3), { verified });
    else add(`token-${i}`, `asset:token-${i}`, deployments, { verified });
  }
  add("uniswap", "asset:uniswap", 8);
  add("usd-coin", "peg:USD", 7, { peg: "USD" });
  add("tether", "peg:USD", 7, { peg: "USD" });
  add("dai", "peg:USD", 7, { peg: "USD" });
  add("euro-coin", "peg:EUR", 9, { peg: "EUR" });
  add("wrapped-btc", "ref:BTC", 9);
  add("coinbase-wrapped-btc", "ref:BTC", 9);
  add("bnb", "ref:BNB", 5, { chainTokens: 100 });
  add("pol", "ref:POL", 5, { chainTokens: 50 });
  add("ether", "ref:ETH", 12, { chainTokens: 1000 });
  return assets;
}

/** The size score of the doc comment. */
const score = (a: SimAsset) =>
  a.tokenIds.length +
  (a.peg === "USD" ? 2 : 0) +
  (a.verified ? 1 : 0) +
  (a.priceKey === "ref:BTC" ? 4 : 0) +
  (a.native ? 2 * Math.log2(1 + a.chainTokens) : 0);

const ASSETS = buildAssets();
const N = ASSETS.length;
const PAIRS = simulateMarket(ASSETS, { seed: SEED, rate: RATE });
const bySlug = new Map(ASSETS.map((a) => [a.slug, a]));
const indexes = new WeakMap<readonly SimPair[], Map<number, SimPair[]>>();
/** The pairs of an asset's deployments, in its order (the representative first); one per deployment. */
const pairsOf = (asset: SimAsset, pairs: readonly SimPair[] = PAIRS) => {
  let index = indexes.get(pairs);
  if (!index) {
    index = new Map();
    for (const p of pairs) index.set(p.tokenId, [...(index.get(p.tokenId) ?? []), p]);
    indexes.set(pairs, index);
  }
  const byToken = index;
  return asset.tokenIds.map((tokenId) => {
    const found = byToken.get(tokenId) ?? [];
    if (found.length !== 1) throw new Error(`token ${tokenId} has ${found.length} pairs`);
    return found[0];
  });
};
const capOf = (asset: SimAsset) => pairsOf(asset)[0].assetCap;
const slugs = (predicate: (slug: string) => boolean) => ASSETS.filter((a) => predicate(a.slug));
const CLASS_2_9 = [
  "bnb",
  "pol",
  "usd-coin",
  "tether",
  "dai",
  "euro-coin",
  "wrapped-btc",
  "coinbase-wrapped-btc",
];

/** The documented cap at a rank: 10^{12.2 − 1.9·log10(rank)}, with a jitter of ±0.1 decade. */
const logCapAt = (rank: number) => 12.2 - 1.9 * Math.log10(rank);
const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

describe("simulateMarket", () => {
  it("gives every deployment one pair, and is deterministic per seed", () => {
    expect(ASSETS).toHaveLength(1000);
    expect(PAIRS).toHaveLength(sum(ASSETS.map((a) => a.tokenIds.length)));
    expect(new Set(PAIRS.map((p) => p.tokenId)).size).toBe(PAIRS.length);
    expect(simulateMarket(buildAssets(), { seed: SEED, rate: RATE })).toEqual(PAIRS);
    const other = simulateMarket(buildAssets(), { seed: SEED + 1, rate: RATE });
    expect(other).not.toEqual(PAIRS);
    expect(other.map((p) => p.assetCap)).not.toEqual(PAIRS.map((p) => p.assetCap));
    // Every pair follows its asset's price key.
    for (const asset of ASSETS) for (const p of pairsOf(asset)) expect(p.priceKey).toBe(asset.priceKey);
  });

  it("sizes market caps by rank: 12.2 − 1.9·log10(rank) decades ± 0.1", () => {
    // The ranks the fixture is built for: Ether alone first, Uniswap alone 10th, the tail token alone last.
    const scores = ASSETS.map(score);
    const rankRange = (asset: SimAsset) => {
      const own = score(asset);
      return [scores.filter((x) => x > own).length + 1, scores.filter((x) => x >= own).length];
    };
    expect(rankRange(bySlug.get("ether") as SimAsset)).toEqual([1, 1]);
    expect(rankRange(bySlug.get("uniswap") as SimAsset)).toEqual([10, 10]);
    expect(rankRange(bySlug.get("tail-token") as SimAsset)).toEqual([1000, 1000]);
    for (const slug of CLASS_2_9) {
      const [best, worst] = rankRange(bySlug.get(slug) as SimAsset);
      expect(best).toBeGreaterThanOrEqual(2);
      expect(worst).toBeLessThanOrEqual(9);
    }
    // Every asset's cap lies in the band of the ranks its score allows (ties may fall either way).
    for (const asset of ASSETS) {
      const [best, worst] = rankRange(asset);
      const log = Math.log10(capOf(asset));
      expect(log).toBeGreaterThanOrEqual(logCapAt(worst) - 0.1 - 1e-9);
      expect(log).toBeLessThanOrEqual(logCapAt(best) + 0.1 + 1e-9);
    }
    // Rank 1 ≈ $1.6T, 10 ≈ $20B, 1,000 ≈ $3M.
    expect(capOf(bySlug.get("ether") as SimAsset)).toBeGreaterThan(10 ** 12.1);
    expect(capOf(bySlug.get("uniswap") as SimAsset)).toBeGreaterThan(10 ** 10.2);
    expect(capOf(bySlug.get("uniswap") as SimAsset)).toBeLessThan(10 ** 10.4);
    expect(capOf(bySlug.get("tail-token") as SimAsset)).toBeGreaterThan(10 ** 6.3);
    expect(capOf(bySlug.get("tail-token") as SimAsset)).toBeLessThan(10 ** 6.5);
    // The first asset's cap is the largest of all.
    const caps = ASSETS.map(capOf);
    const ether = capOf(bySlug.get("ether") as SimAsset);
    expect(caps.filter((cap) => cap >= ether)).toEqual([ether]);
    // Every deployment carries its whole asset's cap for the holder estimate.
    for (const asset of ASSETS) for (const p of pairsOf(asset)) expect(p.assetCap).toBe(capOf(asset));
  });

  it("gives all pairs of one price key one refPrice and one volatility", () => {
    const keys = new Map<string, { refPrice: number; volatility: number }>();
    for (const p of PAIRS) {
      const key = p.priceKey ?? "";
      const first = keys.get(key) ?? { refPrice: p.refPrice, volatility: p.volatility };
      keys.set(key, first);
      expect(p.refPrice).toBe(first.refPrice);
      expect(p.volatility).toBe(first.volatility);
    }
    // ref:BTC spans WBTC, cbBTC and the small wrappers; peg:USD the three large stablecoins and the small ones.
    expect(pairsOf(bySlug.get("wrapped-btc") as SimAsset)[0].refPrice).toBe(
      pairsOf(bySlug.get("btc-wrapper-3") as SimAsset)[0].refPrice,
    );
    expect(slugs((s) => s.startsWith("btc-wrapper-")).length).toBeGreaterThan(5);
    expect(slugs((s) => s.startsWith("stable-")).length).toBeGreaterThan(10);
  });

  it("holds USD-pegged keys at 1 and other pegs at one level per currency", () => {
    const usd = PAIRS.filter((p) => p.priceKey === "peg:USD");
    expect(usd.length).toBeGreaterThan(30);
    for (const p of usd) expect(p.refPrice).toBe(1);
    const eur = pairsOf(bySlug.get("euro-coin") as SimAsset);
    expect(new Set(eur.map((p) => p.refPrice)).size).toBe(1);
    expect(eur[0].refPrice).toBeGreaterThan(0);
  });

  it("draws one price per free key, log-uniform: $100–$50,000 for ref: keys, $0.0001–$1,000 for others", () => {
    const prices = new Map<string, number>();
    for (const p of PAIRS) prices.set(p.priceKey ?? "", p.refPrice);
    const ref = [...prices].filter(([key]) => key.startsWith("ref:"));
    expect(ref.map(([key]) => key).sort()).toEqual(["ref:BNB", "ref:BTC", "ref:ETH", "ref:POL"]);
    for (const [, price] of ref) {
      expect(price).toBeGreaterThanOrEqual(100);
      expect(price).toBeLessThanOrEqual(50_000);
    }
    const logs = [...prices]
      .filter(([key]) => key.startsWith("asset:"))
      .map(([, price]) => Math.log10(price));
    expect(logs.length).toBeGreaterThan(900);
    for (const log of logs) {
      expect(log).toBeGreaterThanOrEqual(-4 - 1e-12);
      expect(log).toBeLessThanOrEqual(3 + 1e-12);
    }
    // Uniform over [−4, 3] decades: mean −0.5, standard deviation 7/√12 ≈ 2.02; 5 standard errors.
    const mean = sum(logs) / logs.length;
    const sd = Math.sqrt(sum(logs.map((x) => (x - mean) ** 2)) / (logs.length - 1));
    expect(Math.abs(mean + 0.5)).toBeLessThan((5 * 7) / Math.sqrt(12 * logs.length));
    expect(Math.abs(sd - 7 / Math.sqrt(12))).toBeLessThan(0.25);
  });

  it("sets volatility from 1.5 % a day for the largest caps to 19.5 % for the smallest", () => {
    const keys = new Map<string, { cap: number; volatility: number }>();
    for (const p of PAIRS) {
      const key = p.priceKey ?? "";
      const cap = Math.max(keys.get(key)?.cap ?? 0, p.assetCap);
      keys.set(key, { cap, volatility: p.volatility });
    }
    for (const { volatility } of keys.values()) {
      expect(volatility).toBeGreaterThanOrEqual(0.015 - 1e-12);
      expect(volatility).toBeLessThanOrEqual(0.195 + 1e-12);
    }
    expect(pairsOf(bySlug.get("ether") as SimAsset)[0].volatility).toBeCloseTo(0.015, 12);
    // Smaller keys are at least as volatile.
    const ordered = [...keys.values()].sort((a, b) => b.cap - a.cap);
    for (let i = 1; i < ordered.length; i++) {
      expect(ordered[i].volatility).toBeGreaterThanOrEqual(ordered[i - 1].volatility - 1e-12);
    }
    // The tail ($3M) is far more volatile than the top.
    expect(pairsOf(bySlug.get("tail-token") as SimAsset)[0].volatility).toBeGreaterThan(0.1);
  });

  it("splits each asset's supply (cap / price) across its deployments, the representative holding 55–90 %", () => {
    for (const asset of ASSETS) {
      const pairs = pairsOf(asset);
      const { refPrice } = pairs[0];
      const cap = capOf(asset);
      const circulating = sum(pairs.map((p) => p.circulating));
      expect(Math.abs(circulating / (cap / refPrice) - 1)).toBeLessThan(1e-9);
      // Total supply: circulating × (1 + 0.25·k), k = 0…6, the same k on every deployment.
      const ratios = pairs.map((p) => (p.totalSupply / p.circulating - 1) / 0.25);
      const k = Math.round(ratios[0]);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(k).toBeLessThanOrEqual(6);
      for (const r of ratios) expect(r).toBeCloseTo(k, 9);
      const head = pairs[0].circulating / circulating;
      if (pairs.length === 1) expect(head).toBeCloseTo(1, 12);
      else {
        expect(head).toBeGreaterThanOrEqual(0.55 - 1e-12);
        expect(head).toBeLessThanOrEqual(0.9 + 1e-12);
        for (const p of pairs) expect(p.circulating).toBeGreaterThan(0);
      }
    }
  });

  it("gives pools 0.1 %–2 % of the deployment's cap in liquidity, at least $20,000", () => {
    for (const p of PAIRS) {
      const deploymentCap = p.circulating * p.refPrice;
      expect(p.liquidity).toBeGreaterThanOrEqual(Math.max(20_000, 0.001 * deploymentCap) * (1 - 1e-12));
      expect(p.liquidity).toBeLessThanOrEqual(Math.max(20_000, 0.02 * deploymentCap) * (1 + 1e-12));
    }
    expect(PAIRS.some((p) => p.liquidity === 20_000)).toBe(true);
    expect(PAIRS.some((p) => p.liquidity > 1e9)).toBe(true);
  });

  it("sets activity ∝ rank^−1.5 × share, rate × 60 a minute in all, with a floor of 6 an hour per pair", () => {
    const totalWeight = sum(Array.from({ length: N }, (_, i) => (i + 1) ** -1.5));
    for (const rate of [RATE, 600]) {
      const pairs = rate === RATE ? PAIRS : simulateMarket(buildAssets(), { seed: SEED, rate });
      for (const p of pairs) expect(p.activity).toBeGreaterThanOrEqual(FLOOR);
      // Above the floor, activities are the documented shares of rate × 60; the floored ones had less than
      // the floor each, so the sum above it is between rate × 60 − 0.1 · (floored pairs) and rate × 60.
      const above = pairs.filter((p) => p.activity > FLOOR);
      const floored = pairs.length - above.length;
      const total = sum(above.map((p) => p.activity));
      expect(total).toBeLessThanOrEqual(rate * 60 * (1 + 1e-9));
      expect(total).toBeGreaterThanOrEqual(rate * 60 - FLOOR * floored - 1e-9);
      // Exact for the assets of known rank: rate·60 · rank^−1.5 · share / Σ rank^−1.5.
      for (const [slug, rank] of [
        ["ether", 1],
        ["uniswap", 10],
        ["tail-token", 1000],
      ] as const) {
        const own = pairsOf(bySlug.get(slug) as SimAsset, pairs);
        const supply = sum(own.map((p) => p.circulating));
        for (const p of own) {
          const share = p.circulating / supply;
          const expected = Math.max(FLOOR, (rate * 60 * rank ** -1.5 * share) / totalWeight);
          expect(p.activity / expected).toBeCloseTo(1, 9);
        }
      }
    }
    // At the default rate of 12 a second: the tail (720 · 1000^−1.5 / 2.55 ≈ 0.009) trades at the floor;
    // Ether's representative (≥ 55 % of 720 / 2.55 ≈ 282) above 100 a minute.
    expect(pairsOf(bySlug.get("tail-token") as SimAsset)[0].activity).toBe(FLOOR);
    expect(pairsOf(bySlug.get("ether") as SimAsset)[0].activity).toBeGreaterThan(100);
  });
});

describe("initialStats", () => {
  const model = createDemoModel(SEED);
  const sample = [
    ...pairsOf(bySlug.get("ether") as SimAsset).slice(0, 2),
    ...pairsOf(bySlug.get("usd-coin") as SimAsset).slice(0, 1),
    ...pairsOf(bySlug.get("wrapped-btc") as SimAsset).slice(0, 1),
    ...pairsOf(bySlug.get("uniswap") as SimAsset).slice(0, 1),
    ...pairsOf(bySlug.get("tail-token") as SimAsset),
  ].map((p, i) => ({ ...p, id: 500 + i }));

  it("states the model's price at now, and market cap and FDV = price × supply as stated, to the cent", () => {
    for (const pair of sample) {
      const stats = initialStats(pair, model, NOW);
      const price = model.price(pair, NOW);
      expect(stats.tokenId).toBe(pair.tokenId);
      // Price: ten significant digits of the model's; supplies: the simulation's, to twelve.
      expect(stats.price).toMatch(/^\d+(\.\d+)?$/);
      expect(Math.abs(Number(stats.price) / price - 1)).toBeLessThan(5e-10);
      expect(Math.abs(Number(stats.circulatingSupply) / pair.circulating - 1)).toBeLessThan(5e-12);
      expect(Math.abs(Number(stats.totalSupply) / pair.totalSupply - 1)).toBeLessThan(5e-12);
      // The stated figures multiply out: market cap = price × circulating, FDV = price × total supply.
      const stated = Number(stats.price);
      expect(stats.marketCap).toMatch(/^\d+\.\d{2}$/);
      expect(stats.fdv).toMatch(/^\d+\.\d{2}$/);
      expect(
        Math.abs(Number(stats.marketCap) - stated * Number(stats.circulatingSupply)),
      ).toBeLessThanOrEqual(0.01);
      expect(Math.abs(Number(stats.fdv) - stated * Number(stats.totalSupply))).toBeLessThanOrEqual(0.01);
      // And they are the model's cap to the stated digits (5·10⁻¹⁰ of the price, 5·10⁻¹² of the supply) and the cent.
      const cap = price * pair.circulating;
      expect(Math.abs(Number(stats.marketCap) - cap)).toBeLessThanOrEqual(0.005 + cap * 5.1e-10);
      expect(Math.abs(Number(stats.liquidity) - pair.liquidity)).toBeLessThanOrEqual(0.005);
    }
  });

  it("gives changes equal to the model's price ratios, in percent to two decimals", () => {
    for (const pair of sample) {
      const stats = initialStats(pair, model, NOW);
      const price = model.price(pair, NOW);
      for (const [field, ms] of [
        ["change1h", HOUR],
        ["change24h", DAY],
        ["change7d", 7 * DAY],
        ["change30d", 30 * DAY],
      ] as const) {
        const expected = (price / model.price(pair, NOW - ms) - 1) * 100;
        // Rounded to cents of a percent (the stated price's ten digits move it by < 10⁻⁷).
        expect(Math.abs(stats[field] - expected)).toBeLessThanOrEqual(0.005 + 1e-7);
      }
    }
    // The pegged coin barely moves; Ether does.
    const usdc = initialStats(sample[2], model, NOW);
    expect(Math.abs(usdc.change30d)).toBeLessThanOrEqual(0.61);
    const ether = sample.slice(0, 2).map((p) => initialStats(p, model, NOW));
    // One price per key: both Ether deployments show nearly the same change. Each change is the path's ratio
    // (≤ e^{0.015·2·3.56} ≈ 1.11) times a ratio of venue factors within 0.9985/1.0015 … 1.0015/0.9985, so the
    // two differ by at most 1.11 · 0.6 ≈ 0.67 percentage points.
    expect(Math.abs(ether[0].change30d - ether[1].change30d)).toBeLessThan(0.7);
  });

  it("expects a day's trades and volume from the model's means: activity·1440·1.1575, values of typical·e^{0.72}", () => {
    for (const pair of sample) {
      const stats = initialStats(pair, model, NOW);
      // The busy factor's long-run mean is 1.1575; a log-normal value (σ 1.2) has mean typical·e^{1.2²/2}.
      expect(Math.abs(stats.trades24 - pair.activity * 1440 * 1.1575)).toBeLessThanOrEqual(0.5 + 1e-6);
      const typical = Math.min(25_000, Math.max(40, pair.liquidity * 2e-5));
      expect(Number(stats.volume24) / (stats.trades24 * typical * Math.exp(1.2 ** 2 / 2))).toBeCloseTo(1, 6);
    }
  });
});
