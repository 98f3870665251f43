import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { setupTestApp } from "../../../tests/support/test-app.ts";

type Post = {
  id: number;
  type: string;
  language: string;
  title: string;
  answerCount: number;
  createdAt: string;
  lastActivityAt: string;
  demo: boolean;
  token: { slug: string; logo: string | null };
};
type Page = { data: Post[]; nextCursor: string | null };

const PUBLIC_URL = "https://atlas.example";
const { get, db } = setupTestApp({ ssr: false, content: true, env: { PUBLIC_URL } });

/** The slug of the seeded community with the most posts. */
async function busiest(): Promise<string> {
  const res = await get("/api/communities");
  const { communities } = res.json().data as {
    communities: { token: { slug: string }; postCount: number }[];
  };
  return [...communities].sort((a, b) => b.postCount - a.postCount)[0].token.slug;
}

async function walk(slug: string, query: string, limit: number): Promise<Post[]> {
  const seen: Post[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(
      `/api/communities/${slug}/posts?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    seen.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe("GET /api/communities", () => {
  it("lists the published demo communities, most active first, with the newest posts across them", async () => {
    const res = await get("/api/communities");
    expect(res.statusCode).toBe(200);
    const { communities, posts } = res.json().data;
    expect(communities.length).toBeGreaterThanOrEqual(3);
    for (const c of communities) {
      expect(c).toMatchObject({ isPublished: true, countNotifications: 0 });
      expect(c.postCount).toBeGreaterThan(0);
    }
    const activity = communities.map((c: { lastActivityAt: string }) => c.lastActivityAt);
    expect(activity).toEqual([...activity].sort().reverse());
    const created = posts.map((p: Post) => p.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(new Set(posts.map((p: Post) => p.language)).size).toBeGreaterThanOrEqual(3);
    expect(posts.every((p: Post) => p.demo)).toBe(true);
  });

  it("leaves unpublished communities out of the hub and answers 404 for them", async () => {
    const slug = await busiest();
    await db().execute(
      sql`update communities set is_published = false
          where token_id = (select id from tokens where slug = ${slug})`,
    );
    try {
      const hub = (await get("/api/communities")).json().data;
      expect(hub.communities.map((c: { token: { slug: string } }) => c.token.slug)).not.toContain(slug);
      expect(hub.posts.map((p: Post) => p.token.slug)).not.toContain(slug);
      for (const path of ["", "/posts"]) {
        const res = await get(`/api/communities/${slug}${path}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe("not_found");
      }
    } finally {
      await db().execute(
        sql`update communities set is_published = true
            where token_id = (select id from tokens where slug = ${slug})`,
      );
    }
  });
});

describe("GET /api/communities/{token}", () => {
  it("answers the community selection with an absolute logo", async () => {
    const slug = await busiest();
    const res = await get(`/api/communities/${slug}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ isPublished: true, countNotifications: 0, token: { slug } });
    expect(Number.isInteger(data.id) && Number.isInteger(data.tokenId)).toBe(true);
    if (data.token.logo) expect(data.token.logo.startsWith(PUBLIC_URL)).toBe(true);
  });

  it("answers 404 for a token without a community and for an unknown token", async () => {
    const [{ slug }] = await queryRows<{ slug: string }>(
      db(),
      sql`select slug from tokens where id not in (select token_id from communities) limit 1`,
    );
    for (const token of [slug, "no-such-token-1"]) {
      const res = await get(`/api/communities/${token}`);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("GET /api/communities/{token}/posts", () => {
  it.each(["newest", "active", "top"])("pages through every post once in the %s order", async (orderBy) => {
    const slug = await busiest();
    const all = await walk(slug, `orderBy=${orderBy}`, 50);
    const paged = await walk(slug, `orderBy=${orderBy}`, 1);
    expect(paged.map((p) => p.id)).toEqual(all.map((p) => p.id));
    expect(new Set(paged.map((p) => p.id)).size).toBe(paged.length);
    const key = { newest: "createdAt", active: "lastActivityAt", top: "answerCount" }[orderBy] as keyof Post;
    const values = all.map((p) => p[key]);
    expect(values).toEqual([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it("filters by type", async () => {
    const slug = await busiest();
    const all = await walk(slug, "", 50);
    const questions = await walk(slug, "type=question", 50);
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.length).toBeLessThan(all.length);
    expect(questions.every((p) => p.type === "question")).toBe(true);
  });

  it("keeps the posts of one language, paged, and refuses a language the site does not have", async () => {
    const slug = await busiest();
    const all = await walk(slug, "", 50);
    const german = await walk(slug, "language=de", 1);
    expect(german.length).toBeGreaterThan(0);
    expect(german.map((p) => p.id)).toEqual(all.filter((p) => p.language === "de").map((p) => p.id));
    const refused = await get(`/api/communities/${slug}/posts?language=xx`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toHaveProperty("language");
  });

  it("searches the text in the post's language, stemmed", async () => {
    const hub = (await get("/api/communities")).json().data;
    const german = hub.posts.find((p: Post) => p.language === "de") as Post | undefined;
    expect(german).toBeDefined();
    const slug = (german as Post).token.slug;
    const found = await walk(slug, `text=${encodeURIComponent("Wiederherstellungsphrase")}`, 50);
    expect(found.map((p) => p.id)).toEqual([(german as Post).id]);
    // English stems "fees" in a title to "fee": the word as asked matches the post in English only.
    const fees = await walk(slug, "text=fee", 50);
    expect(fees.map((p) => p.language)).toEqual(["en"]);
    expect(fees[0].title).toContain("fees");
    const none = await walk(slug, "text=zzzqqqxxx", 50);
    expect(none).toEqual([]);
  });

  it("keeps only the posts of a period, the most answered first with top", async () => {
    const slug = await busiest();
    const all = await walk(slug, "orderBy=top", 50);
    const [older, newer] = [all[0], all[1]];
    const moveTo = (id: number, at: string) =>
      db().execute(sql`update community_posts set created_at = ${at}::timestamptz where id = ${id}`);
    await moveTo(older.id, new Date(Date.now() - 3 * 86_400_000).toISOString());
    await moveTo(newer.id, new Date(Date.now() - 2 * 3_600_000).toISOString());
    try {
      const day = await walk(slug, "orderBy=top&period=day", 50);
      expect(day.map((p) => p.id)).toContain(newer.id);
      expect(day.map((p) => p.id)).not.toContain(older.id);
      for (const post of day) expect(Date.parse(post.createdAt)).toBeGreaterThan(Date.now() - 86_460_000);
      const counts = day.map((p) => p.answerCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const week = (await walk(slug, "orderBy=top&period=week", 50)).map((p) => p.id);
      expect(week).toEqual(expect.arrayContaining([older.id, newer.id]));
      expect((await walk(slug, "orderBy=top&period=all", 50)).length).toBe(all.length);
    } finally {
      await moveTo(older.id, older.createdAt);
      await moveTo(newer.id, newer.createdAt);
    }
  });

  it.each([
    ["type=poll", "type"],
    ["orderBy=oldest", "orderBy"],
    ["period=hour", "period"],
    [`text=${"a".repeat(101)}`, "text"],
    ["cursor=not-a-cursor!", "cursor"],
    [`cursor=${Buffer.from(JSON.stringify(["yesterday", 1, 0])).toString("base64url")}`, "cursor"],
    ["limit=0", "limit"],
  ])("refuses %s with 422 on its field", async (query, field) => {
    const slug = await busiest();
    const res = await get(`/api/communities/${slug}/posts?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toHaveProperty(field);
  });
});

describe("GET /api/communities/{token}/posts/{id}", () => {
  it("answers a post with its answers, replies naming their parent", async () => {
    const slug = await busiest();
    const posts = await walk(slug, "orderBy=top", 50);
    const res = await get(`/api/communities/${slug}/posts/${posts[0].id}`);
    expect(res.statusCode).toBe(200);
    const post = res.json().data;
    expect(post.answers.length).toBe(posts[0].answerCount);
    expect(post.body).toMatch(/^<p>/);
    const ids = new Set(post.answers.map((a: { id: number }) => a.id));
    for (const a of post.answers) if (a.parentId !== null) expect(ids.has(a.parentId)).toBe(true);
  });

  it("answers 404 for a post of another community and for a deleted post", async () => {
    const hub = (await get("/api/communities")).json().data;
    const [a, b] = hub.communities as { token: { slug: string } }[];
    const post = (await walk(b.token.slug, "", 50))[0];
    expect((await get(`/api/communities/${a.token.slug}/posts/${post.id}`)).statusCode).toBe(404);
    await db().execute(sql`update community_posts set deleted_at = now() where id = ${post.id}`);
    try {
      expect((await get(`/api/communities/${b.token.slug}/posts/${post.id}`)).statusCode).toBe(404);
      expect((await walk(b.token.slug, "", 50)).map((p) => p.id)).not.toContain(post.id);
    } finally {
      await db().execute(sql`update community_posts set deleted_at = null where id = ${post.id}`);
    }
  });

  it("refuses an id that is not a row id with 422", async () => {
    const slug = await busiest();
    expect((await get(`/api/communities/${slug}/posts/0`)).statusCode).toBe(422);
  });
});
