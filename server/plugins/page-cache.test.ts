import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import {
  createPageCache,
  encodeBody,
  isShareable,
  pickEncoding,
  type Rendered,
  sharedMaxAge,
} from "./page-cache.ts";

const page = (html: string, extra: Partial<Rendered> = {}): Rendered => ({
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  body: Buffer.from(html),
  nonce: "N0nce",
  ...extra,
});

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function counted(make: () => Rendered) {
  let calls = 0;
  return {
    render: async () => {
      calls += 1;
      return make();
    },
    calls: () => calls,
  };
}

describe("sharedMaxAge", () => {
  it("reads s-maxage first, then max-age, and refuses private or no-store", () => {
    expect(sharedMaxAge("public, max-age=5, s-maxage=60")).toBe(60);
    expect(sharedMaxAge("public, max-age=5")).toBe(5);
    expect(sharedMaxAge("private, max-age=5")).toBeUndefined();
    expect(sharedMaxAge("no-store")).toBeUndefined();
    expect(sharedMaxAge("public")).toBeUndefined();
    expect(sharedMaxAge(undefined)).toBeUndefined();
  });
});

describe("isShareable", () => {
  it("keeps only a 200 with a body, no cookie and no private cache-control", () => {
    expect(isShareable(page("x"))).toBe(true);
    expect(isShareable(page("x", { status: 404 }))).toBe(false);
    expect(isShareable(page("x", { body: null }))).toBe(false);
    expect(isShareable(page("x", { headers: [["set-cookie", "a=b"]] }))).toBe(false);
    expect(isShareable(page("x", { headers: [["cache-control", "private"]] }))).toBe(false);
    expect(isShareable(page("x", { headers: [["cache-control", "no-store"]] }))).toBe(false);
  });
});

describe("encodings", () => {
  it("stores Brotli and gzip bodies that decode to the page", async () => {
    const html = Buffer.from("<tr><td>row</td></tr>".repeat(500));
    const bodies = await encodeBody(html);
    expect(bodies.identity).toBe(html);
    expect(brotliDecompressSync(bodies.br).equals(html)).toBe(true);
    expect(gunzipSync(bodies.gzip).equals(html)).toBe(true);
    expect(bodies.br.byteLength).toBeLessThan(html.byteLength / 10);
  });

  it("picks the encoding the visitor prefers among those stored, honouring q-values", () => {
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("")).toBe("identity");
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(pickEncoding("deflate")).toBe("identity");
    expect(pickEncoding("*")).toBe("br");
  });
});

describe("createPageCache", () => {
  it("renders a page once for concurrent visitors and serves it from memory while fresh", async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 1000, staleMs: 5000, maxBytes: 1 << 20, now: time.now });
    const source = counted(() => page("<p>list</p>"));
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get("/list", source.render)));
    expect(source.calls()).toBe(1);
    expect(answers.every((answer) => answer.page?.bodies.identity.toString() === "<p>list</p>")).toBe(true);
    time.advance(500);
    const again = await cache.get("/list", source.render);
    expect(again.page && "state" in again && again.state).toBe("hit");
    expect(source.calls()).toBe(1);
    expect(cache.stats()).toMatchObject({ misses: 20, hits: 1, pages: 1 });
    expect(again.page?.nonce).toBe("N0nce");
  });

  it("serves a stale page while one render refreshes it, then the new page", async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 1000, staleMs: 5000, maxBytes: 1 << 20, now: time.now });
    let version = 1;
    const source = counted(() => page(`<p>v${version}</p>`));
    await cache.get("/", source.render);
    version = 2;
    time.advance(1500);
    const stale = await cache.get("/", source.render);
    expect(stale.page?.bodies.identity.toString()).toBe("<p>v1</p>");
    expect(stale.page && "state" in stale && stale.state).toBe("stale");
    // The refresh renders and compresses behind the stale answer; the new page replaces it when done.
    await vi.waitFor(async () => {
      const fresh = await cache.get("/", source.render);
      expect(fresh.page?.bodies.identity.toString()).toBe("<p>v2</p>");
    });
    expect(source.calls()).toBe(2);
  });

  it("renders again instead of serving a page older than its stale window", async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 1000, staleMs: 5000, maxBytes: 1 << 20, now: time.now });
    let version = 1;
    const source = counted(() => page(`<p>v${version}</p>`));
    await cache.get("/", source.render);
    version = 2;
    time.advance(7000);
    const answer = await cache.get("/", source.render);
    expect(answer.page?.bodies.identity.toString()).toBe("<p>v2</p>");
    expect(answer.page && "state" in answer && answer.state).toBe("miss");
  });

  it("keeps a page as long as its route's s-maxage says", async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 1000, staleMs: 0, maxBytes: 1 << 20, now: time.now });
    const source = counted(() =>
      page("<p>article</p>", { headers: [["cache-control", "public, s-maxage=60"]] }),
    );
    const first = await cache.get("/news/a", source.render);
    expect(first.page?.ttlSeconds).toBe(60);
    expect(first.page?.headers.some(([name]) => name === "cache-control")).toBe(false);
    time.advance(59_000);
    await cache.get("/news/a", source.render);
    expect(source.calls()).toBe(1);
    time.advance(2000);
    await cache.get("/news/a", source.render);
    expect(source.calls()).toBe(2);
  });

  it("hands an answer it may not share to its visitor and keeps nothing", async () => {
    const cache = createPageCache({ ttlMs: 1000, staleMs: 0, maxBytes: 1 << 20 });
    const missing = counted(() => page("<p>missing</p>", { status: 404 }));
    const first = await cache.get("/token/x", missing.render);
    expect(first.page).toBeUndefined();
    expect("rendered" in first && first.rendered.status).toBe(404);
    await cache.get("/token/x", missing.render);
    expect(missing.calls()).toBe(2);
    expect(cache.stats()).toMatchObject({ uncacheable: 2, pages: 0 });
  });

  it("forgets every page on clear", async () => {
    const cache = createPageCache({ ttlMs: 60_000, staleMs: 0, maxBytes: 1 << 20 });
    const source = counted(() => page("<p>home</p>"));
    await cache.get("/", source.render);
    cache.clear();
    await cache.get("/", source.render);
    expect(source.calls()).toBe(2);
  });

  it("drops the least recently used pages beyond its byte budget", async () => {
    const stored = await encodeBody(Buffer.from("a".padEnd(10, ".")));
    const onePage = stored.identity.byteLength + stored.br.byteLength + stored.gzip.byteLength;
    const cache = createPageCache({ ttlMs: 60_000, staleMs: 0, maxBytes: Math.floor(onePage * 2.5) });
    const ten = (name: string) => counted(() => page(name.padEnd(10, ".")));
    const a = ten("a");
    await cache.get("/a", a.render);
    await cache.get("/b", ten("b").render);
    await cache.get("/c", ten("c").render);
    expect(cache.stats().pages).toBe(2);
    await cache.get("/a", a.render);
    expect(a.calls()).toBe(2);
  });
});
