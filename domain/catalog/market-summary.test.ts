import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, queryRows } from "../../db/client.ts";
import { createTestDb } from "../../tests/support/test-db.ts";
import { rankAssets } from "../market/store.ts";
import { marketSummary } from "./market-summary.ts";
import { listTokens } from "./tokens.ts";

let handle: DbHandle;
type Asset = { asset_id: number; token_id: number; slug: string; symbol: string; name: string };
let assets: Asset[];

/** Four assets with known figures, every other asset without a market cap or volume. */
async function fixture() {
  assets = await queryRows<Asset>(
    handle.db,
    sql`SELECT s.asset_id, s.token_id, t.slug, a.symbol, a.name FROM asset_stats s
        JOIN assets a ON a.id = s.asset_id JOIN tokens t ON t.id = s.token_id ORDER BY s.asset_id LIMIT 4`,
  );
  await handle.db.execute(sql`UPDATE asset_stats SET market_cap = 0, volume_24h = 0, source = 'demo'`);
  const figures = [
    ["300.00", "10.50", "demo"],
    ["100.00", "0.25", "dex:1"],
    ["200.00", "4.00", "demo"],
    ["100.00", "1.00", "demo"],
  ];
  for (const [i, [cap, volume, source]] of figures.entries()) {
    await handle.db.execute(
      sql`UPDATE asset_stats SET market_cap = ${cap}, volume_24h = ${volume}, source = ${source},
                                 updated_at = ${`2026-11-01T12:0${i}:00Z`}
          WHERE asset_id = ${assets[i].asset_id}`,
    );
  }
  await rankAssets(handle.db);
}

beforeAll(async () => {
  handle = await createTestDb("catalogue");
  await fixture();
});

afterAll(async () => {
  await handle.close();
});

describe("market-cap rank", () => {
  it("numbers the assets with a market cap, largest first, ties by the representative's id as the list sorts", async () => {
    const ranks = await queryRows<{ asset_id: number; market_cap_rank: number | null }>(
      handle.db,
      sql`SELECT asset_id, market_cap_rank FROM asset_stats ORDER BY asset_id`,
    );
    const rankOf = (i: number) => ranks.find((r) => r.asset_id === assets[i].asset_id)?.market_cap_rank;
    const [tieFirst, tieSecond] = assets[1].token_id > assets[3].token_id ? [1, 3] : [3, 1];
    expect([rankOf(0), rankOf(2), rankOf(tieFirst), rankOf(tieSecond)]).toEqual([1, 2, 3, 4]);
    expect(ranks.filter((r) => r.market_cap_rank !== null)).toHaveLength(4);
  });

  it("is what the list sorted by market cap shows, row by row, and deployments carry their asset's", async () => {
    const { data } = await listTokens(handle.db, { order: "market_cap", limit: 5 });
    expect(data.map((row) => row.marketCapRank)).toEqual([1, 2, 3, 4, null]);
    const deployments = await listTokens(handle.db, { order: "market_cap", deployments: true, limit: 500 });
    const ofFirst = deployments.data.find((row) => row.slug === assets[0].slug);
    expect(ofFirst?.marketCapRank).toBe(1);
  });

  it("follows a change of market cap", async () => {
    await handle.db.execute(
      sql`UPDATE asset_stats SET market_cap = 1000 WHERE asset_id = ${assets[2].asset_id}`,
    );
    await rankAssets(handle.db);
    const { data } = await listTokens(handle.db, { order: "market_cap", limit: 2 });
    expect(data.map((row) => [row.slug, row.marketCapRank])).toEqual([
      [assets[2].slug, 1],
      [assets[0].slug, 2],
    ]);
    await handle.db.execute(
      sql`UPDATE asset_stats SET market_cap = 200 WHERE asset_id = ${assets[2].asset_id}`,
    );
    await rankAssets(handle.db);
  });
});

describe("marketSummary", () => {
  it("sums every asset's market cap and volume and gives the two largest their share", async () => {
    expect(await marketSummary(handle.db)).toEqual({
      marketCap: "700.00",
      volume24: "15.75",
      assets: (await queryRows(handle.db, sql`SELECT 1 FROM asset_stats`)).length,
      dominance: [
        { slug: assets[0].slug, symbol: assets[0].symbol, name: assets[0].name, rank: 1, share: 42.86 },
        { slug: assets[2].slug, symbol: assets[2].symbol, name: assets[2].name, rank: 2, share: 28.57 },
      ],
      sources: ["demo", "dex:1"],
      updatedAt: "2026-11-01T12:03:00.000Z",
    });
  });
});
