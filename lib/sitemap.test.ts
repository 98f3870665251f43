import { describe, expect, it } from "vitest";
import { SITEMAP_CHUNK, sitemapIndexXml, urlsetXml } from "./sitemap.ts";

describe("sitemaps", () => {
  it("writes a urlset with escaped locations and their last change", () => {
    expect(urlsetXml([{ loc: "https://x.test/a?b=1&c=<2>", lastmod: "2026-11-01T12:00:00.000Z" }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-11-01T12:00:00.000Z</lastmod></url></urlset>',
    );
  });

  it("writes a sitemap index", () => {
    expect(sitemapIndexXml(["https://x.test/s.xml"])).toContain(
      "<sitemap><loc>https://x.test/s.xml</loc></sitemap>",
    );
  });

  it("stays under the protocol's 50,000 URLs per file", () => {
    expect(SITEMAP_CHUNK).toBeLessThanOrEqual(50_000);
  });
});
