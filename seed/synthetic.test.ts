import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDb, queryRows } from "../db/client.ts";
import { seedCatalog } from "./index.ts";
import { aiScore } from "./stats.ts";
import { addSyntheticTokens, type SyntheticReport } from "./synthetic.ts";

let handle: DbHandle;
let realTokens: number;
let report: SyntheticReport;

beforeAll(async () => {
  handle = await openDb({});
  realTokens = (await seedCatalog(handle.db)).tokens;
  report = await addSyntheticTokens(handle.db, 1000, { batchSize: 400 });
});

afterAll(async () => {
  await handle?.close();
});

type TokenRow = {
  id: number;
  slug: string;
  name: string;
  symbol: string;
  address: string;
  synthetic: boolean;
};

describe("addSyntheticTokens", () => {
  it("adds the requested number of synthetic tokens next to the real ones", async () => {
    expect(report).toMatchObject({ added: 1000, total: 1000 });
    const [counts] = await queryRows<{ real: number; synthetic: number; authorized: number }>(
      handle.db,
      sql`SELECT count(*) FILTER (WHERE NOT synthetic)::int AS real,
                 count(*) FILTER (WHERE synthetic)::int AS synthetic,
                 count(*) FILTER (WHERE synthetic AND authorized)::int AS authorized
          FROM tokens`,
    );
    expect(counts).toEqual({ real: realTokens, synthetic: 1000, authorized: 50 });
  });

  it("makes them obviously synthetic", async () => {
    const rows = await queryRows<TokenRow>(
      handle.db,
      sql`SELECT id, slug, name, symbol, address, synthetic FROM tokens WHERE synthetic ORDER BY id LIMIT 2`,
    );
    const [a, b] = rows;
    expect(a).toEqual({
      id: realTokens + 1,
      slug: `synthetic-token-000001-${realTokens + 1}`,
      name: "Synthetic Token 000001",
      symbol: "SYN1",
      address: `0x${"0".repeat(39)}1`,
      synthetic: true,
    });
    expect(b.address).toBe(`0x${"0".repeat(39)}2`);
  });

  it("marks every 20th as verified (so the authorized ordering has depth in benchmarks), with a recent date", async () => {
    const [row] = await queryRows<{ verified: number; dated: number; recent: number }>(
      handle.db,
      sql`SELECT count(*) FILTER (WHERE authorized)::int AS verified,
                 count(authorized_at)::int AS dated,
                 count(*) FILTER (WHERE authorized_at > now() - interval '121 days')::int AS recent
          FROM tokens WHERE synthetic`,
    );
    expect(row).toEqual({ verified: 50, dated: 50, recent: 50 });
  });

  it("gives each one its chain's algorithm tag, one category and one industry", async () => {
    const rows = await queryRows<{ types: string; n: number }>(
      handle.db,
      sql`SELECT types, count(*)::int AS n FROM (
            SELECT t.id, string_agg(g.type, ',' ORDER BY g.type) AS types
            FROM tokens t JOIN token_tags tt ON tt.token_id = t.id JOIN tags g ON g.id = tt.tag_id
            WHERE t.synthetic GROUP BY t.id
          ) per_token GROUP BY types`,
    );
    expect(rows).toEqual([{ types: "algorithm,category,industry", n: 1000 }]);
  });

  it("gives each one valid demo stats whose ai_score follows aiScore()", async () => {
    const rows = await queryRows<{
      price: string;
      change_1h: number;
      change_24h: number;
      change_7d: number;
      volume_24h: string;
      market_cap: string;
      liquidity: string;
      holders: number;
      ai_score: number;
      source: string;
    }>(handle.db, sql`SELECT s.* FROM token_stats s JOIN tokens t ON t.id = s.token_id WHERE t.synthetic`);
    expect(rows).toHaveLength(1000);
    for (const row of rows) {
      expect(row.price).toMatch(/^\d+\.?\d*$/);
      expect(Number(row.price)).toBeGreaterThan(0);
      expect(Number(row.volume_24h)).toBeLessThan(Number(row.market_cap));
      expect(row.holders).toBeGreaterThanOrEqual(12);
      expect(row.source).toBe("demo");
      const expected = aiScore({
        change1h: row.change_1h,
        change24h: row.change_24h,
        change7d: row.change_7d,
        volume24: row.volume_24h,
        marketCap: row.market_cap,
        liquidity: row.liquidity,
      });
      expect(Math.abs(row.ai_score - expected)).toBeLessThanOrEqual(0.1 + 1e-9);
    }
  });

  it("continues the counter on the next call", async () => {
    const next = await addSyntheticTokens(handle.db, 5);
    expect(next).toMatchObject({ added: 5, total: 1005 });
    const [last] = await queryRows<{ name: string; address: string }>(
      handle.db,
      sql`SELECT name, address FROM tokens WHERE synthetic ORDER BY id DESC LIMIT 1`,
    );
    expect(last).toEqual({ name: "Synthetic Token 001005", address: `0x${"0".repeat(36)}1005` });
  });

  it("refuses an invalid count", async () => {
    await expect(addSyntheticTokens(handle.db, -1)).rejects.toThrow("Invalid synthetic token count: -1");
  });
});
