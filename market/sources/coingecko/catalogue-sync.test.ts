import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { catalogueContracts } from "../../../domain/market/asset-facts.ts";
import { cleanups, fakeCoinGecko, json, until } from "../../../tests/support/fake-coingecko.ts";
import { setupTestApp } from "../../../tests/support/test-app.ts";
import { syncCoinGecko } from "./catalogue-sync.ts";
import coinDetails from "./fixtures/coin-details.json" with { type: "json" };
import coinsMarkets from "./fixtures/coins-markets.json" with { type: "json" };
import { createCoinGeckoSource } from "./source.ts";

const { get, db } = setupTestApp({ ssr: false });

const USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
const usdcMarket = coinsMarkets.find((m) => m.id === "usd-coin");

type Asset = {
  data: {
    figures: {
      price: string;
      marketCap: string;
      fdv: string;
      circulatingSupply: string;
      totalSupply: string;
    };
  };
};

/** The sync against the local CoinGecko stand-in, fast: no spacing between calls. */
async function startSync(baseURL: string, logs: string[], fetchImage?: (url: string) => Promise<Buffer>) {
  const log = (_obj: Record<string, unknown>, msg: string) => logs.push(msg);
  const sync = syncCoinGecko({
    db: db(),
    source: createCoinGeckoSource({
      apiKey: "CG-test-key-0123",
      baseURL,
      callsPerMinute: 60_000,
      retry: { maxAttempts: 1 },
      catalogue: () => catalogueContracts(db()),
      log,
    }),
    log,
    fetchImage,
  });
  sync.start();
  cleanups.push(() => sync.stop());
  return sync;
}

describe("CoinGecko facts in the catalogue", () => {
  it("gives the asset CoinGecko's supplies, so its market cap is the traded price times them, and its links", async () => {
    expect(usdcMarket?.circulating_supply).toBeGreaterThan(0);
    const before = ((await get("/api/assets/usdcoin")).json() as Asset).data.figures;
    const coin = { ...coinDetails, id: "usd-coin" };
    const server = await fakeCoinGecko({
      "coins/id": Object.fromEntries(Array.from({ length: 5 }, (_, i) => [i + 1, () => json(coin)])),
    });
    const logs: string[] = [];
    await startSync(server.baseURL, logs);
    await until(() => logs.includes("coingecko links stored"), 8000);

    const after = ((await get("/api/assets/usdcoin")).json() as Asset).data.figures;
    expect(Number(after.circulatingSupply)).toBeCloseTo(usdcMarket?.circulating_supply ?? 0, 2);
    expect(Number(after.totalSupply)).toBeCloseTo(usdcMarket?.total_supply ?? 0, 2);
    expect(after.circulatingSupply).not.toBe(before.circulatingSupply);
    // The price stays the traded one; the market cap follows from it and CoinGecko's supply.
    expect(after.price).toBe(before.price);
    expect(
      Math.abs(Number(after.marketCap) - Number(after.price) * Number(after.circulatingSupply)),
    ).toBeLessThan(0.01);
    expect(Math.abs(Number(after.fdv) - Number(after.price) * Number(after.totalSupply))).toBeLessThan(0.01);

    const token = (await get(`/api/tokens/1/${USDC}`)).json() as {
      data: { links: { type: string; url: string }[] };
    };
    const types = token.data.links.map((l) => l.type);
    expect(types).toContain("explorer");
    expect(types).toContain("website");
    expect(token.data.links.find((l) => l.type === "website")?.url).toMatch(/^https?:\/\//);
  });

  it("gives a token with only a drawn logo CoinGecko's, re-encoded and served locally; refuses what is not an image", async () => {
    await db().execute(
      sql`UPDATE tokens SET logo = NULL, token_image = '/logos/generated/USDC.svg' WHERE lower(address) = lower(${USDC})`,
    );
    const png = await sharp({
      create: { width: 64, height: 64, channels: 4, background: { r: 39, g: 117, b: 202, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const asked: string[] = [];
    const server = await fakeCoinGecko();
    const logs: string[] = [];
    await startSync(server.baseURL, logs, async (url) => {
      asked.push(url);
      return png;
    });
    await until(() => logs.includes("coingecko logos stored"), 8000);
    expect(asked).toContain(usdcMarket?.image);
    const token = (await get(`/api/tokens/1/${USDC}`)).json() as { data: { slug: string } };
    const [row] = await queryRows<{ token_image: string }>(
      db(),
      sql`SELECT token_image FROM tokens WHERE slug = ${token.data.slug}`,
    );
    expect(row.token_image).toMatch(/^\/media\/[A-Za-z0-9_-]{16}\.webp$/);
    const image = await get(row.token_image);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect((await sharp(image.rawPayload).metadata()).width).toBe(64);

    // A second token asks again; what comes back is not an image: it keeps its drawn logo.
    await db().execute(
      sql`UPDATE tokens SET logo = NULL, token_image = '/logos/generated/USDC.svg' WHERE lower(address) = lower(${USDC})`,
    );
    const refusals: string[] = [];
    await startSync((await fakeCoinGecko()).baseURL, refusals, async () =>
      Buffer.from("<svg onload=alert(1)>"),
    );
    await until(() => refusals.includes("coingecko logos stored"), 8000);
    expect(refusals).toContain("coingecko logo refused");
    const [after] = await queryRows<{ token_image: string }>(
      db(),
      sql`SELECT token_image FROM tokens WHERE slug = ${token.data.slug}`,
    );
    expect(after.token_image).toBe("/logos/generated/USDC.svg");
  });

  it("keeps the catalogue as it was when CoinGecko fails, and says so in the log", async () => {
    const before = ((await get("/api/assets/tether-usd")).json() as Asset).data.figures;
    const broken = () => json({ status: { error_code: 500 } }, 500);
    const server = await fakeCoinGecko({ asset_platforms: { 1: broken, 2: broken } });
    const logs: string[] = [];
    await startSync(server.baseURL, logs);
    await until(() => logs.includes("coingecko refresh failed"), 8000);
    const after = ((await get("/api/assets/tether-usd")).json() as Asset).data.figures;
    expect(after).toEqual(before);
    expect(logs).not.toContain("coingecko supplies stored");
  });
});
