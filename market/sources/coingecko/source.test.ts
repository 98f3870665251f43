import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanups, fakeCoinGecko, json, until } from "../../../tests/support/fake-coingecko.ts";
import coinsMarkets from "./fixtures/coins-markets.json" with { type: "json" };
import type { CatalogueDeployment } from "./match.ts";
import type { MarketRecord } from "./normalize.ts";
import { type CoinGeckoSource, createClient, createCoinGeckoSource } from "./source.ts";

afterEach(() => {
  vi.unstubAllEnvs();
});

const T0 = Date.parse("2026-03-01T12:00:00Z");
const USDC_ETH = "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48";
const USDC_POLYGON = "0x3c499c542cef5e3811e1192ce70d8cc03d5c3359";
const ZCN_ETH = "0xb9ef770b6a5e12e45983c5d80545258aa38f3b78";
const ZCN_POLYGON = "0x8bb30e0e67b11b978a5040144c410e1ccddcba30";

const catalogue: CatalogueDeployment[] = [
  { tokenId: 1, chainId: 1, address: "0xA0b86991c6218b36c1d19d4a2e9eB0cE3606eB48" },
  { tokenId: 2, chainId: 137, address: ZCN_POLYGON },
  // A token CoinGecko does not list: it must not cause a request.
  { tokenId: 3, chainId: 10, address: "0x0b2c639c533813f4aa9d7837caf62653d097ff85" },
];

const usdc: MarketRecord = {
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
};
const zus: MarketRecord = {
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
};

type Logged = { msg: string; obj: Record<string, unknown> };

function start(options: Partial<Parameters<typeof createCoinGeckoSource>[0]> & { baseURL: string }) {
  const logged: Logged[] = [];
  const updates: MarketRecord[][] = [];
  const source: CoinGeckoSource = createCoinGeckoSource({
    apiKey: "demo-key",
    catalogue: () => catalogue,
    callsPerMinute: 6000,
    now: () => T0,
    log: (obj, msg) => logged.push({ obj, msg }),
    ...options,
  });
  cleanups.push(() => source.stop());
  return { source, logged, updates, run: () => source.start((records) => void updates.push(records)) };
}

describe("CoinGecko source against a local API", () => {
  it("loads the lists, fetches markets only for catalogue coins and delivers normalised records", async () => {
    vi.stubEnv("COINGECKO_PRO_API_KEY", "from-environment");
    const api = await fakeCoinGecko({
      "coins/markets": {
        1: () =>
          json([
            ...coinsMarkets.filter((item) => item.id !== "bitcoin"),
            { id: "evil", symbol: "ev", name: "Evil\u0000<script>", current_price: 1 },
          ]),
      },
    });
    const { source, logged, updates, run } = start({ baseURL: api.baseURL });
    run();
    await until(() => updates.length === 1);
    await source.stop();

    expect(updates[0]).toEqual([usdc, zus]);
    expect(source.records()).toEqual([usdc, zus]);
    expect(api.seen.map((s) => s.path)).toEqual(["/asset_platforms", "/coins/list", "/coins/markets"]);
    expect(api.requests("coins/list")[0].query.get("include_platform")).toBe("true");
    expect(Object.fromEntries(api.requests("coins/markets")[0].query)).toEqual({
      vs_currency: "usd",
      ids: "0chain,usd-coin",
      per_page: "250",
      page: "1",
      precision: "full",
    });
    for (const request of api.seen) {
      expect(request.headers["x-cg-demo-api-key"]).toBe("demo-key");
      expect(request.headers["x-cg-pro-api-key"]).toBeUndefined();
    }
    expect(logged).toContainEqual({
      msg: "coingecko record dropped",
      obj: { dataset: "markets", id: "evil", reason: "market without a valid symbol or name" },
    });
    expect(source.state()).toEqual({
      platforms: { lastSuccessAt: T0, ageMs: 0, count: 2, lastError: null },
      coins: { lastSuccessAt: T0, ageMs: 0, count: 4, lastError: null },
      markets: { lastSuccessAt: T0, ageMs: 0, count: 2, lastError: null },
      links: { lastSuccessAt: null, ageMs: null, count: null, lastError: null },
    });
  });

  it("retries a 429 after its Retry-After and keeps spacing the calls that follow", async () => {
    const api = await fakeCoinGecko({
      "coins/markets": { 1: () => json({}, 429, { "retry-after": "1" }) },
    });
    // Spacing is about when requests leave: the server sees them later by a varying latency.
    const sent: { path: string; at: number }[] = [];
    const { source, logged, updates } = start({
      baseURL: api.baseURL,
      callsPerMinute: 600,
      retry: { baseDelayMs: 50 },
      fetch: (input, init) => {
        sent.push({ path: new URL(String(input)).pathname, at: performance.now() });
        return fetch(input, init);
      },
    });
    let links: unknown;
    source.start(async (records) => {
      updates.push(records);
      links = await source.links(["bitcoin"]);
    });
    await until(() => links !== undefined);
    await source.stop();

    expect(updates).toEqual([[usdc, zus]]);
    expect(links).toMatchObject([{ id: "bitcoin" }]);
    expect(sent.map((s) => s.path)).toEqual([
      "/asset_platforms",
      "/coins/list",
      "/coins/markets",
      "/coins/markets",
      "/coins/bitcoin",
    ]);
    expect(api.seen.map((s) => s.path)).toEqual(sent.map((s) => s.path));
    const gaps = sent.slice(1).map((s, i) => s.at - sent[i].at);
    const [, , untilRetry] = gaps;
    // The 1 s of Retry-After, not the backoff (25–50 ms here); timers may fire a millisecond early.
    expect(untilRetry).toBeGreaterThanOrEqual(998);
    expect(untilRetry).toBeLessThan(2000);
    // 600 calls a minute: 100 ms between requests, the one after the retry included. Measured at fetch, a
    // gap also carries the SDK's per-request work and scheduling noise (exact spacing: call-queue.test.ts).
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(75);
    expect(logged).toContainEqual({
      msg: "coingecko call failed, retrying",
      obj: { call: "coins/markets", attempt: 1, delayMs: 1000 },
    });
    expect(source.state().markets.lastError).toBeNull();
  });

  it("keeps the previous records after a 500 and after a malformed body, reporting the error and the age", async () => {
    let wall = T0;
    const failures: { error: unknown; state: ReturnType<CoinGeckoSource["state"]>; records: unknown }[] = [];
    const api = await fakeCoinGecko({
      "coins/markets": {
        2: () => {
          wall = T0 + 60_000;
          return json({ error: "Internal Server Error" }, 500);
        },
        3: () => json({ error: "Internal Server Error" }, 500),
        4: () => {
          wall = T0 + 120_000;
          return { status: 200, body: '[{"id": "usd-coin", "current_price": 1.0' };
        },
      },
    });
    const source = createCoinGeckoSource({
      apiKey: "demo-key",
      baseURL: api.baseURL,
      catalogue: () => catalogue,
      callsPerMinute: 6000,
      intervals: { marketsMs: 40 },
      retry: { maxAttempts: 2, baseDelayMs: 20 },
      now: () => wall,
      log: (obj, msg) => {
        if (msg === "coingecko refresh failed") {
          failures.push({ error: obj.error, state: source.state(), records: source.records() });
        }
      },
    });
    cleanups.push(() => source.stop());
    const updates: MarketRecord[][] = [];
    source.start((records) => void updates.push(records));
    await until(() => updates.length === 2);
    await source.stop();

    expect(updates).toEqual([
      [usdc, zus],
      [usdc, zus],
    ]);
    // One refresh retried the 500 once; the malformed body is not retried: it would read the same again.
    expect(api.requests("coins/markets")).toHaveLength(5);
    expect(failures.map((f) => f.error)).toEqual(["HTTP 500", "malformed response body"]);
    expect(failures[0].state.markets).toEqual({
      lastSuccessAt: T0,
      ageMs: 60_000,
      count: 2,
      lastError: { message: "HTTP 500", at: T0 + 60_000 },
    });
    expect(failures[1].state.markets).toEqual({
      lastSuccessAt: T0,
      ageMs: 120_000,
      count: 2,
      lastError: { message: "malformed response body", at: T0 + 120_000 },
    });
    for (const failure of failures) expect(failure.records).toEqual([usdc, zus]);
    expect(source.state().markets).toMatchObject({ lastSuccessAt: T0 + 120_000, ageMs: 0 });
  });

  it("tries the lists again at the markets interval when they fail, and then delivers", async () => {
    const api = await fakeCoinGecko({ asset_platforms: { 1: () => json({}, 503) } });
    const { source, logged, updates } = start({
      baseURL: api.baseURL,
      intervals: { marketsMs: 40 },
      retry: { maxAttempts: 1 },
    });
    source.start((records) => void updates.push(records));
    await until(() => updates.length === 1);
    await source.stop();

    expect(updates[0]).toEqual([usdc, zus]);
    expect(logged.filter((l) => l.msg === "coingecko refresh failed").map((l) => l.obj)).toEqual([
      { dataset: "platforms", error: "HTTP 503" },
      { dataset: "coins", error: "asset platforms not loaded yet" },
      { dataset: "markets", error: "coin list not loaded yet" },
    ]);
    expect(api.requests("asset_platforms")).toHaveLength(2);
  });

  it("stops at once with a call in flight, without reporting it as a failure", async () => {
    const api = await fakeCoinGecko({ "coins/markets": { 1: () => "hang" } });
    const { source, logged, run } = start({ baseURL: api.baseURL });
    run();
    await until(() => api.requests("coins/markets").length === 1);
    const stopping = performance.now();
    await source.stop();

    expect(performance.now() - stopping).toBeLessThan(500);
    expect(logged.filter((l) => l.msg === "coingecko refresh failed")).toEqual([]);
    expect(source.state().markets).toEqual({
      lastSuccessAt: null,
      ageMs: null,
      count: null,
      lastError: null,
    });
  });

  it("sends the pro key header on the pro plan and fetches links on request only", async () => {
    vi.stubEnv("COINGECKO_DEMO_API_KEY", "from-environment");
    const api = await fakeCoinGecko();
    const { source, logged } = start({ baseURL: api.baseURL, apiKey: "pro-key", plan: "pro" });

    const links = await source.links(["bitcoin", "no-such-coin", "Not An Id", "bitcoin"]);

    expect(links).toEqual([
      {
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
      },
    ]);
    expect(api.seen.map((s) => s.path)).toEqual(["/coins/bitcoin", "/coins/no-such-coin"]);
    expect(Object.fromEntries(api.seen[0].query)).toEqual({
      localization: "false",
      tickers: "false",
      market_data: "false",
      sparkline: "false",
    });
    for (const request of api.seen) {
      expect(request.headers["x-cg-pro-api-key"]).toBe("pro-key");
      expect(request.headers["x-cg-demo-api-key"]).toBeUndefined();
    }
    expect(logged).toContainEqual({
      msg: "coingecko record dropped",
      obj: { dataset: "links", id: undefined, reason: "not a coin id" },
    });
    expect(source.state().links).toEqual({
      lastSuccessAt: T0,
      ageMs: 0,
      count: 1,
      lastError: { message: "HTTP 404", at: T0 },
    });
  });
});

describe("SDK client", () => {
  it("uses the plan's documented root even when COINGECKO_BASE_URL is set", () => {
    vi.stubEnv("COINGECKO_BASE_URL", "http://127.0.0.1:9");
    expect(createClient({ apiKey: "k", plan: "demo" }).baseURL).toBe("https://api.coingecko.com/api/v3");
    expect(createClient({ apiKey: "k", plan: "pro" }).baseURL).toBe("https://pro-api.coingecko.com/api/v3");
  });

  it("refuses an empty key and an unknown plan", () => {
    const base = { catalogue: () => [], baseURL: "http://127.0.0.1:9" };
    expect(() => createCoinGeckoSource({ ...base, apiKey: "" })).toThrow("CoinGecko API key is empty");
    expect(() => createCoinGeckoSource({ ...base, apiKey: "k", plan: "free" as "demo" })).toThrow(
      "unknown CoinGecko plan: free",
    );
  });
});
