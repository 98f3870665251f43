import { createHash } from "node:crypto";
import * as viemChains from "viem/chains";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../tests/support/test-app.ts";

const { get } = setupTestApp({ ssr: false });

describe("GET /api/blockchains", () => {
  it("lists at least 12 chains whose ids and native currencies are viem's", async () => {
    const { data } = (await get("/api/blockchains")).json() as {
      data: { id: number; slug: string; nativeSymbol: string; tokenCount: number }[];
    };
    expect(data.length).toBeGreaterThanOrEqual(12);
    const known = Object.values(viemChains) as { id: number; nativeCurrency: { symbol: string } }[];
    for (const chain of data) {
      const viem = known.find((c) => c.id === chain.id);
      expect(viem, `chain ${chain.id}`).toBeDefined();
      expect(chain.nativeSymbol).toBe(viem?.nativeCurrency.symbol);
    }
  });

  it("answers one chain by slug and 404/422 for unknown or malformed slugs", async () => {
    const { data } = (await get("/api/blockchains")).json() as { data: { slug: string }[] };
    const one = await get(`/api/blockchains/${data[0].slug}`);
    expect(one.statusCode).toBe(200);
    expect((one.json() as { data: { slug: string } }).data.slug).toBe(data[0].slug);
    expect((await get("/api/blockchains/atlantis")).statusCode).toBe(404);
    expect((await get("/api/blockchains/Bad_Slug")).statusCode).toBe(422);
  });
});

describe("GET /api/tags", () => {
  it("filters by type", async () => {
    const { data } = (await get("/api/tags?type=algorithm")).json() as { data: { type: string }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((t) => t.type))).toEqual(new Set(["algorithm"]));
  });

  it("refuses an unknown type", async () => {
    const res = await get("/api/tags?type=flavour");
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { error: { fields: object } }).error.fields)).toEqual(["type"]);
  });
});

describe("GET /api/localizer", () => {
  it("returns the messages of an upper-cased locale", async () => {
    const res = await get("/api/localizer?locale=DE");
    expect(res.statusCode).toBe(200);
    const body = res.json() as { locale: string; data: { common: { nav: { home: string } } } };
    expect(body.locale).toBe("de");
    expect(body.data.common.nav.home).not.toBe("Home");
  });

  it("accepts ZH-TW", async () => {
    expect(((await get("/api/localizer?locale=ZH-TW")).json() as { locale: string }).locale).toBe("zh-tw");
  });

  it.each(["de", "XX", "", "DE-DE-DE"])("refuses locale=%s with a 422", async (locale) => {
    const res = await get(`/api/localizer?locale=${locale}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { error: { fields: object } }).error.fields)).toEqual(["locale"]);
  });
});

describe("OpenAPI", () => {
  it("documents the catalogue endpoints", async () => {
    const res = await get("/api/docs/openapi.json");
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: object }).paths);
    for (const path of [
      "/api/tokens",
      "/api/tokens/{slug}",
      "/api/token/filter/data",
      "/api/blockchains",
      "/api/tags",
      "/api/localizer",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("serves the reference page with self-hosted scripts only, each allowed by its CSP", async () => {
    const res = await get("/api/docs/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    const csp = String(res.headers["content-security-policy"]);
    const directive = (name: string) =>
      csp
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1);
    expect(directive("frame-ancestors")).toEqual(["'none'"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const sources = scripts.flatMap(([, attributes]) => attributes.match(/\ssrc="([^"]*)"/)?.[1] ?? []);
    expect(sources).toEqual(["js/scalar.js"]);
    const inline = scripts.filter(([, attributes]) => !/\ssrc=/.test(attributes));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      expect(directive("script-src")).toContain(
        `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
      );
    }
    expect(directive("script-src")?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);

    const script = await get("/api/docs/js/scalar.js");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("application/javascript");
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["content-security-policy"]).toBe(csp);
  });
});

describe("logos", () => {
  it("serves a generated SVG and refuses traversal", async () => {
    const svg = await get("/logos/generated/ABC.svg");
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toContain("image/svg+xml");
    expect(svg.body).toContain("<svg");
    expect((await get("/logos/metamask/..%2F..%2Fpackage.json")).statusCode).toBe(404);
    expect((await get("/logos/unknown/file.png")).statusCode).toBe(404);
  });
});
