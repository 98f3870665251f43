import list from "@uniswap/default-token-list" with { type: "json" };
import { describe, expect, it } from "vitest";
import { orderingKeys } from "../../../lib/orderings.ts";
import { setupTestApp } from "../../../tests/support/test-app.ts";

type Item = {
  slug: string;
  address: string;
  chainId: number;
  change24h: number;
  volume24: string;
  authorized: boolean;
  logo: string | null;
};
type Page = { data: Item[]; nextCursor: string | null; total: number };

/** Every row of a list, page after page, with the totals the pages gave. */
async function walk(query: string, limit: number) {
  const seen: string[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  do {
    const page = (
      await get(`/api/tokens?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`)
    ).json() as Page;
    seen.push(...page.data.map((t) => t.slug));
    totals.add(page.total);
    cursor = page.nextCursor;
  } while (cursor);
  return { seen, totals: [...totals] };
}

/** A public origin other than the one requests come to: logo URLs must be built from the configured one. */
const PUBLIC_URL = "https://atlas.example";
const { get } = setupTestApp({ ssr: false, env: { PUBLIC_URL } });

describe("GET /api/tokens", () => {
  it.each(orderingKeys)("answers the %s ordering with the documented item shape", async (order) => {
    const res = await get(`/api/tokens?order=${order}&limit=5`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        "address",
        "asset",
        "authorized",
        "chainId",
        "change1h",
        "change24h",
        "change30d",
        "change7d",
        "circulatingSupply",
        "deployments",
        "fdv",
        "holders",
        "liquidity",
        "logo",
        "marketCap",
        "marketCapRank",
        "name",
        "native",
        "price",
        "slug",
        "source",
        "symbol",
        "totalSupply",
        "trades24",
        "updatedAt",
        "volume24",
      ].sort(),
    );
  });

  it("orders gainers by falling 24h change and keeps only risers", async () => {
    const { data } = (await get("/api/tokens?order=price_up_24h&limit=50")).json() as Page;
    const changes = data.map((t) => t.change24h);
    expect(changes.every((c) => c > 0)).toBe(true);
    expect([...changes].sort((a, b) => b - a)).toEqual(changes);
  });

  it("keeps only verified tokens in the authorized ordering", async () => {
    const { data } = (await get("/api/tokens?order=authorized&limit=100")).json() as Page;
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((t) => t.authorized)).toBe(true);
  });

  it("pages with keyset cursors without repeating or skipping a token", async () => {
    const all = (await get("/api/tokens?order=volume24&limit=60")).json() as Page;
    const first = (await get("/api/tokens?order=volume24&limit=20")).json() as Page;
    const second = (
      await get(`/api/tokens?order=volume24&limit=20&cursor=${first.nextCursor}`)
    ).json() as Page;
    const third = (
      await get(`/api/tokens?order=volume24&limit=20&cursor=${second.nextCursor}`)
    ).json() as Page;
    expect([...first.data, ...second.data, ...third.data].map((t) => t.slug)).toEqual(
      all.data.map((t) => t.slug),
    );
  });

  it("walks to the end of a filtered list and then gives no cursor", async () => {
    const { data: chains } = (await get("/api/blockchains")).json() as {
      data: { slug: string; tokenCount: number }[];
    };
    const small = chains.filter((c) => c.tokenCount > 0).sort((a, b) => a.tokenCount - b.tokenCount)[0];
    const { seen, totals } = await walk(`order=new&chain=${small.slug}`, 3);
    expect(seen.length).toBe(small.tokenCount);
    expect(new Set(seen).size).toBe(seen.length);
    expect(totals).toEqual([seen.length]);
  });

  it.each([
    ["order=price_up_24h", 250],
    ["order=volume24&tag=stablecoin", 7],
    ["order=popular&q=usd&deployments=all", 20],
  ])("gives as total of %s the rows its pages walk through", async (query, limit) => {
    const { seen, totals } = await walk(query, limit);
    expect(seen.length).toBeGreaterThan(limit);
    expect(new Set(seen).size).toBe(seen.length);
    expect(totals).toEqual([seen.length]);
  });

  it("takes up to 250 rows a page", async () => {
    const res = await get("/api/tokens?order=volume24&limit=250");
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    expect(page.data).toHaveLength(250);
    expect(page.total).toBeGreaterThan(250);
  });

  it("finds a token by its exact contract address, in any letter case", async () => {
    const token = list.tokens.find((t) => t.chainId === 1 && t.symbol === "USDC") ?? list.tokens[0];
    const res = (await get(`/api/tokens?q=${token.address.toLowerCase()}`)).json() as Page;
    expect(res.data.map((t) => t.address.toLowerCase())).toContain(token.address.toLowerCase());
    expect(res.data.every((t) => t.address.toLowerCase() === token.address.toLowerCase())).toBe(true);
  });

  it("finds tokens by symbol prefix and name", async () => {
    const { data } = (await get("/api/tokens?q=usd&limit=100")).json() as {
      data: { symbol: string; name: string }[];
    };
    expect(data.length).toBeGreaterThan(0);
    expect(
      data.every((t) => t.symbol.toLowerCase().startsWith("usd") || t.name.toLowerCase().includes("usd")),
    ).toBe(true);
  });

  it.each([
    ["order=sideways", "order"],
    ["limit=0", "limit"],
    ["limit=251", "limit"],
    ["limit=ten", "limit"],
    ["cursor=%%%", "cursor"],
    ["cursor=bm90LWpzb24", "cursor"],
    ["cursor=WzEsMiwzXQ", "cursor"],
    // Well-formed cursors whose value the ordering's column cannot hold ([1,1,0], ["--",1,0], ["1",2^31,0]).
    ["order=new&cursor=WzEsMSwwXQ", "cursor"],
    ["order=volume24&cursor=WyItLSIsMSwwXQ", "cursor"],
    ["order=holders&cursor=WyIxIiwyMTQ3NDgzNjQ4LDBd", "cursor"],
    ["chain=atlantis", "chain"],
    ["tag=Not_A_Slug", "tag"],
  ])("refuses %s with a 422 naming the field", async (query, field) => {
    const res = await get(`/api/tokens?${query}`);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid");
    expect(Object.keys(body.error.fields)).toContain(field);
  });
});

describe("GET /api/tokens/{slug}", () => {
  it("answers a token with chain, tags and English texts", async () => {
    const { data } = (await get("/api/tokens?order=new&limit=1")).json() as Page;
    const res = await get(`/api/tokens/${data[0].slug}`);
    expect(res.statusCode).toBe(200);
    const token = (
      res.json() as { data: Record<string, unknown> & { chain: { id: number }; tags: unknown[] } }
    ).data;
    expect(token.slug).toBe(data[0].slug);
    expect(token.chain.id).toBe(data[0].chainId);
    expect(token.tags.length).toBeGreaterThan(0);
    expect((token.description as { locale: string }).locale).toBe("en");
  });

  it("gives the German description where one exists and marks English fallbacks", async () => {
    const { data } = (await get("/api/tokens?order=new&limit=1")).json() as Page;
    const de = (await get(`/api/tokens/${data[0].slug}?locale=de`)).json() as {
      data: { description: { locale: string } };
    };
    expect(de.data.description.locale).toBe("de");
    const sv = (await get(`/api/tokens/${data[0].slug}?locale=sv`)).json() as {
      data: { description: { locale: string } };
    };
    expect(sv.data.description.locale).toBe("en");
  });

  it("is a 404 for an unknown token and a 422 for a malformed slug or locale", async () => {
    expect((await get("/api/tokens/no-such-token-999999")).statusCode).toBe(404);
    expect((await get("/api/tokens/not_a_slug")).statusCode).toBe(422);
    expect((await get("/api/tokens/usd-coin-1?locale=xx")).statusCode).toBe(422);
  });
});

type Detail = Item & {
  symbol: string;
  native: boolean;
  price: string;
  asset: { slug: string; name: string; symbol: string } | null;
  deployments: number;
  alsoOn: { slug: string; chainId: number; price: string }[];
  pairs: { chainId: number; address: string; dex: string; liquidity: string; volume24: string }[];
};

const USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";

describe("assets", () => {
  it("lists one row per asset by default and every deployment with deployments=all", async () => {
    const assets = (await get("/api/tokens?order=market_cap&limit=100")).json() as { data: Detail[] };
    const slugs = assets.data.map((t) => t.asset?.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const ether = assets.data.find((t) => t.asset?.slug === "ether");
    expect(ether?.native).toBe(true);
    expect(ether?.deployments).toBeGreaterThan(10);
    // The row's count is the asset's deployments, as the asset's own answer lists them.
    const asset = (await get("/api/assets/ether")).json() as { data: { deployments: unknown[] } };
    expect(ether?.deployments).toBe(asset.data.deployments.length);
    const all = (await get("/api/tokens?order=market_cap&limit=100&deployments=all")).json() as {
      data: Detail[];
    };
    const etherRows = all.data.filter((t) => t.asset?.slug === "ether");
    expect(etherRows.length).toBeGreaterThan(1);
    expect(all.data.every((t) => t.deployments === 1)).toBe(true);
  });

  it("answers a token by contract address in any letter case, with its asset, other deployments and pairs", async () => {
    const lower = await get(`/api/tokens/1/${USDC.toLowerCase()}`);
    const upper = await get(`/api/tokens/1/${USDC.toUpperCase().replace("0X", "0x")}`);
    expect(lower.statusCode).toBe(200);
    expect(upper.json()).toEqual(lower.json());
    const token = (lower.json() as { data: Detail }).data;
    expect(token.address).toBe(USDC);
    expect(token.asset?.symbol).toBe("USDC");
    expect(token.alsoOn.length).toBeGreaterThan(3);
    expect(token.alsoOn.every((d) => d.chainId !== 1)).toBe(true);
    // One asset, one price: every deployment within 1 % of this one.
    for (const d of token.alsoOn)
      expect(Math.abs(Number(d.price) / Number(token.price) - 1)).toBeLessThan(0.01);
    expect(token.pairs).toHaveLength(1);
    expect(token.pairs[0]).toMatchObject({ chainId: 1, dex: "Demo DEX" });
    expect(Number(token.pairs[0].liquidity)).toBeGreaterThan(0);
  });

  it("answers a 404 with correct_token_url for an address known on another chain, and a plain 404 otherwise", async () => {
    const elsewhere = await get(`/api/tokens/10/${USDC}`);
    expect(elsewhere.statusCode).toBe(404);
    const body = elsewhere.json() as { error: { code: string }; correct_token_url: string };
    expect(body.error.code).toBe("not_found");
    const target = (await get(`/api/tokens/1/${USDC}`)).json() as { data: Detail };
    expect(body.correct_token_url).toBe(`/token/${target.data.slug}`);
    const nowhere = await get(`/api/tokens/1/0x${"1".repeat(40)}`);
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).not.toHaveProperty("correct_token_url");
  });

  it.each([
    ["/api/tokens/1/0x123", "address"],
    ["/api/tokens/1/0xZZb86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "address"],
    [`/api/tokens/99999999999999999999/${USDC}`, "chainId"],
    [`/api/tokens/-1/${USDC}`, "chainId"],
    [`/api/tokens/1.5/${USDC}`, "chainId"],
    ["/api/assets/Not_A_Slug", "slug"],
    ["/api/tokens?deployments=some", "deployments"],
  ])("refuses %s with a 422 naming %s", async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { error: { fields: Record<string, string> } }).error.fields)).toContain(
      field,
    );
  });

  it("refuses a NUL in the address before any route, as a 400 (server/plugins/input-guard.ts)", async () => {
    const res = await get(`/api/tokens/1/${USDC}%00`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "bad_request", message: "Malformed address" } });
  });

  it("answers an asset with its deployments and their prices, and 404 for an unknown one", async () => {
    const res = await get("/api/assets/ether");
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: {
        kind: string;
        peg: string | null;
        figures: Detail;
        deployments: { chainId: number; native: boolean; price: string }[];
      };
    };
    expect(data.kind).toBe("native");
    expect(data.peg).toBeNull();
    expect(data.deployments.filter((d) => d.native).length).toBeGreaterThan(5);
    const prices = data.deployments.map((d) => Number(d.price));
    expect(Math.max(...prices) / Math.min(...prices)).toBeLessThan(1.01);
    expect(data.figures.price).toBe(data.deployments.find((d) => d.native && d.chainId === 1)?.price);
    expect((await get("/api/assets/no-such-asset")).statusCode).toBe(404);
    // A slug longer than any asset's is refused by its schema, in the API's shape, not a 500.
    const long = await get(`/api/assets/${"a".repeat(200)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({
      error: { code: "invalid", message: "Invalid input", fields: { slug: "Not an asset slug" } },
    });
    // Past what the router takes at all, the address names nothing.
    expect((await get(`/api/assets/${"a".repeat(600)}`)).statusCode).toBe(404);
  });
});

describe("GET /api/tokens/by-slugs", () => {
  it("answers the named tokens in the order given, each once, leaving out unknown ones", async () => {
    const slugs = ((await get("/api/tokens?order=popular&limit=3")).json() as Page).data.map((t) => t.slug);
    const res = await get(`/api/tokens/by-slugs?slugs=${slugs[2]},no-such-token-1,${slugs[0]},${slugs[2]}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Page).data.map((t) => t.slug)).toEqual([slugs[2], slugs[0]]);
  });

  it("refuses malformed slugs and more than 50 of them with a 422", async () => {
    expect((await get("/api/tokens/by-slugs?slugs=<script>")).statusCode).toBe(422);
    expect((await get("/api/tokens/by-slugs")).statusCode).toBe(422);
    const named = (n: number) => Array.from({ length: n }, (_, i) => `token-${i + 1}`).join(",");
    expect((await get(`/api/tokens/by-slugs?slugs=${named(50)}`)).statusCode).toBe(200);
    expect((await get(`/api/tokens/by-slugs?slugs=${named(51)}`)).statusCode).toBe(422);
  });
});

describe("GET /api/token/filter/data", () => {
  it("lists blockchains and the three tag types with counts", async () => {
    const res = await get("/api/token/filter/data");
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Record<string, { slug: string; tokenCount: number }[]> };
    expect(data.chains.length).toBeGreaterThanOrEqual(12);
    expect(data.categories.length + data.industries.length + data.algorithms.length).toBeGreaterThanOrEqual(
      40,
    );
    expect(data.algorithms.every((t) => t.tokenCount >= 0)).toBe(true);
  });
});

describe("logo URLs", () => {
  const logos = (items: { logo: string | null }[]) => items.map((t) => t.logo).filter((l) => l !== null);

  it("are absolute on PUBLIC_URL in every answer that carries a token", async () => {
    const list = (await get("/api/tokens?order=market_cap&limit=20")).json() as { data: Item[] };
    const [first] = list.data;
    const answers = await Promise.all(
      [
        `/api/tokens/by-slugs?slugs=${first.slug}`,
        `/api/tokens/${first.slug}`,
        `/api/tokens/${first.chainId}/${first.address}`,
        "/api/assets/ether",
        "/api/search?q=usd",
      ].map(async (url) => (await get(url)).json()),
    );
    const found = [
      ...logos(list.data),
      ...logos(answers[0].data),
      ...logos([answers[1].data, answers[2].data, answers[3].data.figures]),
      ...logos(answers[4].data.tokens),
    ];
    expect(found.length).toBeGreaterThan(25);
    expect(found.filter((logo) => !logo.startsWith(`${PUBLIC_URL}/logos/`))).toEqual([]);
  });
});
