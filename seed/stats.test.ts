import { describe, expect, it } from "vitest";
import { aiScore } from "./stats.ts";

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
