import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { ARTICLES_PER_PAGE, infoPageSlugs } from "../../lib/content-kinds.ts";
import { isLocale, langTag, localeCodes } from "../../lib/locales.ts";
import { seedContent } from "../../seed/content.ts";
import { inspect } from "../../tests/support/html.ts";
import { setupTestApp, TEST_ORIGIN } from "../../tests/support/test-app.ts";

const { get: page, db } = setupTestApp({ content: true });

type Entry = { kind: string; slug: string; locales: string[] };
let entries: Entry[];
const first = (kind: string) => {
  const entry = entries.find((e) => e.kind === kind);
  if (!entry) throw new Error(`no ${kind}`);
  return entry;
};

beforeAll(async () => {
  entries = await queryRows<Entry>(
    db(),
    sql`select e.kind, e.slug, array(select locale from content_versions v where v.entry_id = e.id order by locale) as locales
        from content_entries e order by e.kind, e.published_at desc`,
  );
});

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

describe("the demo content seed", () => {
  it("writes nothing, and draws nothing, once content exists", async () => {
    const report = await seedContent(db());
    expect(report).toEqual({ seeded: false, entries: 0, versions: 0, covers: 0 });
    const [{ n }] = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from content_entries`);
    expect(Number(n)).toBe(entries.length);
  });
});

describe("news and blog lists", () => {
  it("show the newest articles, a page at a time, with links to every page", async () => {
    const news = entries.filter((e) => e.kind === "news");
    const pages = Math.ceil(news.length / ARTICLES_PER_PAGE);
    const res = await page("/news");
    expect(res.statusCode).toBe(200);
    for (const entry of news.slice(0, ARTICLES_PER_PAGE))
      expect(res.body).toContain(`href="/news/${entry.slug}"`);
    expect(res.body).not.toContain(`href="/news/${news[ARTICLES_PER_PAGE].slug}"`);
    expect(res.body).toContain(`href="/news/page-${pages}"`);
    const last = await page(`/news/page-${pages}`);
    expect(last.statusCode).toBe(200);
    expect(last.body).toContain(`href="/news/${news.at(-1)?.slug}"`);
    expect(inspect(last.body).canonical).toBe(`${TEST_ORIGIN}/news/page-${pages}`);
  });

  it("announce their RSS and Atom feeds", async () => {
    const res = await page("/de/blog");
    expect(res.body).toContain(`href="${TEST_ORIGIN}/feeds/de/blog.rss"`);
    expect(res.body).toContain(`href="${TEST_ORIGIN}/feeds/de/blog.atom"`);
  });

  it.each([
    ["/news/page-abc", "Page Not Found: /news/page-abc"],
    ["/news/page-0", "Page Not Found: /news/page-0"],
    ["/blog/page-2x", "Page Not Found: /blog/page-2x"],
    ["/news/page-99", "Page not found: /news/page-99"],
    ["/news/no-such-article", "Page not found: /news/no-such-article"],
    ["/blog/no-such-post", "Page not found: /blog/no-such-post"],
  ])("answer %s with a 404", async (url, message) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(message);
  });
});

describe("an article", () => {
  it("has its text, reading time, related tokens, neighbours and Article JSON-LD", async () => {
    const news = entries.filter((e) => e.kind === "news");
    const res = await page(`/news/${news[1].slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/\d+ min read/);
    expect(res.body).toContain(`href="/news/${news[0].slug}"`);
    expect(res.body).toContain(`href="/news/${news[2].slug}"`);
    const article = jsonLd(res.body).find((d) => d["@type"] === "NewsArticle");
    expect(article?.mainEntityOfPage).toBe(`${TEST_ORIGIN}/news/${news[1].slug}`);
    expect(article?.inLanguage).toBe("en");
    const withTokens = await queryRows<{ slug: string; n: number }>(
      db(),
      sql`select slug, cardinality(token_ids) as n from content_entries where kind = 'news' and cardinality(token_ids) > 0 limit 1`,
    );
    const related = await page(`/news/${withTokens[0].slug}`);
    expect(related.body).toContain("Tokens in this article");
    expect([...related.body.matchAll(/href="\/token\/[^"]+"/g)].length).toBeGreaterThanOrEqual(
      Number(withTokens[0].n),
    );
  });

  it("lists hreflang only for the languages it is written in", async () => {
    const entry = first("blog");
    const seo = inspect((await page(`/de/blog/${entry.slug}`)).body);
    const expected = entry.locales.filter(isLocale).map(langTag);
    expect(seo.hreflang.filter((h) => h !== "x-default").sort()).toEqual(expected.sort());
    expect(seo.hreflang).toContain("x-default");
    expect(expected.length).toBeLessThan(localeCodes.length);
    expect(seo.canonical).toBe(`${TEST_ORIGIN}/de/blog/${entry.slug}`);
  });

  it("in a language it lacks shows the English text, marked, with the English page as canonical", async () => {
    const entry = first("news");
    expect(entry.locales).not.toContain("fr");
    const res = await page(`/fr/news/${entry.slug}`);
    expect(res.statusCode).toBe(200);
    const seo = inspect(res.body);
    expect(seo.lang).toBe("fr");
    expect(seo.canonical).toBe(`${TEST_ORIGIN}/news/${entry.slug}`);
    expect(seo.hreflang).not.toContain(langTag("fr"));
    expect(res.body).toContain('role="note"');
    expect(res.body).toMatch(/<div class="rich-text" lang="en">/);
  });
});

describe("FAQ", () => {
  it("lists every question by group with FAQPage JSON-LD", async () => {
    const res = await page("/faq");
    expect(res.statusCode).toBe(200);
    const faq = jsonLd(res.body).find((d) => d["@type"] === "FAQPage");
    expect(faq?.mainEntity).toHaveLength(entries.filter((e) => e.kind === "faq").length);
    expect(faq?.mainEntity[0].acceptedAnswer.text.length).toBeGreaterThan(20);
    expect(res.body).toContain("Getting started");
  });

  it("has a page per question, and a 404 for an unknown one", async () => {
    const entry = first("faq");
    const res = await page(`/ja/faq/${entry.slug}`);
    expect(res.statusCode).toBe(200);
    expect(jsonLd(res.body).some((d) => d["@type"] === "FAQPage")).toBe(true);
    expect((await page("/faq/no-such-question")).statusCode).toBe(404);
  });

  it("the analysis ranking links to the question that explains its score, in each language", async () => {
    for (const [prefix, question] of [
      ["", "What is the AI score?"],
      ["/de", "Was ist der KI-Score?"],
      // No Korean version: the English text, marked.
      ["/ko", "What is the AI score?"],
    ]) {
      const ranking = await page(`${prefix}/ai-trade`);
      expect(ranking.body).toContain(`href="${prefix}/faq/what-is-the-ai-score"`);
      const answer = await page(`${prefix}/faq/what-is-the-ai-score`);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(question);
    }
  });
});

describe("ICO and airdrop listings", () => {
  it.each(["upcoming", "active", "ended"])("filter by status %s", async (status) => {
    const res = await page(`/ico?status=${status}`);
    expect(res.statusCode).toBe(200);
    const badges = [
      ...res.body.matchAll(
        /rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap [^"]*">([^<]+)</g,
      ),
    ].map((m) => m[1]);
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set([status[0].toUpperCase() + status.slice(1)]));
  });

  it("list active sales first, then upcoming, then ended, by default", async () => {
    const res = await page("/ico");
    const badges = [
      ...res.body.matchAll(
        /rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap [^"]*">([^<]+)</g,
      ),
    ].map((m) => m[1]);
    const rank = { Active: 0, Upcoming: 1, Ended: 2 } as Record<string, number>;
    expect(badges.length).toBe(entries.filter((e) => e.kind === "ico").length);
    expect(badges.map((b) => rank[b])).toEqual([...badges.map((b) => rank[b])].sort((a, b) => a - b));
  });

  it("sort by amount raised, largest first", async () => {
    const rows = await queryRows<{ slug: string }>(
      db(),
      sql`select slug from content_entries where kind = 'ico' order by (facts->>'raisedUsd')::numeric desc, id asc`,
    );
    const res = await page("/ico?sort=raised");
    const order = rows.map((r) => res.body.indexOf(`href="/ico/${r.slug}"`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it.each(["status=soon&chain=abc&sort=best", "chain=2147483648", "chain=99999999999999999999"])(
    "ignore unknown filter values instead of failing (%s)",
    async (query) => {
      const res = await page(`/airdrop?${query}`);
      expect(res.statusCode).toBe(200);
      expect([...res.body.matchAll(/href="\/airdrop\/[^"]+"/g)].length).toBe(
        entries.filter((e) => e.kind === "airdrop").length,
      );
    },
  );

  it("show an airdrop's requirements and steps, and 404 for unknown slugs", async () => {
    const res = await page(`/airdrop/${first("airdrop").slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Requirements");
    expect(res.body).toContain("How to take part");
    expect((await page("/ico/no-such-sale")).statusCode).toBe(404);
    expect((await page("/airdrop/no-such-drop")).statusCode).toBe(404);
  });
});

describe("informational pages", () => {
  it.each(infoPageSlugs)("/%s exists in every locale with its own text", async (slug) => {
    for (const code of ["en", "uk", "zh-tw", "hi"]) {
      const res = await page(code === "en" ? `/${slug}` : `/${code}/${slug}`);
      expect(res.statusCode, `${code}/${slug}`).toBe(200);
      expect(res.body).not.toContain('role="note"');
      expect(inspect(res.body).hreflang).toHaveLength(localeCodes.length + 1);
    }
  });
});

describe("GET /api/search", () => {
  it("puts the token with an exact contract address first", async () => {
    const [token] = await queryRows<{ address: string; slug: string }>(
      db(),
      sql`select address, slug from tokens where not synthetic and not native order by id desc limit 1`,
    );
    const res = await page(`/api/search?q=${token.address.toUpperCase().replace("0X", "0x")}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tokens[0].slug).toBe(token.slug);
  });

  it("ranks an exact symbol above names that merely contain it", async () => {
    const res = await page("/api/search?q=uni&tokens=10");
    const symbols = res.json().data.tokens.map((t: { symbol: string }) => t.symbol);
    expect(symbols[0]).toBe("UNI");
  });

  it("finds content in the asked language with the matching sentence", async () => {
    const res = await page("/api/search?q=seed%20phrase&locale=en&perKind=5");
    const hits = res.json().data.content as { kind: string; excerpt: string; locale: string }[];
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.locale).toBe("en");
    expect(hits.some((hit) => /seed phrase/i.test(hit.excerpt))).toBe(true);
    const de = (await page("/api/search?q=Seed-Phrase&locale=de")).json().data.content as {
      locale: string;
    }[];
    expect(de.length).toBeGreaterThan(0);
    expect(de.every((hit) => hit.locale === "de" || hit.locale === "en")).toBe(true);
  });

  it.each([
    ["/api/search", "no query"],
    ["/api/search?q=", "an empty query"],
    [`/api/search?q=${"a".repeat(101)}`, "a query over 100 characters"],
    ["/api/search?q=uni&locale=xx", "an unknown locale"],
    ["/api/search?q=uni&tokens=51", "too many tokens"],
  ])("refuses %s (%s)", async (url) => {
    expect((await page(url)).statusCode).toBe(422);
  });
});

describe("the search page", () => {
  it("groups tokens and content and wraps matches in a highlight span", async () => {
    const res = await page("/search?q=stablecoin");
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<span class="highlight">stablecoin<\/span>/i);
    expect(inspect(res.body).robots).toBe("noindex, nofollow");
  });

  it("says so when nothing matches", async () => {
    const res = await page("/search?q=zzqxv");
    expect(res.body).toContain("Nothing found for “zzqxv”");
  });
});

describe("feeds and sitemaps", () => {
  it("serve RSS and Atom per locale with the newest articles", async () => {
    const newest = entries.find((e) => e.kind === "news");
    const rss = await page("/feeds/es/news.rss");
    expect(rss.statusCode).toBe(200);
    expect(rss.headers["content-type"]).toContain("application/rss+xml");
    expect(rss.body).toContain(`<link>${TEST_ORIGIN}/es/news/${newest?.slug}</link>`);
    expect(rss.body).toContain("<language>es</language>");
    const atom = await page("/feeds/en/blog.atom");
    expect(atom.headers["content-type"]).toContain("application/atom+xml");
    expect(atom.body).toContain("<feed");
    expect((await page("/feeds/xx/news.rss")).statusCode).toBe(404);
    expect((await page("/feeds/en/faq.rss")).statusCode).toBe(404);
  });

  it("list content in each locale's sitemap only where it has its own text", async () => {
    const index = (await page("/sitemap.xml")).body;
    expect(index).toContain(`${TEST_ORIGIN}/sitemaps/fr-content.xml`);
    const fr = (await page("/sitemaps/fr-content.xml")).body;
    const de = (await page("/sitemaps/de-content.xml")).body;
    const news = first("news");
    expect(de).toContain(`${TEST_ORIGIN}/de/news/${news.slug}<`);
    expect(fr).not.toContain(`/news/${news.slug}<`);
    expect(fr).toContain(`${TEST_ORIGIN}/fr/about-us<`);
    expect(fr).toContain(`${TEST_ORIGIN}/fr/faq<`);
  });

  it("answers an unknown image with a 404", async () => {
    expect((await page("/media/AAAAAAAAAAAAAAAA.webp")).statusCode).toBe(404);
    expect((await page("/media/../etc/passwd")).statusCode).toBe(404);
  });
});
