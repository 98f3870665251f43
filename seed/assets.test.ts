import { describe, expect, it } from "vitest";
import { wrappedNativeAddress } from "../domain/market/uniswap-deployments.ts";
import { NATIVE_ADDRESS } from "../lib/address.ts";
import { type AssetGroup, type Deployment, groupAssets, pegOf } from "./assets.ts";
import { selectChains } from "./chains.ts";
import { tagsFor } from "./tags.ts";
import { listTokens } from "./tokens.ts";

/** WETH9 of @uniswap/sdk-core on Ethereum (chain 1) and on OP Mainnet (chain 10); WBNB on BNB Chain (56). */
const WETH9_ETHEREUM = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
const WETH9_OPTIMISM = "0x4200000000000000000000000000000000000006";
const WBNB_BSC = "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c";

/** Display order of the hand-made chains: Ethereum, OP, Arbitrum, BNB Chain, Celo. */
const ORDER = new Map([
  [1, 0],
  [10, 1],
  [42161, 2],
  [56, 3],
  [42220, 4],
]);

const addressOf = (id: number) => `0x${id.toString(16).padStart(40, "7")}`;

type Spec = Pick<Deployment, "id" | "chainId" | "symbol"> & Partial<Deployment>;
const token = (spec: Spec): Deployment => ({
  address: addressOf(spec.id),
  name: spec.symbol,
  native: false,
  stablecoin: false,
  listed: false,
  bridges: [],
  ...spec,
});
const native = (id: number, chainId: number, symbol: string, name = symbol): Deployment =>
  token({ id, chainId, symbol, name, native: true, address: NATIVE_ADDRESS });

const groupOf = (groups: readonly AssetGroup[], id: number): AssetGroup => {
  const found = groups.filter((g) => g.memberIds.includes(id));
  expect(found).toHaveLength(1);
  return found[0];
};
const members = (group: AssetGroup) => [...group.memberIds].sort((a, b) => a - b);

/** Every deployment is in exactly one group. */
function expectPartition(groups: readonly AssetGroup[], deployments: readonly Deployment[]) {
  const ids = groups.flatMap((g) => g.memberIds).sort((a, b) => a - b);
  expect(ids).toEqual(deployments.map((d) => d.id).sort((a, b) => a - b));
}

describe("groupAssets: the grouping rules", () => {
  it("1. joins the native coins of all chains that share a symbol, and only those", () => {
    const deployments = [
      native(1, 1, "ETH", "Ether"),
      native(2, 10, "ETH", "Ether"),
      native(3, 42161, "ETH", "Ether"),
      native(4, 56, "BNB", "BNB"),
      native(5, 42220, "CELO", "Celo"),
    ];
    const groups = groupAssets(deployments, ORDER);
    expectPartition(groups, deployments);
    expect(groups).toHaveLength(3);
    const eth = groupOf(groups, 1);
    expect(members(eth)).toEqual([1, 2, 3]);
    expect(eth).toMatchObject({
      symbol: "ETH",
      name: "Ether",
      kind: "native",
      priceKey: "ref:ETH",
      peg: null,
    });
    expect(members(groupOf(groups, 4))).toEqual([4]);
    expect(groupOf(groups, 4).priceKey).toBe("ref:BNB");
    expect(groupOf(groups, 5).priceKey).toBe("ref:CELO");
  });

  it("2. puts a chain's wrapped native (WETH9 of @uniswap/sdk-core) into that chain's native asset", () => {
    expect(wrappedNativeAddress(1)).toBe(WETH9_ETHEREUM);
    expect(wrappedNativeAddress(10)).toBe(WETH9_OPTIMISM);
    expect(wrappedNativeAddress(56)).toBe(WBNB_BSC);
    const deployments = [
      native(1, 1, "ETH", "Ether"),
      native(2, 10, "ETH", "Ether"),
      native(3, 56, "BNB", "BNB"),
      native(4, 42161, "ETH", "Ether"),
      // The list's address casing may differ from the SDK's.
      token({
        id: 10,
        chainId: 1,
        symbol: "WETH",
        name: "Wrapped Ether",
        address: WETH9_ETHEREUM.toLowerCase(),
      }),
      token({ id: 11, chainId: 10, symbol: "WETH", name: "Wrapped Ether", address: WETH9_OPTIMISM }),
      token({ id: 12, chainId: 56, symbol: "WBNB", name: "Wrapped BNB", address: WBNB_BSC }),
      // Ethereum's WETH9 address on another chain is not that chain's wrapped native.
      token({ id: 13, chainId: 42161, symbol: "WETH", name: "Wrapped Ether", address: WETH9_ETHEREUM }),
    ];
    const groups = groupAssets(deployments, ORDER);
    expectPartition(groups, deployments);
    const eth = groupOf(groups, 1);
    expect(members(eth)).toEqual([1, 2, 4, 10, 11]);
    expect(eth.symbol).toBe("ETH");
    expect(eth.priceKey).toBe("ref:ETH");
    expect(members(groupOf(groups, 3))).toEqual([3, 12]);
    expect(members(groupOf(groups, 13))).toEqual([13]);
  });

  it("2. needs the exact WETH9 address: the same symbol and name elsewhere on chain 1 stay apart", () => {
    const deployments = [
      native(1, 1, "ETH", "Ether"),
      token({ id: 2, chainId: 1, symbol: "WETH", name: "Wrapped Ether", address: WETH9_ETHEREUM }),
      token({ id: 3, chainId: 1, symbol: "WETH", name: "Wrapped Ether" }),
    ];
    const groups = groupAssets(deployments, ORDER);
    expect(members(groupOf(groups, 1))).toEqual([1, 2]);
    expect(members(groupOf(groups, 3))).toEqual([3]);
  });

  it("3. joins token-list entries linked by bridgeInfo, whichever side names the other", () => {
    const link = (id: number, chainId: number) => ({ chainId, address: addressOf(id) });
    const deployments = [
      // 1 names 2 (Ethereum → OP); 3 names 1 (Arbitrum → Ethereum), in upper case.
      token({ id: 1, chainId: 1, symbol: "LINK", name: "ChainLink Token", bridges: [link(2, 10)] }),
      token({ id: 2, chainId: 10, symbol: "LINK", name: "ChainLink Token" }),
      token({
        id: 3,
        chainId: 42161,
        symbol: "LINK",
        name: "ChainLink Token",
        bridges: [{ chainId: 1, address: `0x${addressOf(1).slice(2).toUpperCase()}` }],
      }),
      // Only the reverse link: 5 (BNB Chain) names 4 (Ethereum).
      token({ id: 4, chainId: 1, symbol: "AAVE", name: "Aave Token" }),
      token({ id: 5, chainId: 56, symbol: "AAVE", name: "Aave Token", bridges: [link(4, 1)] }),
      // A link to a deployment that is not in the catalogue joins nothing.
      token({ id: 6, chainId: 1, symbol: "COMP", name: "Compound", bridges: [link(99, 10)] }),
    ];
    const groups = groupAssets(deployments, ORDER);
    expectPartition(groups, deployments);
    expect(groups).toHaveLength(3);
    expect(members(groupOf(groups, 2))).toEqual([1, 2, 3]);
    expect(members(groupOf(groups, 5))).toEqual([4, 5]);
    expect(members(groupOf(groups, 6))).toEqual([6]);
    expect(groupOf(groups, 1).kind).toBe("token");
  });

  it("4. puts a token whose symbol is a native's symbol into that native's asset", () => {
    const deployments = [
      native(1, 1, "ETH", "Ether"),
      native(2, 42220, "CELO", "Celo"),
      token({ id: 3, chainId: 56, symbol: "ETH", name: "Binance-Peg Ethereum Token" }),
      token({ id: 4, chainId: 42220, symbol: "CELO", name: "Celo native asset" }),
      token({ id: 5, chainId: 1, symbol: "CELO", name: "Celo (Wormhole)" }),
    ];
    const groups = groupAssets(deployments, ORDER);
    expectPartition(groups, deployments);
    expect(groups).toHaveLength(2);
    expect(members(groupOf(groups, 1))).toEqual([1, 3]);
    expect(members(groupOf(groups, 2))).toEqual([2, 4, 5]);
    expect(groupOf(groups, 2)).toMatchObject({ symbol: "CELO", kind: "native", priceKey: "ref:CELO" });
  });

  it("5. joins curated-list entries with the same symbol and name, or stablecoins with the same symbol and peg", () => {
    const deployments = [
      token({ id: 1, chainId: 1, symbol: "UNI", name: "Uniswap", listed: true }),
      token({ id: 2, chainId: 10, symbol: "UNI", name: "Uniswap", listed: true }),
      token({ id: 3, chainId: 1, symbol: "USDC", name: "USDCoin", stablecoin: true, listed: true }),
      token({ id: 4, chainId: 42161, symbol: "USDC", name: "USD Coin", stablecoin: true, listed: true }),
      token({ id: 5, chainId: 1, symbol: "EURC", name: "EURC", stablecoin: true, listed: true }),
      token({ id: 6, chainId: 10, symbol: "EURC", name: "Euro Coin", stablecoin: true, listed: true }),
      // The same symbol and name twice on one chain is ambiguous: neither joins.
      token({ id: 7, chainId: 1, symbol: "DUP", name: "Dup", listed: true }),
      token({ id: 8, chainId: 1, symbol: "DUP", name: "Dup", listed: true }),
      token({ id: 9, chainId: 10, symbol: "DUP", name: "Dup", listed: true }),
      // Not from the curated list: a look-alike never joins by name.
      token({ id: 10, chainId: 42161, symbol: "UNI", name: "Uniswap" }),
    ];
    const groups = groupAssets(deployments, ORDER);
    expectPartition(groups, deployments);
    expect(members(groupOf(groups, 1))).toEqual([1, 2]);
    expect(members(groupOf(groups, 3))).toEqual([3, 4]);
    expect(groupOf(groups, 3).priceKey).toBe("peg:USD");
    expect(members(groupOf(groups, 5))).toEqual([5, 6]);
    expect(groupOf(groups, 5).priceKey).toBe("peg:EUR");
    for (const id of [7, 8, 9, 10]) expect(groupOf(groups, id).memberIds).toEqual([id]);
  });

  it("6. leaves every other token alone, even with the same symbol or name on another chain", () => {
    const deployments = [
      native(1, 1, "ETH", "Ether"),
      token({ id: 2, chainId: 1, symbol: "UNI", name: "Uniswap" }),
      token({ id: 3, chainId: 10, symbol: "UNI", name: "Uniswap" }),
      token({ id: 4, chainId: 1, symbol: "stETH", name: "Liquid staked Ether" }),
      token({ id: 5, chainId: 42161, symbol: "WETH", name: "Wrapped Ether" }),
    ];
    const groups = groupAssets(deployments, ORDER);
    expectPartition(groups, deployments);
    expect(groups).toHaveLength(5);
    for (const id of [2, 3, 4, 5]) expect(groupOf(groups, id).memberIds).toEqual([id]);
  });

  it("joins transitively: a native, its wrapped token and that token's bridged copies are one asset", () => {
    const deployments = [
      native(1, 1, "ETH", "Ether"),
      token({
        id: 2,
        chainId: 1,
        symbol: "WETH",
        name: "Wrapped Ether",
        address: WETH9_ETHEREUM,
        bridges: [{ chainId: 137, address: addressOf(3) }],
      }),
      token({ id: 3, chainId: 137, symbol: "WETH", name: "Wrapped Ether" }),
    ];
    const groups = groupAssets(deployments, ORDER);
    expect(groups).toHaveLength(1);
    expect(members(groups[0])).toEqual([1, 2, 3]);
    expect(groups[0].symbol).toBe("ETH");
  });
});

describe("groupAssets: the representative", () => {
  it("is the native coin, on Ethereum when several chains have it, even with a higher id", () => {
    const deployments = [
      token({ id: 1, chainId: 1, symbol: "BNB", name: "BNB" }),
      native(2, 10, "ETH", "Ether"),
      native(3, 56, "BNB", "BNB"),
      native(4, 1, "ETH", "Ether"),
    ];
    const groups = groupAssets(deployments, ORDER);
    const bnb = groupOf(groups, 1);
    expect(bnb.primaryId).toBe(3);
    expect(bnb.memberIds[0]).toBe(3);
    expect(bnb.kind).toBe("native");
    expect(groupOf(groups, 2).primaryId).toBe(4);
  });

  it("is else the Ethereum deployment, even when Ethereum is not first in the chain order", () => {
    const order = new Map([
      [10, 0],
      [42161, 1],
      [1, 2],
    ]);
    const link = (id: number, chainId: number) => ({ chainId, address: addressOf(id) });
    const deployments = [
      token({ id: 1, chainId: 10, symbol: "OP-USDC", name: "USD Coin (OP)", bridges: [link(3, 1)] }),
      token({ id: 2, chainId: 42161, symbol: "ARB-USDC", name: "USD Coin (Arb)", bridges: [link(3, 1)] }),
      token({ id: 3, chainId: 1, symbol: "USDC", name: "USD Coin" }),
    ];
    const [group] = groupAssets(deployments, order);
    expect(group.primaryId).toBe(3);
    expect(group.memberIds[0]).toBe(3);
    // Name and symbol are the representative's.
    expect(group).toMatchObject({ name: "USD Coin", symbol: "USDC", slug: "usd-coin" });
  });

  it("is else the deployment on the first chain by position, else the lowest id", () => {
    const link = (id: number, chainId: number) => ({ chainId, address: addressOf(id) });
    const byPosition = groupAssets(
      [
        token({ id: 1, chainId: 10, symbol: "GRT", name: "Graph (OP)", bridges: [link(2, 42161)] }),
        token({ id: 2, chainId: 42161, symbol: "GRT", name: "Graph (Arbitrum)" }),
      ],
      new Map([
        [42161, 0],
        [10, 1],
      ]),
    );
    expect(byPosition[0].primaryId).toBe(2);
    expect(byPosition[0].name).toBe("Graph (Arbitrum)");
    // Two chains the order does not know: the lowest id.
    const byId = groupAssets(
      [
        token({ id: 8, chainId: 8453, symbol: "X", name: "X on Base", bridges: [link(7, 324)] }),
        token({ id: 7, chainId: 324, symbol: "X", name: "X on zkSync" }),
      ],
      ORDER,
    );
    expect(byId[0].primaryId).toBe(7);
    // Two deployments on one chain: the lowest id.
    const sameChain = groupAssets(
      [
        token({ id: 5, chainId: 10, symbol: "Y", name: "Y two", bridges: [link(4, 10)] }),
        token({ id: 4, chainId: 10, symbol: "Y", name: "Y one" }),
      ],
      ORDER,
    );
    expect(sameChain[0].primaryId).toBe(4);
    expect(sameChain[0].memberIds).toEqual([4, 5]);
  });
});

describe("groupAssets: price keys and pegs", () => {
  const keyOf = (deployments: Deployment[]) => {
    const groups = groupAssets(deployments, ORDER);
    expect(groups).toHaveLength(1);
    return { priceKey: groups[0].priceKey, peg: groups[0].peg, slug: groups[0].slug };
  };

  it("gives natives ref:<symbol>, and a native named USD or EUR its peg", () => {
    expect(keyOf([native(1, 1, "ETH", "Ether")])).toMatchObject({ priceKey: "ref:ETH", peg: null });
    expect(keyOf([native(1, 4217, "USD", "USD")])).toMatchObject({ priceKey: "peg:USD", peg: "USD" });
    expect(keyOf([native(1, 4218, "EUR", "Euro")])).toMatchObject({ priceKey: "peg:EUR", peg: "EUR" });
    // A native stays a native even if a member token is tagged a stablecoin.
    expect(
      keyOf([native(1, 100, "XDAI", "xDAI"), token({ id: 2, chainId: 1, symbol: "XDAI", stablecoin: true })]),
    ).toMatchObject({ priceKey: "ref:XDAI", peg: null });
  });

  it("pegs a stablecoin group to its currency: peg:USD for USDC, peg:EUR for EURC", () => {
    const link = (id: number, chainId: number) => ({ chainId, address: addressOf(id) });
    // One tagged member is enough for the group.
    expect(
      keyOf([
        token({
          id: 1,
          chainId: 1,
          symbol: "USDC",
          name: "USD Coin",
          stablecoin: true,
          bridges: [link(2, 10)],
        }),
        token({ id: 2, chainId: 10, symbol: "USDC.e", name: "Bridged USDC" }),
      ]),
    ).toMatchObject({ priceKey: "peg:USD", peg: "USD" });
    expect(
      keyOf([token({ id: 1, chainId: 1, symbol: "EURC", name: "EURC", stablecoin: true })]),
    ).toMatchObject({
      priceKey: "peg:EUR",
      peg: "EUR",
    });
    // Not tagged: not pegged, whatever the name says.
    expect(keyOf([token({ id: 1, chainId: 1, symbol: "USDX", name: "Not A Dollar" })]).priceKey).toBe(
      "asset:not-a-dollar",
    );
  });

  it("gives Bitcoin wrappers ref:BTC: WBTC, cbBTC", () => {
    expect(keyOf([token({ id: 1, chainId: 1, symbol: "WBTC", name: "Wrapped BTC" })])).toMatchObject({
      priceKey: "ref:BTC",
      peg: null,
    });
    expect(
      keyOf([token({ id: 1, chainId: 8453, symbol: "cbBTC", name: "Coinbase Wrapped BTC" })]),
    ).toMatchObject({
      priceKey: "ref:BTC",
      peg: null,
    });
    // A token that merely mentions BTC is an asset of its own.
    expect(
      keyOf([token({ id: 1, chainId: 1, symbol: "BTCST", name: "BTC Standard Hashrate Token" })]).priceKey,
    ).toBe("asset:btc-standard-hashrate-token");
  });

  it("gives every other asset asset:<slug>", () => {
    expect(keyOf([token({ id: 1, chainId: 1, symbol: "UNI", name: "Uniswap" })])).toMatchObject({
      priceKey: "asset:uniswap",
      peg: null,
      slug: "uniswap",
    });
    // No usable name: the slug (and key) come from the symbol.
    expect(keyOf([token({ id: 1, chainId: 1, symbol: "ZRX", name: "???" })]).priceKey).toBe("asset:zrx");
  });

  it("makes slugs unique when assets share a name, so their asset: keys differ too", () => {
    const deployments = [
      token({ id: 1, chainId: 10, symbol: "WTB", name: "Wrapped Token" }),
      token({ id: 2, chainId: 1, symbol: "WTA", name: "Wrapped Token" }),
      token({ id: 3, chainId: 42161, symbol: "WTB", name: "Wrapped Token" }),
      token({ id: 4, chainId: 56, symbol: "WTC", name: "Wrapped Token" }),
    ];
    const groups = groupAssets(deployments, ORDER);
    expect(groups).toHaveLength(4);
    const slugs = groups.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(4);
    for (const slug of slugs) expect(slug).toMatch(/^wrapped-token(-[a-z0-9]+)*$/);
    // The Ethereum one comes first and keeps the plain slug.
    expect(groupOf(groups, 2).slug).toBe("wrapped-token");
    expect(new Set(groups.map((g) => g.priceKey))).toEqual(new Set(slugs.map((slug) => `asset:${slug}`)));
  });
});

describe("pegOf", () => {
  it("reads the currency from the symbol or name, USD otherwise", () => {
    expect(pegOf("USDC", "USD Coin")).toBe("USD");
    expect(pegOf("DAI", "Dai Stablecoin")).toBe("USD");
    expect(pegOf("EURC", "EURC")).toBe("EUR");
    expect(pegOf("agEUR", "agEUR")).toBe("EUR");
    expect(pegOf("EURS", "STASIS EURS")).toBe("EUR");
    expect(pegOf("XYZ", "Some Euro Token")).toBe("EUR");
    expect(pegOf("XSGD", "XSGD")).toBe("SGD");
    expect(pegOf("GYEN", "GYEN")).toBe("JPY");
    expect(pegOf("AUDD", "AUDD")).toBe("AUD");
  });
});

describe("groupAssets on the real catalogue (token list + one native per chain)", () => {
  const listed = listTokens();
  const counts = new Map<number, number>();
  for (const t of listed) counts.set(t.chainId, (counts.get(t.chainId) ?? 0) + 1);
  const chains = selectChains(counts);
  const deployments: Deployment[] = [
    ...listed.map((t, i) => ({
      id: i + 1,
      chainId: t.chainId,
      address: t.address,
      name: t.name,
      symbol: t.symbol,
      native: false,
      stablecoin: tagsFor(t).includes("category:stablecoin"),
      listed: true,
      bridges: t.bridges,
    })),
    ...chains.map((c, i) => ({
      id: listed.length + 1 + i,
      chainId: c.id,
      address: NATIVE_ADDRESS,
      name: c.nativeName,
      symbol: c.nativeSymbol,
      native: true,
      stablecoin: false,
      listed: false,
      bridges: [],
    })),
  ];
  const groups = groupAssets(deployments, new Map(chains.map((c) => [c.id, c.position])));
  const byId = new Map(deployments.map((d) => [d.id, d]));
  const find = (chainId: number, address: string) =>
    deployments.find((d) => d.chainId === chainId && d.address.toLowerCase() === address.toLowerCase());

  it("puts every deployment in one asset, with unique slugs", () => {
    expectPartition(groups, deployments);
    expect(new Set(groups.map((g) => g.slug)).size).toBe(groups.length);
    const assetKeys = groups.filter((g) => g.priceKey.startsWith("asset:")).map((g) => g.priceKey);
    expect(new Set(assetKeys).size).toBe(assetKeys.length);
  });

  it("makes all ETH natives and every chain's WETH9 one asset whose symbol is ETH", () => {
    const ethNatives = deployments.filter((d) => d.native && d.symbol === "ETH");
    expect(ethNatives.length).toBeGreaterThanOrEqual(5);
    const eth = groupOf(groups, ethNatives[0].id);
    for (const d of ethNatives) expect(eth.memberIds).toContain(d.id);
    expect(eth).toMatchObject({ symbol: "ETH", kind: "native", priceKey: "ref:ETH", peg: null });
    expect(byId.get(eth.primaryId)?.chainId).toBe(1);
    // Each chain's wrapped native, where the list has it, is in that chain's native asset.
    let wrapped = 0;
    for (const chain of chains) {
      const address = wrappedNativeAddress(chain.id);
      const deployment = address ? find(chain.id, address) : undefined;
      if (!deployment) continue;
      wrapped += 1;
      const nativeId = deployments.find((d) => d.native && d.chainId === chain.id)?.id;
      expect(groupOf(groups, deployment.id)).toBe(groupOf(groups, nativeId ?? -1));
      if (chain.nativeSymbol === "ETH") expect(eth.memberIds).toContain(deployment.id);
    }
    // WETH9 on Ethereum, OP, Arbitrum, Base and more; WBNB, WMATIC, WAVAX for their chains.
    expect(wrapped).toBeGreaterThanOrEqual(5);
    const weth = find(1, WETH9_ETHEREUM);
    expect(weth && eth.memberIds.includes(weth.id)).toBe(true);
  });

  it("makes USDC and the deployments its bridgeInfo links one asset pegged to USD", () => {
    const usdc = find(1, "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48");
    expect(usdc?.symbol).toBe("USDC");
    if (!usdc) return;
    const group = groupOf(groups, usdc.id);
    expect(group).toMatchObject({ symbol: "USDC", priceKey: "peg:USD", peg: "USD", primaryId: usdc.id });
    const linked = usdc.bridges.flatMap((b) => find(b.chainId, b.address) ?? []);
    expect(linked.length).toBeGreaterThanOrEqual(4);
    for (const d of linked) expect(group.memberIds).toContain(d.id);
    // And every listed deployment that names it in its own bridgeInfo.
    for (const d of deployments) {
      if (d.bridges.some((b) => b.chainId === 1 && b.address.toLowerCase() === usdc.address.toLowerCase())) {
        expect(group.memberIds).toContain(d.id);
      }
    }
  });

  it("puts USDC of every chain in the list into one asset, with or without bridgeInfo (rule 5)", () => {
    const usdc = listed.filter((t) => t.symbol === "USDC");
    expect(usdc.length).toBeGreaterThanOrEqual(10);
    const assets = new Set(
      usdc.map((t) => find(t.chainId, t.address)).map((d) => groupOf(groups, d?.id ?? -1)),
    );
    expect(assets.size).toBe(1);
    expect(new Set(usdc.map((t) => t.chainId)).size).toBe(usdc.length);
  });

  it("never mixes two native currencies in one asset", () => {
    for (const group of groups) {
      const nativeSymbols = new Set(
        group.memberIds.flatMap((id) => {
          const d = byId.get(id);
          return d?.native ? [d.symbol] : [];
        }),
      );
      expect(nativeSymbols.size).toBeLessThanOrEqual(1);
      if (nativeSymbols.size === 1) expect([...nativeSymbols]).toEqual([group.symbol]);
    }
  });
});
