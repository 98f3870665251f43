import { beforeAll, describe, expect, it } from "vitest";
import { localeCodes } from "../../lib/locales.ts";
import { listPages } from "../../lib/orderings.ts";
import germanTags from "../../locales/de/tags.json" with { type: "json" };
import { ensureExchangePairs } from "../../seed/pairs.ts";
import { inspect } from "../../tests/support/html.ts";
import { cataloguePaths, catalogueSamples } from "../../tests/support/page-kinds.ts";
import { setupTestApp, TEST_ORIGIN } from "../../tests/support/test-app.ts";

const { get: page, db } = setupTestApp();
let token: string;
let chain: string;
let category: string;
let routes: string[];

beforeAll(async () => {
  const samples = await catalogueSamples(page);
  ({ token, chain, category } = samples);
  routes = cataloguePaths(samples);
});

describe.each([
  ["en", "", "en"],
  ["de", "/de", "de"],
  ["ja", "/ja", "ja"],
])("pages in %s", (_name, prefix, lang) => {
  it("render with lang, one H1, title, description, canonical, 33 hreflang links and breadcrumbs", async () => {
    const titles = new Set<string>();
    for (const path of routes) {
      const url = prefix + (path === "/" && prefix ? "" : path);
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      const seo = inspect(res.body);
      expect(seo.lang, url).toBe(lang);
      expect(seo.h1, url).toBe(1);
      expect(seo.title.length, url).toBeGreaterThan(5);
      expect(seo.description.length, url).toBeGreaterThan(20);
      expect(seo.canonical, url).toBe(`${TEST_ORIGIN}${url}`);
      expect(seo.hreflang.length, url).toBe(localeCodes.length + 1);
      expect(seo.hreflang, url).toContain("x-default");
      expect(seo.ogTitle, url).toBe(seo.title);
      // The home page alone is no trail.
      expect(seo.breadcrumbs, url).toBe(path !== "/");
      expect(res.body, url).not.toMatch(/\b[a-z]+:[a-z]+\.[a-zA-Z.]+\b(?=<)/);
      // One navigation landmark of each name (the phone menu's is named apart from the wide screens').
      const navs = [...res.body.matchAll(/<nav [^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);
      expect(navs.length, url).toBeGreaterThan(1);
      expect(new Set(navs).size, url).toBe(navs.length);
      // Ids that validators and CSS selectors take as they are: no slash (a path is not an id).
      expect(
        [...res.body.matchAll(/ id="([^"]*\/[^"]*)"/g)].map((m) => m[1]),
        url,
      ).toEqual([]);
      if (!path.startsWith("/token-preview/")) titles.add(seo.title);
    }
    expect(titles.size).toBe(routes.length - 1);
  });
});

describe("list pages", () => {
  it("give each of the seven lists its own title and H1", async () => {
    const h1s = new Set<string>();
    for (const p of listPages) {
      const html = (await page(p.path)).body;
      h1s.add(/<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? "");
    }
    expect(h1s.size).toBe(7);
  });

  it("page with plain links: the next link leads to other tokens", async () => {
    const first = (await page("/trending-cryptocurrencies")).body;
    const next = /href="(\?cursor=[^"]+)" rel="next"/.exec(first)?.[1];
    expect(next).toBeDefined();
    const second = (await page(`/trending-cryptocurrencies${next?.replaceAll("&amp;", "&")}`)).body;
    // The table's rows only: the market summary above it links the largest assets on every page.
    const slugs = (html: string) =>
      [
        ...html.slice(html.indexOf("<tbody"), html.indexOf("</tbody>")).matchAll(/href="\/token\/([^"]+)"/g),
      ].map((m) => m[1]);
    expect(slugs(first).length).toBe(100);
    expect(slugs(second).some((s) => slugs(first).includes(s))).toBe(false);
    expect(second).toContain('rel="prev"');
  });

  it("send a hundred rows within their weight: markup without per-cell classes, data without per-row field names", async () => {
    const html = (await page("/trending-cryptocurrencies")).body;
    const rows = html.slice(html.indexOf("<tbody"), html.indexOf("</tbody>"));
    const data = /streamController\.enqueue\((.*?)\);<\/script>/s.exec(html)?.[1] ?? "";
    expect(rows.match(/<tr>/g)).toHaveLength(100);
    // On the test catalogue (no sparklines), before the cells lost their classes and the rows were packed: 814
    // bytes a row and 77 KB of data; before the meta tags were built from the page's SEO facts instead of sent
    // ready-made, 62 KB.
    expect(rows.length / 100).toBeLessThan(650);
    expect(data.length).toBeLessThan(58_000);
  });

  it("marks token previews and search results noindex and leaves other pages indexable", async () => {
    expect(inspect((await page(`/token-preview/${token}`)).body).robots).toBe("noindex, nofollow");
    expect(inspect((await page(`/token/${token}`)).body).robots).toBeUndefined();
    expect(inspect((await page("/token?q=usd")).body).robots).toBe("noindex, nofollow");
  });

  it("labels the figures as demo data", async () => {
    expect((await page(`/token/${token}`)).body).toContain("Demo data");
  });
});

describe("not found and redirects", () => {
  it("shows 'Page not found: {path}' for an unknown path", async () => {
    const res = await page("/no/such/page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Page not found: /no/such/page");
  });

  it.each([
    "/cryptocurrency-flavours",
    "/cryptocurrency-flavours/sweet",
    "/news/page-abc",
    "/token/not_a_token",
    "/blockchains/Bad_Slug",
    "/cryptocurrency-categories/Bad_Slug",
  ])("shows the fatal 'Page Not Found: %s' when a parameter fails validation", async (path) => {
    const res = await page(path);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`Page Not Found: ${path}`);
  });

  it("is a 404 for a well-formed token that does not exist", async () => {
    const res = await page("/token/no-such-token-999999");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Page not found: /token/no-such-token-999999");
  });

  it("redirects /{token} and /{locale}/{token} to the token page", async () => {
    const bare = await page(`/${token}`);
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`/token/${token}`);
    const de = await page(`/de/${token}`);
    expect(de.statusCode).toBe(301);
    expect(de.headers.location).toBe(`/de/token/${token}`);
  });

  it("gives bots no error page, only the status", async () => {
    const res = await page("/no/such/page", {
      "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe("");
  });

  it("rejects an unknown locale prefix and redirects /en to the bare path", async () => {
    expect((await page("/xx/blockchains")).statusCode).toBe(404);
    const en = await page("/en/blockchains");
    expect(en.statusCode).toBe(301);
    expect(en.headers.location).toBe("/blockchains");
  });

  it("localises the not-found page", async () => {
    const res = await page("/de/token/no-such-token-999999");
    expect(res.statusCode).toBe(404);
    expect(inspect(res.body).lang).toBe("de");
    const h1 = /<h1[^>]*>([^<]*)</.exec(res.body)?.[1] ?? "";
    expect(h1).toContain("/de/token/no-such-token-999999");
    expect(h1).not.toContain("Page not found");
  });
});

describe("language and theme choice", () => {
  it("keeps the language in a 365-day SameSite=Lax cookie and redirects to the clean URL", async () => {
    const res = await page("/de/blockchains?lang=de");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/de/blockchains");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toContain("lang=de");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("sends a visitor who chose German from a bare path to the German page", async () => {
    const res = await page("/blockchains", { cookie: "lang=de" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/de/blockchains");
  });

  it("renders the theme from the cookie on the server (no flash)", async () => {
    const html = (await page("/", { cookie: "theme=dark" })).body;
    expect(html).toMatch(/<html[^>]*data-theme="dark"/);
  });
});

describe("the locale of a request", () => {
  it("is read from the address without the data suffix on a client navigation", async () => {
    const res = await page("/de/cryptocurrency-categories.data");
    expect(res.statusCode).toBe(200);
    // The page's SEO facts travel in German, with its unprefixed path; the browser builds its meta tags from them.
    expect(res.body).toContain(`"${germanTags.types.category.title}"`);
    expect(res.body).toContain('"/cryptocurrency-categories"');
    expect(res.body).toContain('"categories"');
  });

  it("stays English for a prefix no route took as the language", async () => {
    const res = await page("/de/no/such/page");
    expect(res.statusCode).toBe(404);
    expect(inspect(res.body).lang).toBe("en");
    expect(res.body).toContain("Page not found: /de/no/such/page");
  });
});

describe("search engines", () => {
  it("serves robots.txt pointing at the sitemap index and keeping crawlers off the editors' desk", async () => {
    const res = await page("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    expect(res.body).toContain("Disallow: /admin\n");
    expect(res.body).toContain("Disallow: /de/admin\n");
  });

  it("indexes one pages sitemap and token sitemaps per locale", async () => {
    const index = (await page("/sitemap.xml")).body;
    const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${TEST_ORIGIN}/sitemaps/de-pages.xml`);
    expect(locs.filter((l) => l.endsWith("-pages.xml")).length).toBe(localeCodes.length);
    const pages = (await page("/sitemaps/de-pages.xml")).body;
    expect(pages).toContain(`${TEST_ORIGIN}/de/blockchains/${chain}`);
    expect(pages).toContain(`${TEST_ORIGIN}/de/cryptocurrency-categories/${category}`);
    const tokens = (await page("/sitemaps/de-tokens-0.xml")).body;
    expect(tokens).toContain(`${TEST_ORIGIN}/de/token/${token}`);
    expect((await page("/sitemaps/xx-pages.xml")).statusCode).toBe(404);
  });
});

describe("security headers", () => {
  it("sends a nonce-based CSP and the nonce reaches every inline script", async () => {
    const res = await page("/");
    const csp = String(res.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    const scripts = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) {
      if (attrs.includes("application/ld+json")) continue;
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers the build id for the reload check", async () => {
    const res = await page("/builds/latest.json?t=1");
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: string }).id.length).toBeGreaterThan(3);
  });
});

describe("exchange market pages (/binance/{market})", () => {
  beforeAll(async () => {
    await ensureExchangePairs(db(), ["BTCUSDT"]);
  });

  it("renders the market view with its title and one h1", async () => {
    const res = await page("/binance/BTCUSDT");
    expect(res.statusCode).toBe(200);
    const info = inspect(res.body);
    expect(info.title).toBe("BTC/USDT on Binance: live chart and trades");
    expect(info.h1).toBe(1);
    expect(res.body).toContain('data-testid="market-section"');
    const de = await page("/de/binance/btcusdt");
    expect(de.statusCode).toBe(200);
    expect(inspect(de.body).lang).toBe("de");
  });

  it("is a fatal 404 for market text with digits and a 404 for an unknown market", async () => {
    const digits = await page("/binance/1INCHUSDT");
    expect(digits.statusCode).toBe(404);
    expect(digits.body).toContain("Page Not Found: /binance/1INCHUSDT");
    const unknown = await page("/binance/DOGEUSDT");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("Page not found: /binance/DOGEUSDT");
    expect(inspect(unknown.body).title).toBe("Page not found: /binance/DOGEUSDT · TokenAtlas");
    const german = await page("/de/no-such-page");
    expect(german.statusCode).toBe(404);
    expect(inspect(german.body).title).toBe(`${/<h1[^>]*>([^<]*)</.exec(german.body)?.[1]} · TokenAtlas`);
    expect(inspect(german.body).title).toContain("/de/no-such-page");
  });
});

describe("header navigation", () => {
  /** The targets of the links marked as the current page. */
  const current = (html: string) =>
    [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])?.[1]);

  it("marks the link to the page being read, in the page's language", async () => {
    const marked = current((await page("/de/crypto-gainers")).body);
    expect(marked.length).toBeGreaterThan(0);
    expect(new Set(marked)).toEqual(new Set(["/de/crypto-gainers"]));
    expect(current((await page("/blockchains")).body)).toContain("/blockchains");
  });

  it("marks none on a page the header does not link to", async () => {
    expect(current((await page("/de")).body)).toEqual([]);
    expect(current((await page(`/token/${token}`)).body)).toEqual([]);
  });
});
