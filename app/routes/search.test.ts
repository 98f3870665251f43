import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { searchSql } from "../../domain/catalog/search.ts";
import { setupTestApp } from "../../tests/support/test-app.ts";

const { get: page, db } = setupTestApp();

type Hit = {
  slug: string;
  symbol: string;
  chainId: number;
  asset: { slug: string } | null;
  deployments: number;
  chains: { id: number; name: string }[];
};

const tokensFor = async (q: string, tokens = 8) => {
  const res = await page(`/api/search?${new URLSearchParams({ q, tokens: String(tokens) })}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.tokens as Hit[];
};

/** A contract address with letters in both cases, as block explorers print them. */
const mixedCase = (address: string) =>
  `0x${[...address.slice(2)].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join("")}`;

let single: { address: string; slug: string };
let shared: { address: string; chains: string[] };

beforeAll(async () => {
  [single] = await queryRows<{ address: string; slug: string }>(
    db(),
    sql`select t.address, t.slug from tokens t
        where not t.synthetic and not t.native
          and (select count(*) from tokens u where lower(u.address) = lower(t.address)) = 1
        order by t.id limit 1`,
  );
  [shared] = await queryRows<{ address: string; chains: string[] }>(
    db(),
    sql`select lower(t.address) as address, array_agg(c.name order by c.position) as chains
        from tokens t join chains c on c.id = t.chain_id where not t.native
        group by lower(t.address) having count(*) > 1 order by count(*) desc, 1 limit 1`,
  );
});

describe("a contract address on the search page", () => {
  it("that names one token opens the token's page, in the reader's language", async () => {
    const res = await page(`/search?q=${mixedCase(single.address)}`);
    expect([302, 303]).toContain(res.statusCode);
    expect(res.headers.location).toBe(`/token/${single.slug}`);
    const de = await page(`/de/search?q=${single.address.toUpperCase().replace("0X", "0x")}`);
    expect([302, 303]).toContain(de.statusCode);
    expect(de.headers.location).toBe(`/de/token/${single.slug}`);
  });

  it("that several chains share lists every deployment with its chain", async () => {
    const res = await page(`/search?q=${shared.address}`);
    expect(res.statusCode).toBe(200);
    const list = res.body.slice(res.body.indexOf('data-testid="token-results"'));
    for (const chain of shared.chains) expect(list).toContain(chain);
    const hits = await tokensFor(mixedCase(shared.address), 50);
    expect(hits).toHaveLength(shared.chains.length);
    expect(hits.map((hit) => hit.chains.map((chain) => chain.name)).sort()).toEqual(
      shared.chains.map((name) => [name]).sort(),
    );
  });

  it("that names nothing says so in the reader's language", async () => {
    const unknown = `0x${"0123456789".repeat(4)}`;
    const res = await page(`/de/search?q=${unknown}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Keine Ergebnisse für „${unknown}“`);
  });

  it.each([
    ["one digit short", (a: string) => a.slice(0, -1)],
    ["one digit long", (a: string) => `${a}0`],
    ["a letter that is not hex", (a: string) => `${a.slice(0, -1)}g`],
    ["no 0x", (a: string) => a.slice(2)],
  ])("that is %s is searched as words, never an error", async (_, spoil) => {
    const q = spoil(single.address);
    const res = await page(`/search?q=${q}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect((await page(`/api/search?q=${q}`)).statusCode).toBe(200);
  });
});

describe("tokens found by words", () => {
  it("come one per asset, with the chains it is on", async () => {
    const hits = await tokensFor("link", 5);
    const assets = hits.map((hit) => hit.asset?.slug);
    expect(new Set(assets).size).toBe(hits.length);
    const [link] = hits;
    expect(link.symbol).toBe("LINK");
    const chains = await queryRows<{ id: number; name: string }>(
      db(),
      sql`select c.id, c.name from chains c
          where c.id in (select t.chain_id from tokens t join assets a on a.id = t.asset_id where a.slug = ${link.asset?.slug})
          order by c.position`,
    );
    expect(chains.length).toBeGreaterThan(1);
    expect(link.chains).toEqual(chains.map((c) => ({ id: Number(c.id), name: c.name })));
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from tokens t join assets a on a.id = t.asset_id where a.slug = ${link.asset?.slug}`,
    );
    expect(link.deployments).toBe(Number(n));
    const [primary] = await queryRows<{ slug: string }>(
      db(),
      sql`select t.slug from assets a join tokens t on t.id = a.primary_token_id where a.slug = ${link.asset?.slug}`,
    );
    expect(link.slug).toBe(primary.slug);
  });

  it("put the assets of a currency named by its name first: bitcoin", async () => {
    const bitcoin = await queryRows<{ slug: string }>(
      db(),
      sql`select slug from assets where price_key = 'ref:BTC'`,
    );
    expect(bitcoin.length).toBeGreaterThan(1);
    const hits = await tokensFor("bitcoin", 20);
    const first = hits.slice(0, bitcoin.length).map((hit) => hit.asset?.slug);
    expect(first.sort()).toEqual(bitcoin.map((asset) => asset.slug).sort());
    expect(hits[0].symbol).toBe("WBTC");
  });

  it.each(["ether", "ethereum", "eth", "weth"])("find Ether for %s", async (q) => {
    const [first] = await tokensFor(q);
    expect(first.asset?.slug).toBe("ether");
    expect(first.symbol).toBe("ETH");
  });

  it("keep a wrapper's own symbol ahead of its currency's other assets", async () => {
    const hits = await tokensFor("cbbtc");
    expect(hits[0].symbol).toBe("cbBTC");
    expect(hits.map((hit) => hit.symbol)).toContain("WBTC");
  });

  it("read tokens and assets through their indexes", async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${searchSql("bitcoin", 8)}`);
    });
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).not.toMatch(/Seq Scan on (tokens|assets|asset_stats)\b/);
    expect(text).toMatch(/tokens_name_trgm_idx|tokens_real_name_trgm_idx/);
  });
});
