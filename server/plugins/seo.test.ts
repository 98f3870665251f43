import { describe, expect, it } from "vitest";
import { localeCodes } from "../../lib/locales.ts";
import { setupTestApp, TEST_ORIGIN } from "../../tests/support/test-app.ts";
import { parseXml } from "../../tests/support/xml.ts";

const { get } = setupTestApp({ content: true, ssr: false });

/** A W3C datetime (https://www.w3.org/TR/NOTE-datetime) down to seconds or finer, with its zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

describe("robots.txt", () => {
  it("keeps crawlers off every disallowed path in every language", async () => {
    const res = await get("/robots.txt");
    const disallowed = res.body.split("\n").filter((line) => line.startsWith("Disallow: "));
    expect(disallowed).toContain("Disallow: /token-preview/");
    expect(disallowed).toContain("Disallow: /de/token-preview/");
    expect(disallowed).toContain("Disallow: /ja/token-preview/");
    expect(disallowed).toContain("Disallow: /zh-tw/admin");
    const unprefixed = disallowed.filter((line) => !/^Disallow: \/[a-z]{2}(?:-[a-z]{2})?\//.test(line));
    for (const line of unprefixed) {
      const path = line.slice("Disallow: ".length);
      for (const code of localeCodes.filter((c) => c !== "en")) {
        expect(disallowed).toContain(`Disallow: /${code}${path}`);
      }
    }
    expect(res.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});

describe("sitemaps", () => {
  it("date every URL of every sitemap with a valid lastmod", async () => {
    const index = parseXml((await get("/sitemap.xml")).body);
    const sitemaps = index.all("loc").map((loc) => loc.text);
    expect(sitemaps.length).toBe(localeCodes.length * 3);
    const now = Date.now();
    for (const sitemap of sitemaps.filter((s) => /\/(en|de|ja)-/.test(s))) {
      const res = await get(sitemap.slice(TEST_ORIGIN.length));
      expect(res.statusCode).toBe(200);
      const urls = parseXml(res.body).all("url");
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        const lastmod = url.child("lastmod")?.text ?? "";
        expect(lastmod, url.child("loc")?.text).toMatch(W3C_DATETIME);
        expect(Date.parse(lastmod)).toBeLessThanOrEqual(now);
      }
    }
  });
});
