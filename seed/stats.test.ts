import { describe, expect, it } from "vitest";
import { aiScore, simulateStats } from "./stats.ts";

const flat = { change1h: 0, change24h: 0, change7d: 0 };

describe("aiScore", () => {
  it("scores a quiet token with $1M liquidity and no volume at 47.5", () => {
    // 0.35·0.5 + 0.2·0 + 0.3·0.5 + 0.15·1 = 0.475
    expect(aiScore({ ...flat, volume24: 0, marketCap: 1_000_000, liquidity: 1_000_000 })).toBe(47.5);
  });

  it("caps turnover at 25% a day and liquidity at $1B", () => {
    // 0.175 + 0.2·1 + 0.3·1 + 0.15 = 0.825
    expect(aiScore({ ...flat, volume24: 250_000, marketCap: 1_000_000, liquidity: 1e9 })).toBe(82.5);
    expect(aiScore({ ...flat, volume24: 5_000_000, marketCap: 1_000_000, liquidity: 1e12 })).toBe(82.5);
  });

  it("weighs momentum, turnover, liquidity and volatility", () => {
    // m = 0.2·tanh(0.5) + 0.5·tanh(0.5) + 0.3·tanh(0.4) = 0.437467; t = 0.2; l = 2/3; v = 0.1375
    // 0.35·0.718733 + 0.2·0.2 + 0.3·0.666667 + 0.15·0.8625 = 0.620932
    const stats = { change1h: 1, change24h: 5, change7d: 10, volume24: "5000000", marketCap: "100000000" };
    expect(aiScore({ ...stats, liquidity: "10000000" })).toBe(62.1);
  });

  it("penalises a crash with no market data down to 0", () => {
    expect(
      aiScore({ change1h: -40, change24h: -80, change7d: -200, volume24: 0, marketCap: 0, liquidity: 0 }),
    ).toBe(0);
  });

  it("rewards positive momentum over negative", () => {
    // m = ±(0.2·tanh(1) + 0.5·tanh(0.8) + 0.3·tanh(0.8)) = ±0.684215; t = 0.04; l = 1/3; v = 0.25
    // 0.35·(1 ± 0.684215)/2 + 0.008 + 0.1 + 0.1125 = 0.515121 or 0.275879
    const base = { volume24: 10_000, marketCap: 1_000_000, liquidity: 100_000 };
    expect(aiScore({ ...base, change1h: 2, change24h: 8, change7d: 20 })).toBe(51.5);
    expect(aiScore({ ...base, change1h: -2, change24h: -8, change7d: -20 })).toBe(27.6);
  });
});

describe("simulateStats", () => {
  const now = new Date("2026-03-01T00:00:00Z");

  it("is a pure function of the token id", () => {
    expect(simulateStats(7, { stablecoin: false, now })).toEqual(
      simulateStats(7, { stablecoin: false, now }),
    );
    expect(simulateStats(7, { stablecoin: false, now })).not.toEqual(
      simulateStats(8, { stablecoin: false, now }),
    );
  });

  it("keeps stablecoins within 0.3% of 1.00 and calm", () => {
    for (let id = 1; id <= 200; id++) {
      const stats = simulateStats(id, { stablecoin: true, now });
      expect(Math.abs(Number(stats.price) - 1)).toBeLessThanOrEqual(0.003);
      expect(Math.abs(stats.change24h)).toBeLessThan(1);
    }
  });

  it("spans many orders of magnitude with consistent figures", () => {
    const all = Array.from({ length: 500 }, (_, i) => simulateStats(i + 1, { stablecoin: false, now }));
    const prices = all.map((stats) => Number(stats.price));
    expect(Math.min(...prices)).toBeLessThan(1e-6);
    expect(Math.max(...prices)).toBeGreaterThan(1e3);
    for (const stats of all) {
      expect(stats.price).toMatch(/^\d+(\.\d+)?$/);
      expect(Number(stats.volume24)).toBeLessThan(Number(stats.marketCap));
      expect(Number(stats.liquidity)).toBeLessThan(Number(stats.marketCap));
      expect(stats.change24h).toBeGreaterThanOrEqual(-95);
      expect(Number.isInteger(stats.holders)).toBe(true);
      expect(stats.holders).toBeGreaterThanOrEqual(12);
      expect(stats.aiScore).toBe(aiScore(stats));
      expect(stats.source).toBe("demo");
      expect(stats.updatedAt).toBe(now);
    }
  });
});
