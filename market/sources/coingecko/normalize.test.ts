import type Coingecko from "@coingecko/coingecko-typescript";
import { describe, expect, it } from "vitest";
import assetPlatforms from "./fixtures/asset-platforms.json" with { type: "json" };
import coinDetails from "./fixtures/coin-details.json" with { type: "json" };
import coinsList from "./fixtures/coins-list.json" with { type: "json" };
import coinsMarkets from "./fixtures/coins-markets.json" with { type: "json" };
import {
  normalizeAddress,
  normalizeCoinList,
  normalizeLinks,
  normalizeMarkets,
  normalizePlatforms,
} from "./normalize.ts";

// The fixtures must type as the SDK's responses: a fixture drifting from the contract fails typecheck. The
// coin list cannot be checked so: JSON typing gives each coin's `platforms` the others' keys as undefined.
const platformsBody: Coingecko.AssetPlatformGetResponse = assetPlatforms;
const listBody: unknown = coinsList;
const marketsBody: Coingecko.Coins.MarketGetResponse = coinsMarkets;
const detailsBody: Coingecko.CoinGetIDResponse = coinDetails;

const ZCN_ETH = "0xb9ef770b6a5e12e45983c5d80545258aa38f3b78";
const ZCN_POLYGON = "0x8bb30e0e67b11b978a5040144c410e1ccddcba30";
const USDC_ETH = "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48";
const USDC_POLYGON = "0x3c499c542cef5e3811e1192ce70d8cc03d5c3359";

function drops() {
  const seen: [string, string | undefined][] = [];
  return { seen, onDrop: (reason: string, id: string | undefined) => void seen.push([reason, id]) };
}

const market = (fields: Record<string, unknown>) => ({
  id: "zus",
  symbol: "zcn",
  name: "Zus",
  ...fields,
});

describe("asset platforms", () => {
  it("maps EVM platforms to their chain ids and leaves chains without one out", () => {
    expect(normalizePlatforms(platformsBody)).toEqual(
      new Map([
        ["polygon-pos", 137],
        ["ethereum", 1],
      ]),
    );
  });

  it("drops platforms with a missing id or a chain id that is not a positive integer", () => {
    const { seen, onDrop } = drops();
    const body = [
      { id: "ok", chain_identifier: 10 },
      { chain_identifier: 56 },
      { id: "text", chain_identifier: "56" },
      { id: "negative", chain_identifier: -1 },
      { id: "fraction", chain_identifier: 1.5 },
      "not an object",
    ];
    expect(normalizePlatforms(body, onDrop)).toEqual(new Map([["ok", 10]]));
    expect(seen).toEqual([
      ["platform without id", undefined],
      ["platform with an invalid chain id", "text"],
      ["platform with an invalid chain id", "negative"],
      ["platform with an invalid chain id", "fraction"],
      ["platform without id", undefined],
    ]);
  });

  it("refuses a body that is not a list", () => {
    expect(() => normalizePlatforms({ error: "Throttled" })).toThrow("asset_platforms: expected an array");
  });
});

describe("coin list", () => {
  const platforms = normalizePlatforms(platformsBody);

  it("keeps each coin's contracts on known EVM chains, skipping other platforms", () => {
    const coins = normalizeCoinList(listBody, platforms);
    expect(coins.get("0chain")).toEqual([
      { chainId: 1, address: ZCN_ETH },
      { chainId: 137, address: ZCN_POLYGON },
    ]);
    // The Solana mint is on a platform without a chain id: not an EVM deployment.
    expect(coins.get("usd-coin")).toEqual([
      { chainId: 1, address: USDC_ETH },
      { chainId: 137, address: USDC_POLYGON },
    ]);
    expect(coins.get("bitcoin")).toEqual([]);
    expect(coins.size).toBe(4);
  });

  it("lower-cases addresses, drops bad ones and duplicates, and drops coins without a usable id", () => {
    const { seen, onDrop } = drops();
    const body = [
      {
        id: "mixed",
        symbol: "mx",
        name: "Mixed",
        platforms: {
          ethereum: ` ${USDC_ETH.toUpperCase().replace("0X", "0x")} `,
          "polygon-pos": "0x1234",
          "unknown-chain": "0x0000000000000000000000000000000000000001",
          solana: "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
        },
      },
      { id: "nulls", platforms: { ethereum: null, "polygon-pos": "" } },
      { id: "mixed", platforms: {} },
      { id: "../admin", platforms: {} },
      { symbol: "none" },
      { id: "odd-platforms", platforms: "ethereum" },
    ];
    const coins = normalizeCoinList(body, platforms, onDrop);
    expect(coins).toEqual(
      new Map([
        ["mixed", [{ chainId: 1, address: USDC_ETH }]],
        ["nulls", []],
        ["odd-platforms", []],
      ]),
    );
    expect(seen).toEqual([
      ["invalid address on polygon-pos", "mixed"],
      ["duplicate coin", "mixed"],
      ["coin without a valid id", undefined],
      ["coin without a valid id", undefined],
    ]);
  });
});

describe("markets", () => {
  const deployments = normalizeCoinList(listBody, normalizePlatforms(platformsBody));

  it("normalises the documented fields and joins the deployments", () => {
    const records = normalizeMarkets(marketsBody, deployments);
    expect(records).toEqual([
      {
        id: "bitcoin",
        symbol: "btc",
        name: "Bitcoin",
        image: "https://assets.coingecko.com/coins/images/1/large/bitcoin.png?1696501400",
        priceUsd: 70187,
        marketCap: 1381651251183,
        fdv: 1474623675796,
        circulatingSupply: 19675987,
        totalSupply: 21000000,
        updatedAt: Date.parse("2024-04-07T16:49:31.736Z"),
        deployments: [],
      },
      {
        id: "usd-coin",
        symbol: "usdc",
        name: "USDC",
        image: "https://assets.coingecko.com/coins/images/6319/large/usdc.png?1696506694",
        priceUsd: 0.999867,
        marketCap: 32187065457,
        fdv: 32190243394,
        circulatingSupply: 32191341573.3564,
        totalSupply: 32194520052.8671,
        updatedAt: Date.parse("2024-04-07T16:49:29.522Z"),
        deployments: [
          { chainId: 1, address: USDC_ETH },
          { chainId: 137, address: USDC_POLYGON },
        ],
      },
      {
        id: "0chain",
        symbol: "zcn",
        name: "Zus",
        image: "https://assets.coingecko.com/coins/images/4934/large/200x200_transparent.png?1696505474",
        priceUsd: 0.286547,
        marketCap: 13880519,
        fdv: null,
        circulatingSupply: 48400982,
        totalSupply: 400000000,
        updatedAt: Date.parse("2024-04-07T16:48:22.019Z"),
        deployments: [
          { chainId: 1, address: ZCN_ETH },
          { chainId: 137, address: ZCN_POLYGON },
        ],
      },
    ]);
  });

  it("turns malformed or missing figures into null instead of a number", () => {
    const [record] = normalizeMarkets(
      [
        market({
          current_price: "0.28",
          market_cap: -5,
          fully_diluted_valuation: Number.POSITIVE_INFINITY,
          circulating_supply: Number.NaN,
          image: "javascript:alert(1)",
          last_updated: "yesterday",
        }),
      ],
      new Map(),
    );
    expect(record).toEqual({
      id: "zus",
      symbol: "zcn",
      name: "Zus",
      image: null,
      priceUsd: null,
      marketCap: null,
      fdv: null,
      circulatingSupply: null,
      totalSupply: null,
      updatedAt: null,
      deployments: [],
    });
  });

  it("keeps zero, refuses http logos and logos with credentials", () => {
    const [plain, credentials] = normalizeMarkets(
      [
        market({ current_price: 0, total_supply: 0, image: "http://assets.example/logo.png" }),
        market({ id: "other", image: "https://user:pass@assets.example/logo.png" }),
      ],
      new Map(),
    );
    expect([plain.priceUsd, plain.totalSupply, plain.image]).toEqual([0, 0, null]);
    expect(credentials.image).toBeNull();
  });

  it("drops records without a usable id, symbol or name one by one, and repeated ids", () => {
    const { seen, onDrop } = drops();
    const records = normalizeMarkets(
      [
        market({}),
        null,
        market({ id: "UPPER" }),
        market({ id: "no-symbol", symbol: "" }),
        market({ id: "control", name: "Zus\u0000<script>" }),
        market({ id: "long-name", name: "x".repeat(201) }),
        market({ id: "number-symbol", symbol: 42 }),
        market({ current_price: 1 }),
        market({ id: "fine", symbol: " fin ", current_price: 2 }),
      ],
      new Map(),
      onDrop,
    );
    expect(records.map((r) => [r.id, r.symbol, r.priceUsd])).toEqual([
      ["zus", "zcn", null],
      ["fine", "fin", 2],
    ]);
    expect(seen).toEqual([
      ["market without a valid id", undefined],
      ["market without a valid id", undefined],
      ["market without a valid symbol or name", "no-symbol"],
      ["market without a valid symbol or name", "control"],
      ["market without a valid symbol or name", "long-name"],
      ["market without a valid symbol or name", "number-symbol"],
      ["duplicate market", "zus"],
    ]);
  });
});

describe("addresses", () => {
  it("accepts 0x + 40 hex in any case and nothing else", () => {
    expect(normalizeAddress("0xA0b86991c6218b36c1d19d4a2e9eb0ce3606eB48")).toBe(USDC_ETH);
    expect(normalizeAddress(`${USDC_ETH}00`)).toBeNull();
    expect(normalizeAddress(USDC_ETH.slice(2))).toBeNull();
    expect(normalizeAddress("0xg0b86991c6218b36c1d19d4a2e9eb0ce3606eb48")).toBeNull();
    expect(normalizeAddress(1)).toBeNull();
  });
});

describe("links", () => {
  it("reads the documented links of a coin", () => {
    expect(normalizeLinks(detailsBody, "bitcoin")).toEqual({
      id: "bitcoin",
      links: [
        { type: "website", url: "http://www.bitcoin.org/" },
        { type: "explorer", url: "https://mempool.space/" },
        { type: "explorer", url: "https://blockchair.com/bitcoin/" },
        { type: "twitter", url: "https://x.com/bitcoin" },
        { type: "facebook", url: "https://www.facebook.com/bitcoins" },
        { type: "reddit", url: "https://www.reddit.com/r/Bitcoin/" },
        { type: "github", url: "https://github.com/bitcoin/bitcoin" },
        { type: "github", url: "https://github.com/bitcoin/bips" },
        { type: "forum", url: "https://bitcointalk.org/" },
      ],
    });
  });

  it("keeps hostile values out and refuses a body about another coin", () => {
    const body = {
      id: "zus",
      links: {
        homepage: ["javascript:alert(1)", "https://zus.network", "https://zus.network"],
        blockchain_site: ["data:text/html,hi", 5],
        twitter_screen_name: "evil.example/phish",
        telegram_channel_identifier: "../joinchat",
        subreddit_url: "http://reddit.com/r/zus",
        repos_url: { github: "https://github.com/0chain" },
        chat_url: "https://discord.gg/zus",
      },
    };
    expect(normalizeLinks(body, "zus")).toEqual({
      id: "zus",
      links: [{ type: "website", url: "https://zus.network/" }],
    });
    expect(normalizeLinks(body, "bitcoin")).toBeNull();
    expect(normalizeLinks({ id: "zus" }, "zus")).toBeNull();
  });
});
