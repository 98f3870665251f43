import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { setupAccountApp } from "../../tests/support/account-client.ts";
import { BROWSER_UA } from "../../tests/support/test-app.ts";

/** What the community pages offer a visitor, a signed-in reader and a member. */

const { app, db, call, signedUp } = setupAccountApp({
  ssr: true,
  content: true,
  env: { PAGE_CACHE_TTL_MS: "0" },
});
let slug: string;
beforeAll(async () => {
  const [row] = await queryRows<{ slug: string }>(
    db(),
    sql`select t.slug from communities c join tokens t on t.id = c.token_id order by c.id limit 1`,
  );
  slug = row.slug;
});
const page = (url: string, cookie?: string) =>
  app().inject({
    method: "GET",
    url,
    headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) },
  });

describe("the community pages", () => {
  it("show a member the newest posts of their own communities on the hub, and nothing of it to a visitor", async () => {
    const [mine, other] = await queryRows<{ slug: string; title: string }>(
      db(),
      sql`select t.slug, (select p.title from community_posts p where p.community_id = c.id and p.deleted_at is null
              order by p.language = 'en' desc, p.created_at desc, p.id desc limit 1) as title
          from communities c join tokens t on t.id = c.token_id where c.is_published order by c.id limit 2`,
    );
    const { cookie } = await signedUp();
    const empty = await page("/CommunityPage", cookie);
    expect(empty.body).toContain("From your communities");
    expect(empty.body).toContain('data-testid="hub-mine-empty"');

    expect(
      (await call({ method: "PUT", url: `/api/user/communities/${mine.slug}/membership`, cookie }))
        .statusCode,
    ).toBe(200);
    const joined = await page("/CommunityPage", cookie);
    const section = /data-testid="hub-mine".*?<\/ol>/s.exec(joined.body)?.[0] ?? "";
    expect(section).toContain(`href="/token/${mine.slug}/community/`);
    expect(section).toContain(mine.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(section).not.toContain(`href="/token/${other.slug}/community/`);

    const visitor = await page("/CommunityPage");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toContain('id="hub-mine"');
    expect(visitor.body).toContain('id="hub-newest"');
  });

  it("show a member's communities in the page's language first, and every language when none is in it", async () => {
    const rows = await queryRows<{ slug: string; language: string; title: string }>(
      db(),
      sql`select t.slug, p.language, p.title from community_posts p join communities c on c.id = p.community_id
          join tokens t on t.id = c.token_id
          where c.id = (select min(id) from communities where is_published)
            and p.deleted_at is null and p.hidden_at is null`,
    );
    const english = rows.filter((row) => row.language === "en");
    expect(english.length).toBeGreaterThan(0);
    expect(english.length).toBeLessThan(rows.length);
    const { cookie } = await signedUp();
    const joined = await call({
      method: "PUT",
      url: `/api/user/communities/${rows[0].slug}/membership`,
      cookie,
    });
    expect(joined.statusCode).toBe(200);
    const escaped = (title: string) => title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
    const section = (html: string) => /id="hub-mine".*?<\/section>/s.exec(html)?.[0] ?? "";

    const first = section((await page("/CommunityPage", cookie)).body);
    for (const row of rows) expect(first.includes(escaped(row.title))).toBe(row.language === "en");
    expect(first).toContain('data-testid="hub-mine-other-languages"');
    expect(first).toContain(`Posts in other languages: ${rows.length - english.length}.`);
    expect(first).toContain('href="/CommunityPage?languages=all"');

    const all = section((await page("/CommunityPage?languages=all", cookie)).body);
    for (const row of rows) expect(all).toContain(escaped(row.title));
    expect(all).not.toContain('data-testid="hub-mine-other-languages"');

    const unwritten = (["it", "ko", "sv", "th"] as const).find(
      (code) => !rows.some((r) => r.language === code),
    );
    const fallback = section((await page(`/${unwritten}/CommunityPage`, cookie)).body);
    for (const row of rows) expect(fallback).toContain(escaped(row.title));
    expect(fallback).not.toContain('data-testid="hub-mine-other-languages"');
  });

  it("ask a visitor to sign in, and come back to the page after it", async () => {
    const res = await page(`/de/token/${slug}/community`);
    expect(res.body).toContain(
      `href="/de/sign-in?next=${encodeURIComponent(`/de/token/${slug}/community`)}"`,
    );
    expect(res.body).not.toContain('data-testid="post-composer"');
  });

  it("offer a signed-in reader to join, and a member the composer, the answer form and their post's controls", async () => {
    const { cookie } = await signedUp();
    const before = await page(`/token/${slug}/community`, cookie);
    expect(before.body).toContain("Join the community");
    expect(before.body).not.toContain('data-testid="post-composer"');

    expect(
      (await call({ method: "PUT", url: `/api/user/communities/${slug}/membership`, cookie })).statusCode,
    ).toBe(200);
    const feed = await page(`/token/${slug}/community`, cookie);
    expect(feed.body).toContain('data-testid="post-composer"');
    expect(feed.body).toContain("Leave the community");

    const created = await call({
      method: "POST",
      url: `/api/user/communities/${slug}/posts`,
      cookie,
      body: {
        type: "question",
        language: "en",
        title: "A question from a member",
        body: "<p>Hello there</p>",
      },
    });
    const id = created.json().data.id as number;
    const thread = await page(`/token/${slug}/community/${id}`, cookie);
    expect(thread.body).toContain('data-testid="answer-form"');
    expect(thread.body).toMatch(/>Edit<\/button>/);
    expect(thread.body).toMatch(/>Delete<\/button>/);

    // A deleted answer keeps its place but is not counted among the answers.
    const answers = `/api/user/communities/${slug}/posts/${id}/answers`;
    const answer = await call({
      method: "POST",
      url: answers,
      cookie,
      body: { body: "<p>Answering myself</p>" },
    });
    await call({ method: "DELETE", url: `${answers}/${answer.json().data.id}`, cookie });
    const counted = await page(`/token/${slug}/community/${id}`, cookie);
    expect(counted.body).toContain("This answer was deleted.");
    expect(counted.body.replace(/<!-- -->/g, "")).toContain('Answers <span class="text-muted">(0)</span>');

    // Another member's thread has no controls of the author's; after the window the author may only delete.
    await db().execute(
      sql`update community_posts set created_at = now() - interval '1 hour' where id = ${id}`,
    );
    const later = await page(`/token/${slug}/community/${id}`, cookie);
    expect(later.body).not.toMatch(/>Edit<\/button>/);
    expect(later.body).toMatch(/>Delete<\/button>/);
    const visitor = await page(`/token/${slug}/community/${id}`);
    expect(visitor.body).not.toMatch(/>Delete<\/button>/);
    expect(visitor.body).not.toContain('data-testid="answer-form"');
  });

  it("show a member the reaction buttons with theirs pressed, and a visitor the counts only", async () => {
    const { cookie } = await signedUp();
    await call({ method: "PUT", url: `/api/user/communities/${slug}/membership`, cookie });
    const created = await call({
      method: "POST",
      url: `/api/user/communities/${slug}/posts`,
      cookie,
      body: { type: "discussion", language: "en", title: "Reactions on the page", body: "<p>React here</p>" },
    });
    const id = created.json().data.id as number;
    const reacted = await call({
      method: "PUT",
      url: `/api/user/communities/${slug}/posts/${id}/reaction`,
      cookie,
      body: { kind: "fire" },
    });
    expect(reacted.statusCode).toBe(200);
    const thread = (await page(`/de/token/${slug}/community/${id}`, cookie)).body.replace(/<!-- -->/g, "");
    expect(thread).toContain('<legend class="sr-only">Reaktionen</legend>');
    expect(thread).toMatch(/aria-pressed="true" title="Feuer"/);
    expect(thread.match(/aria-pressed="false"/g)?.length).toBeGreaterThanOrEqual(3);
    const visitor = (await page(`/de/token/${slug}/community/${id}`)).body.replace(/<!-- -->/g, "");
    expect(visitor).not.toContain("aria-pressed");
    expect(visitor).toContain('<span title="Feuer"><span aria-hidden="true">🔥</span>');
    const feed = (await page(`/token/${slug}/community`)).body;
    expect(feed).toContain('data-testid="reaction-counts"');
  });

  it("fold a blocked member's answers in the blocker's thread and offer to block the others", async () => {
    const author = await signedUp();
    const other = await signedUp();
    for (const { cookie } of [author, other])
      await call({ method: "PUT", url: `/api/user/communities/${slug}/membership`, cookie });
    const created = await call({
      method: "POST",
      url: `/api/user/communities/${slug}/posts`,
      cookie: author.cookie,
      body: {
        type: "discussion",
        language: "en",
        title: "A thread with a blocked member",
        body: "<p>Hi</p>",
      },
    });
    const id = created.json().data.id as number;
    await call({
      method: "POST",
      url: `/api/user/communities/${slug}/posts/${id}/answers`,
      cookie: other.cookie,
      body: { body: "<p>Words the author will not see</p>" },
    });
    const path = `/token/${slug}/community/${id}`;
    const before = (await page(path, author.cookie)).body.replace(/<!-- -->/g, "");
    expect(before).toContain("Words the author will not see");
    expect(before).toContain(`>Block ${other.nickname}</button>`);
    expect(before).not.toContain(`>Block ${author.nickname}</button>`);

    await call({
      method: "PUT",
      url: `/api/user/communities/blocks/${other.nickname}`,
      cookie: author.cookie,
    });
    const after = (await page(path, author.cookie)).body.replace(/<!-- -->/g, "");
    expect(after).not.toContain("Words the author will not see");
    expect(after).toContain('data-testid="blocked-answer"');
    expect(after).toContain(`>Unblock ${other.nickname}</button>`);
    // The blocked member and visitors still read it all, with nothing to block as a visitor.
    expect((await page(path, other.cookie)).body).toContain("Words the author will not see");
    const visitor = (await page(path)).body;
    expect(visitor).toContain("Words the author will not see");
    expect(visitor).not.toMatch(/>Block /);
    const cabinet = (await page("/cabinet", author.cookie)).body.replace(/<!-- -->/g, "");
    expect(cabinet).toContain(`>Unblock ${other.nickname}</button>`);
  });
});

describe("the composer's announcement", () => {
  it("is offered to an owner of the token and to no other member", async () => {
    const { cookie, email } = await signedUp();
    const joined = await call({ method: "PUT", url: `/api/user/communities/${slug}/membership`, cookie });
    expect(joined.statusCode).toBe(200);
    const composer = async () =>
      /data-testid="post-composer".*?<\/form>/s.exec(
        (await page(`/token/${slug}/community`, cookie)).body,
      )?.[0];
    const asMember = await composer();
    expect(asMember).toContain('value="discussion"');
    expect(asMember).not.toContain('value="announcement"');
    await db().execute(
      sql`insert into token_owners (token_id, user_id, method, address, chain_id)
          select t.id, u.id, 'signature', t.address, t.chain_id from tokens t, users u
          where t.slug = ${slug} and u.email = ${email}`,
    );
    expect(await composer()).toContain('value="announcement"');
  });
});
