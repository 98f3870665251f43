import tokenList from "@uniswap/default-token-list" with { type: "json" };
import { asc, eq, sql } from "drizzle-orm";
import { mainnet } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDb, queryRows } from "../db/client.ts";
import { chains, tokenDescriptions, tokenFaqs, tokenStats, tokens } from "../db/schema/index.ts";
import { TOKEN_SLUG_PATTERN } from "../lib/slug.ts";
import { isSeeded, type SeedReport, seedCatalog } from "./index.ts";
import { DESCRIPTION_LOCALES } from "./texts.ts";

const now = new Date("2026-03-01T12:00:00Z");
let first: DbHandle;
let second: DbHandle;
let report: SeedReport;
let secondReport: SeedReport;

beforeAll(async () => {
  [first, second] = await Promise.all([openDb({}), openDb({})]);
  expect(await isSeeded(first.db)).toBe(false);
  report = await seedCatalog(first.db, { now });
  secondReport = await seedCatalog(second.db, { now });
  console.info(`seedCatalog on in-memory PGlite: ${report.ms} ms, then ${secondReport.ms} ms`);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe("seedCatalog on a fresh database", () => {
  it("reports what it inserted", () => {
    expect(report.seeded).toBe(true);
    expect(report.chains).toBeGreaterThanOrEqual(12);
    expect(report.tokens).toBeGreaterThanOrEqual(1500);
    expect(report.tags.category + report.tags.industry + report.tags.algorithm).toBeGreaterThanOrEqual(40);
    expect(report.tags.algorithm).toBeGreaterThanOrEqual(5);
    expect(report.stats).toBe(report.tokens);
    expect(report.descriptions).toBe(report.tokens * DESCRIPTION_LOCALES.length);
    expect(report.faqs).toBe(report.tokens * 5);
    expect(report.authorized).toBeGreaterThan(0);
    expect(report.authorized).toBeLessThan(report.tokens);
  });

  it("starts the chain order with Ethereum and keeps chain slugs kebab-case", async () => {
    const rows = await first.db.select().from(chains).orderBy(asc(chains.position));
    expect(rows[0].id).toBe(mainnet.id);
    expect(rows[0].explorerUrl).toBe(mainnet.blockExplorers.default.url);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
    for (const row of rows) {
      expect(row.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(row.testnet).toBe(false);
    }
  });

  it("gives every token a well-formed slug ending in its id", async () => {
    const rows = await first.db.select({ id: tokens.id, slug: tokens.slug }).from(tokens);
    expect(rows).toHaveLength(report.tokens);
    for (const row of rows) {
      expect(row.slug).toMatch(TOKEN_SLUG_PATTERN);
      expect(row.slug.endsWith(`-${row.id}`)).toBe(true);
    }
  });

  it("gives every token at least one category and exactly one algorithm tag", async () => {
    const rows = await queryRows<{ categories: number; algorithms: number; n: number }>(
      first.db,
      sql`
        SELECT categories::int, algorithms::int, count(*)::int AS n FROM (
          SELECT t.id,
                 count(*) FILTER (WHERE g.type = 'category') AS categories,
                 count(*) FILTER (WHERE g.type = 'algorithm') AS algorithms
          FROM tokens t LEFT JOIN token_tags tt ON tt.token_id = t.id LEFT JOIN tags g ON g.id = tt.tag_id
          GROUP BY t.id
        ) per_token
        WHERE categories = 0 OR algorithms <> 1
        GROUP BY categories, algorithms
      `,
    );
    expect(rows).toEqual([]);
  });

  it("uses every tag at least once", async () => {
    const unused = await queryRows<{ slug: string }>(
      first.db,
      sql`SELECT slug FROM tags g WHERE NOT EXISTS (SELECT 1 FROM token_tags tt WHERE tt.tag_id = g.id)`,
    );
    expect(unused).toEqual([]);
  });

  it("stores the token list's own addresses, names, symbols and decimals", async () => {
    const sample = tokenList.tokens
      .filter((entry) => entry.chainId === mainnet.id)
      .filter((_, i) => i % 25 === 0);
    expect(sample.length).toBeGreaterThan(10);
    for (const entry of sample) {
      const [row] = await first.db
        .select()
        .from(tokens)
        .where(
          sql`${tokens.chainId} = ${entry.chainId} AND lower(${tokens.address}) = ${entry.address.toLowerCase()}`,
        );
      expect(row.address).toBe(entry.address);
      expect(row.name).toBe(entry.name.trim());
      expect(row.symbol).toBe(entry.symbol.trim());
      expect(row.decimals).toBe(entry.decimals);
      expect(row.links).toEqual([
        { type: "explorer", url: `${mainnet.blockExplorers.default.url}/token/${entry.address}` },
      ]);
    }
  });

  it("leaves testnet and non-viem chains out", async () => {
    const chainIds = (await first.db.select({ id: chains.id }).from(chains)).map((row) => row.id);
    const listChainIds = [...new Set(tokenList.tokens.map((entry) => entry.chainId))];
    const dropped = listChainIds.filter((id) => !chainIds.includes(id)).sort((a, b) => a - b);
    expect(dropped.length).toBeGreaterThan(0);
    const [stray] = await queryRows<{ n: number }>(
      first.db,
      sql`SELECT count(*)::int AS n FROM tokens WHERE chain_id = ANY(${`{${dropped.join(",")}}`}::int[])`,
    );
    expect(stray.n).toBe(0);
  });

  it("dates listings within 3 years and authorizations within 120 days before now", async () => {
    const [dates] = await queryRows<Record<string, number>>(
      first.db,
      sql`
        SELECT count(*) FILTER (WHERE listed_at > ${now.toISOString()}::timestamptz
                                   OR listed_at < ${now.toISOString()}::timestamptz - interval '1095 days')::int AS bad_listed,
               count(*) FILTER (WHERE authorized AND (authorized_at IS NULL OR authorized_at < listed_at
                                   OR authorized_at > ${now.toISOString()}::timestamptz
                                   OR authorized_at < ${now.toISOString()}::timestamptz - interval '120 days'))::int AS bad_authorized,
               count(*) FILTER (WHERE NOT authorized AND authorized_at IS NOT NULL)::int AS stray_authorized
        FROM tokens
      `,
    );
    expect(dates).toEqual({ bad_listed: 0, bad_authorized: 0, stray_authorized: 0 });
  });

  it("stores demo stats in plain decimal notation", async () => {
    const rows = await first.db.select().from(tokenStats);
    for (const row of rows) {
      for (const value of [
        row.price,
        row.volume24,
        row.marketCap,
        row.liquidity,
        row.fdv,
        row.circulatingSupply,
        row.totalSupply,
      ]) {
        expect(value).toMatch(/^\d+(\.\d+)?$/);
      }
      expect(row.source).toBe("demo");
      expect(row.updatedAt.toISOString()).toBe(now.toISOString());
      expect(row.aiScore).toBeGreaterThanOrEqual(0);
      expect(row.aiScore).toBeLessThanOrEqual(100);
    }
    expect(rows.some((row) => Number(row.price) < 0.01)).toBe(true);
    expect(rows.some((row) => Number(row.price) > 1000)).toBe(true);
  });

  it("lists one native coin per chain at the conventional address, verified, with texts and tags", async () => {
    const natives = await queryRows<Record<string, unknown>>(
      first.db,
      sql`SELECT t.chain_id, t.address, t.symbol, t.authorized, c.native_symbol,
                 (SELECT count(*)::int FROM token_descriptions d WHERE d.token_id = t.id) AS descriptions,
                 (SELECT count(*)::int FROM token_faqs f WHERE f.token_id = t.id) AS faqs,
                 (SELECT array_agg(g.type || ':' || g.slug ORDER BY g.type) FROM token_tags tt
                    JOIN tags g ON g.id = tt.tag_id WHERE tt.token_id = t.id) AS tags
          FROM tokens t JOIN chains c ON c.id = t.chain_id WHERE t.native ORDER BY t.chain_id`,
    );
    expect(natives).toHaveLength(report.chains);
    expect(report.natives).toBe(report.chains);
    for (const n of natives) {
      expect(n.address).toBe("0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE");
      expect(n.symbol).toBe(n.native_symbol);
      expect(n.authorized).toBe(true);
      expect(n.descriptions).toBe(DESCRIPTION_LOCALES.length);
      expect(n.faqs).toBe(5);
      expect((n.tags as string[]).filter((tag) => tag.startsWith("algorithm:"))).toHaveLength(1);
      expect(n.tags).toContain("category:layer-1-asset");
    }
  });

  it("groups every token into an asset; Ether holds ETH on every chain and Ethereum's WETH", async () => {
    const [loose] = await queryRows<{ n: number }>(
      first.db,
      sql`SELECT count(*)::int AS n FROM tokens WHERE asset_id IS NULL`,
    );
    expect(loose.n).toBe(0);
    const ether = await queryRows<{ chain_id: number; address: string; native: boolean }>(
      first.db,
      sql`SELECT t.chain_id, t.address, t.native FROM tokens t JOIN assets a ON a.id = t.asset_id
          WHERE a.slug = 'ether' ORDER BY t.chain_id, t.native DESC`,
    );
    const ethChains = (
      await queryRows<{ id: number }>(first.db, sql`SELECT id FROM chains WHERE native_symbol = 'ETH'`)
    ).map((row) => row.id);
    expect(ether.filter((d) => d.native).map((d) => d.chain_id)).toEqual(ethChains.sort((a, b) => a - b));
    expect(ether.map((d) => `${d.chain_id}:${d.address.toLowerCase()}`)).toContain(
      "1:0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2",
    );
    expect(report.assets).toBeLessThan(report.tokens);
  });

  it("keeps market cap = price × circulating supply and FDV = price × total supply, per token and asset", async () => {
    for (const [table, rows] of [
      [sql.raw("token_stats"), report.tokens],
      [sql.raw("asset_stats"), report.assets],
    ] as const) {
      const [off] = await queryRows<{ n: number; rows: number }>(
        first.db,
        sql`SELECT count(*) FILTER (WHERE abs(market_cap - price * circulating_supply) > 0.01
                                       OR abs(fdv - price * total_supply) > 0.01)::int AS n,
                   count(*)::int AS rows
            FROM ${table}`,
      );
      expect(off.rows).toBe(rows);
      expect(off.n).toBe(0);
    }
  });

  it("writes texts for every description locale and five English FAQs", async () => {
    const [token] = await first.db.select().from(tokens).where(eq(tokens.id, 1));
    const descriptions = await first.db
      .select()
      .from(tokenDescriptions)
      .where(eq(tokenDescriptions.tokenId, 1));
    expect(descriptions.map((row) => row.locale).sort()).toEqual([...DESCRIPTION_LOCALES].sort());
    for (const row of descriptions) expect(row.body).toContain(token.address);
    const faqs = await first.db
      .select()
      .from(tokenFaqs)
      .where(eq(tokenFaqs.tokenId, 1))
      .orderBy(asc(tokenFaqs.position));
    expect(faqs.map((row) => [row.locale, row.position])).toEqual([0, 1, 2, 3, 4].map((p) => ["en", p]));
  });
});

describe("determinism", () => {
  it("gives identical slugs, addresses and stats on two fresh seeds", async () => {
    const pick = sql`SELECT t.id, t.slug, t.address, t.chain_id, t.listed_at, t.logo, t.token_image,
                            s.price, s.change_24h, s.market_cap, s.ai_score
                     FROM tokens t JOIN token_stats s ON s.token_id = t.id
                     WHERE t.id % 97 = 1 ORDER BY t.id`;
    const a = await queryRows<Record<string, unknown>>(first.db, pick);
    const b = await queryRows<Record<string, unknown>>(second.db, pick);
    expect(a.length).toBeGreaterThan(10);
    expect(b).toEqual(a);
    expect(secondReport).toEqual({ ...report, ms: secondReport.ms });
  });
});

describe("idempotence", () => {
  it("does not seed twice", async () => {
    const again = await seedCatalog(first.db, { now });
    expect(again).toEqual({ ...report, seeded: false, ms: again.ms });
    expect(await isSeeded(first.db)).toBe(true);
  });
});
