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
};
type Page = { data: Item[]; nextCursor: string | null };

const { get } = setupTestApp({ ssr: false });

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
        "authorized",
        "chainId",
        "change1h",
        "change24h",
        "change7d",
        "holders",
        "liquidity",
        "logo",
        "marketCap",
        "name",
        "price",
        "slug",
        "source",
        "symbol",
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
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url = `/api/tokens?order=new&chain=${small.slug}&limit=3${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await get(url)).json() as Page;
      seen.push(...page.data.map((t) => t.slug));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(small.tokenCount);
    expect(new Set(seen).size).toBe(seen.length);
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
    ["limit=101", "limit"],
    ["limit=ten", "limit"],
    ["cursor=%%%", "cursor"],
    ["cursor=bm90LWpzb24", "cursor"],
    ["cursor=WzEsMiwzXQ", "cursor"],
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
