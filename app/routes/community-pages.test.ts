import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { localeCodes } from "../../lib/locales.ts";
import { seedCommunities } from "../../seed/communities.ts";
import { communityPaths } from "../../tests/support/page-kinds.ts";
import { setupTestApp, TEST_ORIGIN } from "../../tests/support/test-app.ts";

// Without the page cache: the tests change what is published between requests.
const { get: page, db } = setupTestApp({ content: true, env: { PAGE_CACHE_TTL_MS: "0" } });

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const postings = (html: string) => jsonLd(html).filter((d) => d["@type"] === "DiscussionForumPosting");

/**
 * How many posts readers see in each language among the communities `where` keeps (every published one, one
 * token's), with both English and other languages among them, which the reader-first tests need.
 */
async function postsByLanguage(where: SQL) {
  const rows = await queryRows<{ language: string; n: number }>(
    db(),
    sql`select p.language, count(*)::int as n from community_posts p join communities c on c.id = p.community_id
        join tokens t on t.id = c.token_id
        where ${where} and p.deleted_at is null and p.hidden_at is null group by p.language`,
  );
  const count = (language: string) => Number(rows.find((r) => r.language === language)?.n ?? 0);
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  expect(count("en")).toBeGreaterThan(0);
  expect(total).toBeGreaterThan(count("en"));
  return { count, total };
}

/** An English page of a reader-first list: its English posts only (at most 20), and the count of the others. */
function expectEnglishFirst(html: string, count: (language: string) => number, total: number) {
  const english = postings(html);
  expect(english.length).toBe(Math.min(count("en"), 20));
  expect(english.every((p) => p.inLanguage === "en")).toBe(true);
  expect(html).toContain(`Posts in other languages: ${total - count("en")}.`);
}

let hub: string;
let feed: string;
let thread: string;
let slug: string;

beforeAll(async () => {
  [hub, feed, thread] = await communityPaths(db());
  slug = feed.split("/")[2];
});

describe("the demo communities seed", () => {
  it("writes nothing once a community exists", async () => {
    expect(await seedCommunities(db())).toEqual({ seeded: false, communities: 0, posts: 0, answers: 0 });
  });

  it("labels every demo post and answer and writes them in several languages", async () => {
    const [row] = await queryRows<{ langs: number; undemo: number }>(
      db(),
      sql`select count(distinct language)::int as langs,
            (select count(*) from community_answers where not demo)::int
              + count(*) filter (where not demo)::int as undemo
          from community_posts`,
    );
    expect(Number(row.langs)).toBeGreaterThanOrEqual(5);
    expect(Number(row.undemo)).toBe(0);
  });
});

describe("the refusal texts of the pages' forms", () => {
  it("come with a feed and a thread in the page's language, the account's among them", async () => {
    const de = JSON.parse(readFileSync(join("locales", "de", "account.json"), "utf8")).errors;
    for (const path of [feed, thread]) {
      const res = await page(`/de${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(de.generic);
      expect(res.body).toContain(de.foreign_origin);
    }
  });
});

describe("/CommunityPage", () => {
  it("lists the communities and the newest posts, with DiscussionForumPosting data and the demo notice", async () => {
    const res = await page(hub);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="/token/${slug}/community"`);
    expect(res.body).toContain("these posts were written for the demo");
    const items = postings(res.body);
    expect(items.length).toBeGreaterThan(3);
    expect(items[0].url).toMatch(new RegExp(`^${TEST_ORIGIN}/token/[^/]+/community/\\d+$`));
  });

  it("is translated under a locale prefix", async () => {
    const res = await page("/de/CommunityPage");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Token-Communitys");
    expect(res.body).toContain(`href="/de/token/${slug}/community"`);
  });

  it("shows the reader's language first across communities, every language on request or when none is in it", async () => {
    const { count, total } = await postsByLanguage(sql`c.is_published`);
    const first = await page(hub);
    expectEnglishFirst(first.body, count, total);
    expect(first.body).toContain('data-testid="hub-other-languages"');
    expect(first.body).toContain('href="/CommunityPage?languages=all"');
    expect(first.body).not.toContain('content="noindex');

    const all = await page(`${hub}?languages=all`);
    expect(postings(all.body).length).toBe(Math.min(total, 20));
    expect(all.body).not.toContain('data-testid="hub-other-languages"');
    expect(all.body).toContain('content="noindex');

    const unwritten = localeCodes.find((code) => count(code) === 0) as string;
    const fallback = await page(`/${unwritten}/CommunityPage`);
    expect(postings(fallback.body).length).toBe(Math.min(total, 20));
    expect(fallback.body).not.toContain('data-testid="hub-other-languages"');
  });

  it("shows its empty state when no community is published", async () => {
    await db().execute(sql`update communities set is_published = false`);
    try {
      const res = await page(hub);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-testid="hub-empty"');
    } finally {
      await db().execute(sql`update communities set is_published = true`);
    }
  });
});

describe("/token/{token}/community", () => {
  it("shows the feed, the filter form (a plain GET form) and a link from the token page with the count", async () => {
    const res = await page(feed);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<form [^>]*action="\/token\/[^"]+\/community" method="get"/);
    expect(postings(res.body).length).toBeGreaterThan(1);
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select post_count as n from communities c join tokens t on t.id = c.token_id where t.slug = ${slug}`,
    );
    const token = await page(`/token/${slug}`);
    expect(token.body).toContain(`href="/token/${slug}/community"`);
    expect(token.body).toContain(`posts: ${n}`);
  });

  it("filters by the address: only questions, then a search with no match", async () => {
    const questions = await page(`${feed}?type=question&orderBy=top&text=`);
    expect(questions.statusCode).toBe(200);
    const types = postings(questions.body).map((p) => p.url);
    const all = postings((await page(feed)).body).map((p) => p.url);
    expect(types.length).toBeGreaterThan(0);
    expect(types.length).toBeLessThan(all.length);
    expect(questions.body).toContain('<option value="question" selected="">');
    const none = await page(`${feed}?text=zzzqqqxxx`);
    expect(none.body).toContain('data-testid="feed-empty"');
    expect(none.body).toContain("No post matches this filter.");
    expect(none.body).toContain('content="noindex');
    // The demo talk is up to four days old: a year keeps it all, a day only part of it.
    const year = await page(`${feed}?orderBy=top&period=year`);
    expect(year.body).toContain('<option value="year" selected="">');
    expect(postings(year.body).length).toBe(all.length);
    const day = await page(`${feed}?orderBy=top&period=day`);
    expect(postings(day.body).length).toBeLessThan(all.length);
    expect(day.body).toContain('content="noindex');
  });

  it("shows the reader's language first with the count of the others, all of them on request or when none is in it", async () => {
    const { count, total } = await postsByLanguage(sql`t.slug = ${slug}`);
    const first = await page(feed);
    expectEnglishFirst(first.body, count, total);
    expect(first.body).toContain(`href="/token/${slug}/community?languages=all"`);
    expect(first.body).toContain('<input type="checkbox" name="languages" value="all"/>');

    const all = await page(`${feed}?languages=all`);
    expect(postings(all.body).length).toBe(Math.min(total, 20));
    expect(all.body).toContain('<input type="checkbox" name="languages" checked="" value="all"/>');
    expect(all.body).not.toContain('data-testid="other-languages"');
    expect(all.body).toContain('content="noindex');

    const unwritten = localeCodes.find((code) => count(code) === 0) as string;
    const fallback = await page(`/${unwritten}/token/${slug}/community`);
    expect(postings(fallback.body).length).toBe(Math.min(total, 20));
    expect(fallback.body).not.toContain('data-testid="other-languages"');
  });

  it("shows the whole feed for filter values it does not know", async () => {
    const res = await page(`${feed}?type=poll&orderBy=oldest&period=hour&cursor=bad`);
    expect(res.statusCode).toBe(200);
    expect(postings(res.body).length).toBe(postings((await page(feed)).body).length);
  });

  it("is a 404 for a token without a published community", async () => {
    expect((await page("/token/no-such-token-1/community")).statusCode).toBe(404);
    await db().execute(
      sql`update communities set is_published = false where token_id = (select id from tokens where slug = ${slug})`,
    );
    try {
      expect((await page(feed)).statusCode).toBe(404);
      expect((await page(thread)).statusCode).toBe(404);
      const tokenPage = await page(`/token/${slug}`);
      expect(tokenPage.body).not.toContain(`href="/token/${slug}/community"`);
    } finally {
      await db().execute(
        sql`update communities set is_published = true where token_id = (select id from tokens where slug = ${slug})`,
      );
    }
  });
});

describe("/token/{token}/community/{id}", () => {
  it("shows the post and its answers, with the thread as DiscussionForumPosting and comments", async () => {
    const res = await page(thread);
    expect(res.statusCode).toBe(200);
    const [posting] = postings(res.body);
    expect(posting.url).toBe(`${TEST_ORIGIN}${thread}`);
    expect(posting.comment.length).toBeGreaterThan(0);
    expect(posting.interactionStatistic.userInteractionCount).toBe(posting.comment.length);
    expect(res.body.match(/data-testid="answer"/g)?.length).toBe(posting.comment.length);
  });

  it("is a 404 for an id that is not a post of this community", async () => {
    expect((await page(`${feed}/0`)).statusCode).toBe(404);
    expect((await page(`${feed}/abc`)).statusCode).toBe(404);
    expect((await page(`${feed}/99999999`)).statusCode).toBe(404);
  });
});

describe("the sitemap", () => {
  it("lists the hub and every published community's feed", async () => {
    const res = await page("/sitemaps/en-content.xml");
    expect(res.body).toContain(`<loc>${TEST_ORIGIN}/CommunityPage</loc>`);
    expect(res.body).toContain(`<loc>${TEST_ORIGIN}/token/${slug}/community</loc>`);
  });
});
