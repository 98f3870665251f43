import { describe, expect, it } from "vitest";
import { matchDeployments } from "./match.ts";

const USDC_ETH = "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48";
const USDC_POLYGON = "0x3c499c542cef5e3811e1192ce70d8cc03d5c3359";
const ZCN_ETH = "0xb9ef770b6a5e12e45983c5d80545258aa38f3b78";

describe("matching records to catalogue deployments", () => {
  it("returns, per record and in order, the tokens at its contracts by chain id and address in any case", () => {
    const records = [
      {
        id: "usd-coin",
        deployments: [
          { chainId: 1, address: USDC_ETH },
          { chainId: 137, address: USDC_POLYGON },
        ],
      },
      { id: "bitcoin", deployments: [] },
      { id: "0chain", deployments: [{ chainId: 1, address: ZCN_ETH }] },
    ];
    const catalogue = [
      { tokenId: 12, chainId: 137, address: USDC_POLYGON.toUpperCase().replace("0X", "0x") },
      { tokenId: 4, chainId: 1, address: USDC_ETH },
      // Same address on another chain: a different contract.
      { tokenId: 30, chainId: 56, address: ZCN_ETH },
      { tokenId: 4, chainId: 1, address: USDC_ETH },
    ];
    expect(matchDeployments(records, catalogue)).toEqual([
      { id: "usd-coin", tokenIds: [4, 12] },
      { id: "bitcoin", tokenIds: [] },
      { id: "0chain", tokenIds: [] },
    ]);
  });

  it("gives a contract shared by two catalogue tokens to both", () => {
    const records = [{ id: "0chain", deployments: [{ chainId: 1, address: ZCN_ETH }] }];
    const catalogue = [
      { tokenId: 9, chainId: 1, address: ZCN_ETH },
      { tokenId: 3, chainId: 1, address: ZCN_ETH },
    ];
    expect(matchDeployments(records, catalogue)).toEqual([{ id: "0chain", tokenIds: [3, 9] }]);
  });

  it("matches nothing against an empty catalogue", () => {
    expect(matchDeployments([{ id: "0chain", deployments: [{ chainId: 1, address: ZCN_ETH }] }], [])).toEqual(
      [{ id: "0chain", tokenIds: [] }],
    );
  });
});
