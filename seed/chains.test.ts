import * as viemChains from "viem/chains";
import { describe, expect, it } from "vitest";
import { MIN_CHAINS, mainnetFor, RETIRED_TESTNET_IDS, selectChains } from "./chains.ts";

describe("mainnetFor", () => {
  it("maps list chain ids to viem mainnets, preferring the well-known export name", () => {
    expect(mainnetFor(viemChains.mainnet.id)?.key).toBe("mainnet");
    expect(mainnetFor(viemChains.zksync.id)?.key).toBe("zksync");
    expect(mainnetFor(viemChains.base.id)?.key).toBe("base");
  });

  it("refuses testnets and retired testnet ids that viem reuses for other chains", () => {
    expect(mainnetFor(viemChains.sepolia.id)).toBeNull();
    expect(mainnetFor(viemChains.goerli.id)).toBeNull();
    for (const id of RETIRED_TESTNET_IDS) {
      expect(Object.values(viemChains).some((chain) => "id" in chain && chain.id === id)).toBe(true);
      expect(mainnetFor(id)).toBeNull();
    }
  });
});

describe("selectChains", () => {
  it("takes viem's facts and puts Ethereum first, then the chains with more tokens", () => {
    const chains = selectChains(
      new Map([
        [viemChains.base.id, 3],
        [viemChains.arbitrum.id, 5],
        [viemChains.mainnet.id, 1],
      ]),
    );
    expect(chains.slice(0, 3).map((chain) => chain.key)).toEqual(["mainnet", "arbitrum", "base"]);
    const [ethereum] = chains;
    expect(ethereum).toMatchObject({
      id: viemChains.mainnet.id,
      slug: "ethereum",
      name: viemChains.mainnet.name,
      nativeSymbol: viemChains.mainnet.nativeCurrency.symbol,
      nativeDecimals: viemChains.mainnet.nativeCurrency.decimals,
      explorerName: viemChains.mainnet.blockExplorers.default.name,
      explorerUrl: viemChains.mainnet.blockExplorers.default.url,
      testnet: false,
      position: 0,
      algorithm: "proof-of-stake",
    });
  });

  it("pads with well-known mainnets up to the minimum", () => {
    const chains = selectChains(new Map([[viemChains.base.id, 1]]));
    expect(chains).toHaveLength(MIN_CHAINS);
    expect(chains[0].key).toBe("mainnet");
    expect(chains[1].key).toBe("base");
    expect(new Set(chains.map((chain) => chain.slug)).size).toBe(MIN_CHAINS);
  });

  it("refuses chain ids that are not viem mainnets", () => {
    expect(() => selectChains(new Map([[viemChains.sepolia.id, 1]]))).toThrow("is not a viem mainnet");
  });
});
