import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../tests/support/test-app.ts";

/** Pages through the real server with the visitors' page cache on (a minute, so nothing expires mid-test). */
const { app, get } = setupTestApp({ env: { PAGE_CACHE_TTL_MS: "60000", PAGE_CACHE_STALE_MS: "5000" } });

/** The script nonce the CSP header allows, and every nonce the page's scripts carry. */
function nonces(res: LightMyRequestResponse) {
  const allowed = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
  const used = [...res.body.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]);
  return { allowed, used };
}

async function metric(result: string): Promise<number> {
  const text = (await app().inject({ url: "/metrics", remoteAddress: "127.0.0.1" })).body;
  const line = new RegExp(`^tokenatlas_page_cache_requests\\{result="${result}"\\} (\\d+)$`, "m").exec(text);
  return Number(line?.[1] ?? Number.NaN);
}

describe("the visitors' page cache", () => {
  it("renders a page once and serves it again under a policy that allows its scripts' nonce", async () => {
    const first = await get("/blockchains");
    const second = await get("/blockchains");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    const a = nonces(first);
    const b = nonces(second);
    expect(a.used.length).toBeGreaterThan(0);
    expect(a.used.every((nonce) => nonce === a.allowed)).toBe(true);
    expect(b.used.every((nonce) => nonce === b.allowed)).toBe(true);
    expect(second.body).toBe(first.body);
    // A page rendered for nobody in particular still gets a fresh nonce of its own.
    const other = nonces(await get("/cryptocurrency-industries"));
    expect(other.allowed).not.toBe(a.allowed);
    expect(second.headers["cache-control"]).toMatch(
      /^public, max-age=0, s-maxage=60, stale-while-revalidate=5$/,
    );
    expect(second.headers.vary).toBe("Cookie, Accept-Encoding");
  });

  it("sends a kept page compressed once, in the encoding the visitor accepts", async () => {
    const plain = await get("/cryptocurrency-algorithms");
    const br = await get("/cryptocurrency-algorithms", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get("/cryptocurrency-algorithms", { "accept-encoding": "gzip" });
    expect(br.headers["x-page-cache"]).toBe("hit");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.byteLength);
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 4);
  });

  it("shares one render among a crowd arriving together", async () => {
    const misses = await metric("misses");
    const hits = await metric("hits");
    const answers = await Promise.all(Array.from({ length: 12 }, () => get("/cryptocurrency-categories")));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    // Every one of the crowd waited for the same render: none found a page already there.
    expect(answers.every((res) => res.headers["x-page-cache"] === "miss")).toBe(true);
    const bodies = new Set(answers.map((res) => res.body));
    expect(bodies.size).toBe(1);
    expect(await metric("misses")).toBe(misses + 12);
    expect((await get("/cryptocurrency-categories")).headers["x-page-cache"]).toBe("hit");
    expect(await metric("hits")).toBe(hits + 1);
  });

  it("keeps the theme a visitor chose apart from the system default", async () => {
    const plain = await get("/");
    const dark = await get("/", { cookie: "theme=dark" });
    expect(plain.body).toContain('data-theme="light"');
    expect(dark.body).toContain('data-theme="dark"');
    expect((await get("/", { cookie: "theme=dark" })).headers["x-page-cache"]).toBe("hit");
  });

  it("sends a remembered language to its pages instead of the cached English one", async () => {
    await get("/token");
    const remembered = await get("/token", { cookie: "lang=de" });
    expect(remembered.statusCode).toBe(302);
    expect(remembered.headers.location).toBe("/de/token");
  });

  it("never shares a page asked for with a session or a token", async () => {
    const credentials: Record<string, string>[] = [
      { cookie: "ta_session=whatever" },
      { authorization: "Bearer x" },
    ];
    for (const headers of credentials) {
      const res = await get("/blockchains", headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-page-cache"]).toBeUndefined();
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("keeps no page that is not a plain 200", async () => {
    const first = await get("/token/no-such-token-1");
    const second = await get("/token/no-such-token-1");
    expect(first.statusCode).toBe(404);
    expect(second.statusCode).toBe(404);
    expect(second.headers["x-page-cache"]).toBeUndefined();
    expect(String(second.headers["cache-control"] ?? "")).not.toContain("public");
  });
});
