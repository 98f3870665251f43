import { describe, expect, it } from "vitest";
import { packTokenRow, type TokenRow, unpackTokenRow } from "./token-row.ts";

const row: TokenRow = {
  slug: "ether-1522",
  name: "Ether",
  symbol: "ETH",
  chainId: 1,
  address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
  logo: "/logos/cc/128/eth.png",
  tokenImage: null,
  price: "12025.4002",
  change1h: 0.07,
  change24h: -1.33,
  change7d: null,
  volume24: "18455277347.21",
  trades24: 0,
  deployments: 25,
  marketCap: "1625378596227.88",
  marketCapRank: 1,
  liquidity: "5750718432.33",
  holders: 10873976,
  aiScore: 72.8,
  authorized: true,
  spark: "fe88ef8a5415695d7920edjnkc84",
  ownerProof: null,
};

describe("packed token rows", () => {
  it("carry every field's value without its name and come back whole", () => {
    const packed = packTokenRow(row);
    expect(packed).toHaveLength(Object.keys(row).length);
    expect(JSON.stringify(packed)).not.toContain("slug");
    expect(unpackTokenRow(packed)).toEqual(row);
  });
});
