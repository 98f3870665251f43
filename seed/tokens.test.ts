import contractMap from "@metamask/contract-metadata/contract-map.json" with { type: "json" };
import tokenList from "@uniswap/default-token-list" with { type: "json" };
import { mainnet, optimism } from "viem/chains";
import { describe, expect, it } from "vitest";
import { isMetaMaskListed, listingDates, listTokens } from "./tokens.ts";

describe("listTokens", () => {
  const tokens = listTokens();

  it("keeps the list's mainnet tokens in (chainId, lowercased address) order", () => {
    expect(tokens.length).toBeGreaterThanOrEqual(1500);
    const keys = tokens.map((token) => [token.chainId, token.address.toLowerCase()] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    expect(keys).toEqual(sorted);
    expect(new Set(keys.map(([chainId, address]) => `${chainId}:${address}`)).size).toBe(tokens.length);
    for (const token of tokens) expect(token.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it("takes the first Ethereum entry of the list as it is", () => {
    const entry = tokenList.tokens.find((token) => token.chainId === mainnet.id);
    const token = tokens.find((t) => t.chainId === entry?.chainId && t.address === entry?.address);
    expect(token).toMatchObject({
      chainKey: "mainnet",
      name: entry?.name,
      symbol: entry?.symbol,
      decimals: entry?.decimals,
      bridged: false,
    });
  });

  it("marks L2 copies that point back to Ethereum as bridged", () => {
    const entry = tokenList.tokens.find(
      (token) => token.chainId === optimism.id && String(mainnet.id) in (token.extensions?.bridgeInfo ?? {}),
    );
    const token = tokens.find((t) => t.chainId === entry?.chainId && t.address === entry?.address);
    expect(token?.bridged).toBe(true);
  });
});

describe("isMetaMaskListed", () => {
  it("only trusts contract-metadata addresses on Ethereum mainnet, in any letter case", () => {
    const [address] = Object.keys(contractMap);
    expect(isMetaMaskListed(mainnet.id, address)).toBe(true);
    expect(isMetaMaskListed(mainnet.id, address.toLowerCase())).toBe(true);
    expect(isMetaMaskListed(optimism.id, address)).toBe(false);
    expect(isMetaMaskListed(mainnet.id, `0x${"0".repeat(40)}`)).toBe(false);
  });
});

describe("listingDates", () => {
  const now = new Date("2026-03-01T00:00:00Z");
  const day = 86_400_000;

  it("is deterministic and stays within the windows", () => {
    const tokens = listTokens().slice(0, 300);
    for (const token of tokens) {
      const dates = listingDates(token.chainId, token.address, true, now);
      expect(listingDates(token.chainId, token.address.toLowerCase(), true, now)).toEqual(dates);
      const listed = dates.listedAt.getTime();
      const authorized = dates.authorizedAt?.getTime() ?? Number.NaN;
      expect(listed).toBeLessThanOrEqual(now.getTime());
      expect(listed).toBeGreaterThanOrEqual(now.getTime() - 3 * 365 * day);
      expect(authorized).toBeGreaterThanOrEqual(listed);
      expect(authorized).toBeGreaterThanOrEqual(now.getTime() - 120 * day);
      expect(authorized).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("leaves authorizedAt empty for unverified tokens", () => {
    expect(listingDates(mainnet.id, `0x${"1".repeat(40)}`, false, now).authorizedAt).toBeNull();
  });
});
