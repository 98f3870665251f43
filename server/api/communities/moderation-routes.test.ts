import { readFileSync } from "node:fs";
import { join as joinPath } from "node:path";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { localeCodes } from "../../../lib/locales.ts";
import { errorOf, setupAccountApp } from "../../../tests/support/account-client.ts";
import { communityMember } from "../../../tests/support/community-member.ts";
import { BROWSER_UA } from "../../../tests/support/test-app.ts";

/**
 * Reports, the desk's moderation queue, hidden posts and answers, and suspensions through the real server
 * (docs/product.md, Communities).
 */
const { db, app, call, signedUp } = setupAccountApp({ ssr: true, content: true });
const page = (url: string, cookie?: string) =>
  app().inject({ method: "GET", url, headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) } });

/** Every refusal code the tests met, to check each has a message in every language. */
const codes = { community: new Set<string>(), admin: new Set<string>() };
function refused(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  { field, ns = "community" }: { field?: string; ns?: "community" | "admin" } = {},
) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = errorOf(res);
  expect(field ? error.fields?.[field] : error.code).toBe(code);
  codes[ns].add(code);
}

/** What moderation touches, to prove a refusal wrote nothing. */
async function snapshot() {
  const [row] = await queryRows(
    db(),
    sql`select (select string_agg(concat_ws(':', id, post_id, answer_id, reporter_id, reason, note, resolved_at, resolution), '|' order by id)
             from community_reports) as reports,
          (select string_agg(concat_ws(':', id, hidden_at, answer_count), '|' order by id) from community_posts) as posts,
          (select string_agg(concat_ws(':', id, hidden_at), '|' order by id) from community_answers) as answers,
          (select count(*) from community_reactions)::int as reactions,
          (select coalesce(sum(post_count), 0) from communities)::int as post_counts,
          (select string_agg(concat_ws(':', user_id, until, reason), '|' order by user_id) from community_suspensions) as suspensions,
          (select string_agg(concat_ws(':', id, token_id, is_published), '|' order by id) from communities) as communities,
          (select count(*) from content_audit)::int as audit`,
  );
  return row;
}
async function unchanged(attempt: () => Promise<void>) {
  const before = await snapshot();
  await attempt();
  expect(await snapshot()).toEqual(before);
}

type Person = Awaited<ReturnType<typeof signedUp>>;
let slug: string;
let editor: Person;
let author: Person;
let reporter: Person;
const base = () => `/api/user/communities/${slug}`;
const member = () => communityMember({ db, call, signedUp }, slug);
async function writePost(cookie: string, title = "A post the moderators may read") {
  const body = { type: "discussion", language: "en", title, body: "<p>Buy now, it only goes up.</p>" };
  const res = await call({ method: "POST", url: `${base()}/posts`, body, cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
async function writeAnswer(cookie: string, postId: number, text = "Send me your keys.") {
  const body = { body: `<p>${text}</p>` };
  const res = await call({ method: "POST", url: `${base()}/posts/${postId}/answers`, body, cookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const report = (cookie: string | undefined, postId: number, body: object, headers?: Record<string, string>) =>
  call({ method: "POST", url: `${base()}/posts/${postId}/report`, body, cookie, headers });
const decide = (cookie: string | undefined, action: string, postId: number, answerId?: number) =>
  call({
    method: "POST",
    url: `/api/admin/communities/posts/${postId}/${action}`,
    body: answerId ? { answerId } : {},
    cookie,
  });
const queue = async (cursor?: string) => {
  const res = await call({
    url: `/api/admin/communities/reports${cursor ? `?cursor=${cursor}` : ""}`,
    cookie: editor.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { postId: number; answerId: number | null; reports: number; reasons: string[]; notes: string[] }[];
    nextCursor: string | null;
  };
};
const userId = async (email: string) =>
  Number((await queryRows<{ id: number }>(db(), sql`select id from users where email = ${email}`))[0].id);
const postCount = async () =>
  (await call({ url: `/api/communities/${slug}` })).json().data.postCount as number;

beforeAll(async () => {
  const [row] = await queryRows<{ slug: string }>(
    db(),
    sql`select t.slug from communities c join tokens t on t.id = c.token_id order by c.id limit 1`,
  );
  slug = row.slug;
  editor = await signedUp();
  await db().execute(sql`update users set role = 'editor' where email = ${editor.email}`);
  author = await member();
  reporter = await member();
});

describe("reports", () => {
  it("stores a member's report of a post and of an answer, once each while open", async () => {
    const postId = await writePost(author.cookie);
    const answerId = await writeAnswer(author.cookie, postId);
    const res = await report(reporter.cookie, postId, { reason: "spam", note: "  Pump and dump.  " });
    expect(res.statusCode, res.body).toBe(201);
    expect((await report(reporter.cookie, postId, { answerId, reason: "scam" })).statusCode).toBe(201);
    const rows = await queryRows(
      db(),
      sql`select answer_id, reason, note, resolved_at from community_reports where post_id = ${postId} order by id`,
    );
    expect(rows).toEqual([
      { answer_id: null, reason: "spam", note: "Pump and dump.", resolved_at: null },
      { answer_id: answerId, reason: "scam", note: null, resolved_at: null },
    ]);
    await unchanged(async () => {
      refused(await report(reporter.cookie, postId, { reason: "abuse" }), 409, "already_reported");
      refused(await report(reporter.cookie, postId, { answerId, reason: "other" }), 409, "already_reported");
    });
  });

  it("refuses one's own writing, visitors, other sites, non-members and bad input, writing nothing", async () => {
    const postId = await writePost(author.cookie);
    const answerId = await writeAnswer(author.cookie, postId);
    const stranger = await signedUp();
    const otherPost = await writePost(reporter.cookie, "Another thread entirely");
    await unchanged(async () => {
      refused(await report(author.cookie, postId, { reason: "spam" }), 422, "cannot_report_own", {
        field: "form",
      });
      refused(await report(author.cookie, postId, { answerId, reason: "spam" }), 422, "cannot_report_own", {
        field: "form",
      });
      refused(await report(undefined, postId, { reason: "spam" }), 401, "unauthorized");
      refused(
        await report(reporter.cookie, postId, { reason: "spam" }, { origin: "https://evil.example" }),
        403,
        "foreign_origin",
      );
      refused(await report(stranger.cookie, postId, { reason: "spam" }), 403, "not_member");
      refused(await report(reporter.cookie, 2_147_483_647, { reason: "spam" }), 404, "not_found");
      // An answer of another post is no answer of this one.
      refused(await report(reporter.cookie, otherPost, { answerId, reason: "spam" }), 404, "not_found");
      refused(await report(reporter.cookie, postId, { reason: "boring" }), 422, "invalid");
      refused(
        await report(reporter.cookie, postId, { reason: "other", note: "x".repeat(501) }),
        422,
        "too_long",
        {
          field: "note",
        },
      );
      const missing = await call({
        method: "POST",
        url: "/api/user/communities/no-such-token-1/posts/1/report",
        body: { reason: "spam" },
        cookie: reporter.cookie,
      });
      refused(missing, 404, "not_found");
    });
  });

  it("refuses what was deleted or hidden, writing nothing", async () => {
    const postId = await writePost(author.cookie);
    const answerId = await writeAnswer(author.cookie, postId);
    const del = await call({
      method: "DELETE",
      url: `${base()}/posts/${postId}/answers/${answerId}`,
      cookie: author.cookie,
    });
    expect(del.statusCode).toBe(200);
    const hiddenPost = await writePost(author.cookie);
    await db().execute(sql`update community_posts set hidden_at = now() where id = ${hiddenPost}`);
    await unchanged(async () => {
      refused(await report(reporter.cookie, postId, { answerId, reason: "spam" }), 409, "report_gone");
      refused(await report(reporter.cookie, hiddenPost, { reason: "spam" }), 409, "report_gone");
    });
  });

  it("limits a member to 20 reports an hour, writing nothing past the limit", async () => {
    const postId = await writePost(author.cookie, "A thread with many answers");
    const ids = await queryRows<{ id: number }>(
      db(),
      sql`insert into community_answers (post_id, author_id, body, plain)
          select ${postId}, ${await userId(author.email)}, '<p>Noise</p>', 'Noise' from generate_series(1, 21)
          returning id`,
    );
    const busy = await member();
    for (const { id } of ids.slice(0, 20))
      expect((await report(busy.cookie, postId, { answerId: id, reason: "spam" })).statusCode).toBe(201);
    await unchanged(async () => {
      const res = await report(busy.cookie, postId, { answerId: ids[20].id, reason: "spam" });
      refused(res, 429, "rate_limited");
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    });
  });
});

describe("the moderation queue", () => {
  it("groups open reports by item, newest first, a page at a time, for editors only", async () => {
    const postId = await writePost(author.cookie, "Reported by two members");
    const second = await member();
    await report(reporter.cookie, postId, { reason: "spam", note: "Link farm" });
    await report(second.cookie, postId, { reason: "scam" });
    const first = await queue();
    expect(first.data[0]).toMatchObject({
      postId,
      answerId: null,
      reports: 2,
      reasons: ["scam", "spam"],
      notes: ["Link farm"],
      author: { nickname: author.nickname },
      hidden: false,
      token: { slug },
    });
    // The limit test left 20 more reported items: the queue pages on by its cursor without repeating one.
    expect(first.data).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const next = await queue(first.nextCursor ?? "");
    const key = (item: { postId: number; answerId: number | null }) => `${item.postId}:${item.answerId}`;
    expect(next.data.length).toBeGreaterThan(0);
    expect(next.data.map(key).filter((k) => first.data.map(key).includes(k))).toEqual([]);
    const url = "/api/admin/communities/reports";
    refused(await call({ url, cookie: reporter.cookie }), 403, "not_editor", { ns: "admin" });
    refused(await call({ url }), 401, "unauthorized", { ns: "admin" });
    refused(await call({ url: `${url}?cursor=abc`, cookie: editor.cookie }), 422, "invalid", {
      field: "cursor",
      ns: "admin",
    });
  });

  it("hides a post from every public read, shows it to its author, and restores it, audited", async () => {
    const postId = await writePost(author.cookie, "A post the moderators will hide");
    const answerId = await writeAnswer(reporter.cookie, postId, "A fair answer");
    await report(reporter.cookie, postId, { reason: "abuse" });
    const tracker = await member();
    await call({ method: "PUT", url: `${base()}/posts/${postId}/tracking`, cookie: tracker.cookie });
    const before = await postCount();
    const hidden = await decide(editor.cookie, "hide", postId);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toEqual({ hidden: true, resolved: 1 });
    expect(await postCount()).toBe(before - 1);
    const feed = (await call({ url: `/api/communities/${slug}/posts?limit=50` })).json().data;
    expect(feed.map((p: { id: number }) => p.id)).not.toContain(postId);
    const hub = (await call({ url: "/api/communities" })).json().data;
    expect(JSON.stringify(hub)).not.toContain("A post the moderators will hide");
    const search = (await call({ url: `/api/communities/${slug}/posts?text=moderators+hide` })).json().data;
    expect(search.map((p: { id: number }) => p.id)).not.toContain(postId);
    refused(await call({ url: `/api/communities/${slug}/posts/${postId}` }), 404, "not_found");
    expect((await page(`/token/${slug}/community/${postId}`)).statusCode).toBe(404);
    expect((await page(`/token/${slug}/community/${postId}`, reporter.cookie)).statusCode).toBe(404);
    const own = await page(`/token/${slug}/community/${postId}`, author.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("Hidden by the moderators: only you can see this post.");
    expect(own.body).not.toContain("DiscussionForumPosting");
    // No news, no answers, no reactions on a hidden post.
    refused(
      await call({ method: "PUT", url: `${base()}/posts/${postId}/tracking`, cookie: tracker.cookie }),
      404,
      "not_found",
    );
    await unchanged(async () => {
      refused(
        await call({
          method: "POST",
          url: `${base()}/posts/${postId}/answers`,
          body: { body: "<p>Hi</p>" },
          cookie: reporter.cookie,
        }),
        409,
        "post_gone",
      );
      refused(
        await call({
          method: "PUT",
          url: `${base()}/posts/${postId}/answers/${answerId}/reaction`,
          body: { kind: "like" },
          cookie: tracker.cookie,
        }),
        409,
        "reaction_gone",
      );
    });
    const [audit] = await queryRows(
      db(),
      sql`select kind, slug, action, detail from content_audit where action = 'community_hide' order by id desc limit 1`,
    );
    expect(audit).toEqual({
      kind: "community",
      slug,
      action: "community_hide",
      detail: { postId, answerId: null, reports: 1 },
    });
    const [resolved] = await queryRows(
      db(),
      sql`select resolution, resolved_by from community_reports where post_id = ${postId}`,
    );
    expect(resolved).toEqual({ resolution: "hidden", resolved_by: await userId(editor.email) });
    const restored = await decide(editor.cookie, "restore", postId);
    expect(restored.json().data).toEqual({ hidden: false, resolved: 0 });
    expect(await postCount()).toBe(before);
    expect((await call({ url: `/api/communities/${slug}/posts/${postId}` })).statusCode).toBe(200);
  });

  it("hides an answer: it keeps its place without author and text, out of the count, but for its author", async () => {
    const postId = await writePost(author.cookie, "A thread with one bad answer");
    const answerId = await writeAnswer(author.cookie, postId, "Unkind words");
    await report(reporter.cookie, postId, { answerId, reason: "abuse" });
    expect((await decide(editor.cookie, "hide", postId, answerId)).statusCode).toBe(200);
    const thread = (await call({ url: `/api/communities/${slug}/posts/${postId}` })).json().data;
    expect(thread.answerCount).toBe(0);
    expect(thread.answers).toEqual([
      expect.objectContaining({ id: answerId, hidden: true, body: "", author: { nickname: null } }),
    ]);
    const visitor = await page(`/token/${slug}/community/${postId}`);
    expect(visitor.body).not.toContain("Unkind words");
    expect(visitor.body).toContain("This answer was hidden by the moderators.");
    const own = await page(`/token/${slug}/community/${postId}`, author.cookie);
    expect(own.body).toContain("Unkind words");
    expect(own.body).toContain("Hidden by the moderators: only you can see this answer.");
    // Deleting the hidden answer does not take it out of the count twice.
    await call({
      method: "DELETE",
      url: `${base()}/posts/${postId}/answers/${answerId}`,
      cookie: author.cookie,
    });
    expect((await call({ url: `/api/communities/${slug}/posts/${postId}` })).json().data.answerCount).toBe(0);
  });

  it("dismisses reports and leaves the item shown", async () => {
    const postId = await writePost(author.cookie, "A post reported by mistake");
    await report(reporter.cookie, postId, { reason: "off_topic" });
    const res = await decide(editor.cookie, "dismiss", postId);
    expect(res.json().data).toEqual({ hidden: false, resolved: 1 });
    expect((await queue()).data.map((item) => item.postId)).not.toContain(postId);
    // Dismissed, the member may report it again.
    expect((await report(reporter.cookie, postId, { reason: "spam" })).statusCode).toBe(201);
  });

  it("refuses decisions that do not apply, and callers who are not editors, writing nothing", async () => {
    const postId = await writePost(author.cookie, "A post nobody reported");
    await unchanged(async () => {
      refused(await decide(editor.cookie, "restore", postId), 409, "not_hidden", { ns: "admin" });
      refused(await decide(editor.cookie, "dismiss", postId), 409, "no_open_reports", { ns: "admin" });
      refused(await decide(editor.cookie, "hide", 2_147_483_647), 404, "not_found", { ns: "admin" });
      refused(await decide(editor.cookie, "hide", postId, 2_147_483_647), 404, "not_found", { ns: "admin" });
      refused(await decide(reporter.cookie, "hide", postId), 403, "not_editor", { ns: "admin" });
      refused(await decide(undefined, "hide", postId), 401, "unauthorized", { ns: "admin" });
    });
    expect((await decide(editor.cookie, "hide", postId)).statusCode).toBe(200);
    await unchanged(async () => {
      refused(await decide(editor.cookie, "hide", postId), 409, "already_hidden", { ns: "admin" });
    });
  });
});

describe("suspensions", () => {
  const suspension = (nickname: string) => `/api/admin/communities/suspensions/${nickname}`;

  it("stops a suspended member's writing with the end in their language, until lifted, audited", async () => {
    const suspended = await member();
    await db().execute(sql`update users set locale = 'de' where email = ${suspended.email}`);
    const postId = await writePost(author.cookie, "A post a suspended member wants to answer");
    const until = "2099-03-01T12:00:00Z";
    const res = await call({
      method: "POST",
      url: suspension(suspended.nickname.toUpperCase()),
      body: { until, reason: "Repeated scam links" },
      cookie: editor.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ until: "2099-03-01T12:00:00.000Z", reason: "Repeated scam links" });
    const list = await call({ url: "/api/admin/communities/suspensions", cookie: editor.cookie });
    expect(list.json().data[0]).toMatchObject({
      nickname: suspended.nickname,
      until: "2099-03-01T12:00:00.000Z",
    });
    await unchanged(async () => {
      const posting = await call({
        method: "POST",
        url: `${base()}/posts`,
        body: { type: "discussion", language: "de", title: "Ich darf nicht schreiben", body: "<p>Test</p>" },
        cookie: suspended.cookie,
      });
      refused(posting, 403, "suspended");
      expect(errorOf(posting).error).toMatchObject({ message: expect.stringContaining("1. März 2099") });
      const answering = await call({
        method: "POST",
        url: `${base()}/posts/${postId}/answers`,
        body: { body: "<p>Hallo</p>" },
        cookie: suspended.cookie,
      });
      refused(answering, 403, "suspended");
      refused(
        await call({
          method: "PUT",
          url: `${base()}/posts/${postId}/reaction`,
          body: { kind: "like" },
          cookie: suspended.cookie,
        }),
        403,
        "suspended",
      );
      refused(await report(suspended.cookie, postId, { reason: "spam" }), 403, "suspended");
    });
    const composer = await page(`/de/token/${slug}/community`, suspended.cookie);
    expect(composer.body).toContain("1. März 2099");
    expect(composer.body).not.toContain('data-testid="post-form"');
    const lifted = await call({
      method: "DELETE",
      url: suspension(suspended.nickname),
      cookie: editor.cookie,
    });
    expect(lifted.statusCode).toBe(200);
    expect(await writeAnswer(suspended.cookie, postId, "Wieder da")).toBeGreaterThan(0);
    const audit = await queryRows(
      db(),
      sql`select action, slug, detail from content_audit where kind = 'member' and slug ilike ${suspended.nickname} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(["community_suspend", "community_lift"]);
    expect(audit[0].detail).toEqual({ until: "2099-03-01T12:00:00.000Z", reason: "Repeated scam links" });
  });

  it("suspends until lifted without an end, saying so", async () => {
    const suspended = await member();
    const res = await call({
      method: "POST",
      url: suspension(suspended.nickname),
      body: { reason: "Abuse" },
      cookie: editor.cookie,
    });
    expect(res.json().data).toEqual({ until: null, reason: "Abuse" });
    const posting = await call({
      method: "POST",
      url: `${base()}/posts`,
      body: { type: "discussion", language: "en", title: "Am I still allowed?", body: "<p>Test</p>" },
      cookie: suspended.cookie,
    });
    refused(posting, 403, "suspended");
    expect(errorOf(posting).error).toMatchObject({
      message: "Your writing in communities is suspended until the moderators lift it.",
    });
  });

  it("refuses bad input, unknown members, oneself and callers who are not editors, writing nothing", async () => {
    const target = await member();
    await unchanged(async () => {
      const post = (cookie: string | undefined, body: object, nickname = target.nickname) =>
        call({ method: "POST", url: suspension(nickname), body, cookie });
      refused(await post(editor.cookie, { until: "2099-01-01T00:00:00Z" }), 422, "required", {
        field: "reason",
        ns: "admin",
      });
      refused(await post(editor.cookie, { reason: "x".repeat(501) }), 422, "too_long", {
        field: "reason",
        ns: "admin",
      });
      refused(await post(editor.cookie, { reason: "Spam", until: "tomorrow" }), 422, "invalid", {
        field: "until",
        ns: "admin",
      });
      refused(await post(editor.cookie, { reason: "Spam", until: "2001-01-01T00:00:00Z" }), 422, "in_past", {
        field: "until",
        ns: "admin",
      });
      refused(await post(editor.cookie, { reason: "Spam" }, "nobody_has_this"), 404, "not_found", {
        ns: "admin",
      });
      refused(await post(editor.cookie, { reason: "Spam" }, editor.nickname), 422, "cannot_suspend_self", {
        field: "nickname",
        ns: "admin",
      });
      refused(await post(reporter.cookie, { reason: "Spam" }), 403, "not_editor", { ns: "admin" });
      refused(await post(undefined, { reason: "Spam" }), 401, "unauthorized", { ns: "admin" });
      refused(
        await call({ method: "DELETE", url: suspension(target.nickname), cookie: reporter.cookie }),
        403,
        "not_editor",
        { ns: "admin" },
      );
      refused(
        await call({ method: "DELETE", url: suspension("nobody_has_this"), cookie: editor.cookie }),
        404,
        "not_found",
        { ns: "admin" },
      );
      refused(
        await call({ url: "/api/admin/communities/suspensions", cookie: reporter.cookie }),
        403,
        "not_editor",
        { ns: "admin" },
      );
      // Lifting no suspension changes nothing and writes no audit entry.
      expect(
        (await call({ method: "DELETE", url: suspension(target.nickname), cookie: editor.cookie }))
          .statusCode,
      ).toBe(200);
    });
  });
});

describe("publishing communities", () => {
  const desk = (
    cookie: string | undefined,
    method: "GET" | "POST",
    url: string,
    body?: object,
    headers?: Record<string, string>,
  ) => call({ method, url: `/api/admin/communities${url}`, cookie, body, headers });
  /** A token of the catalogue that has no community yet. */
  async function tokenWithout() {
    const [row] = await queryRows<{ slug: string }>(
      db(),
      sql`select t.slug from tokens t where not exists (select 1 from communities c where c.token_id = t.id)
          order by t.id limit 1`,
    );
    return row.slug;
  }
  const audits = async (token: string) =>
    (
      await queryRows<{ action: string }>(
        db(),
        sql`select action from content_audit where kind = 'community' and slug = ${token} order by id`,
      )
    ).map((row) => row.action);

  it("opens a community unpublished, publishes it to readers and takes it back, each audited", async () => {
    const token = await tokenWithout();
    const created = await desk(editor.cookie, "POST", "", { token });
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await desk(editor.cookie, "GET", "")).json().data[0];
    expect(listed).toMatchObject({ id: created.json().data.id, isPublished: false, postCount: 0 });
    expect(listed.token.slug).toBe(token);
    expect((await call({ url: `/api/communities/${token}` })).statusCode).toBe(404);
    const deskPage = (await page("/admin/communities/list", editor.cookie)).body;
    expect(deskPage).toContain(`aria-label="Publish: ${listed.token.name}"`);
    expect(deskPage).toMatch(/Opened(<!-- -->)?: /);
    expect(deskPage).toContain("Or search by name or symbol: choosing a token fills in its slug.");
    expect((await page("/admin/communities/list", reporter.cookie)).statusCode).toBe(404);

    const published = await desk(editor.cookie, "POST", `/tokens/${token}/publish`);
    expect(published.json().data).toEqual({ isPublished: true });
    expect((await call({ url: `/api/communities/${token}` })).json().data.isPublished).toBe(true);
    expect((await page(`/token/${token}/community`)).statusCode).toBe(200);

    expect((await desk(editor.cookie, "POST", `/tokens/${token}/unpublish`)).statusCode).toBe(200);
    expect((await call({ url: `/api/communities/${token}/posts` })).statusCode).toBe(404);
    expect(await audits(token)).toEqual(["community_create", "community_publish", "community_unpublish"]);
  });

  it("pages the list by id, newest first", async () => {
    const first = (await desk(editor.cookie, "GET", "")).json();
    const total = Number(
      (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from communities`))[0].n,
    );
    const ids: number[] = first.data.map((c: { id: number }) => c.id);
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const next = (await desk(editor.cookie, "GET", `?cursor=${cursor}`)).json();
      ids.push(...next.data.map((c: { id: number }) => c.id));
      cursor = next.nextCursor;
    }
    expect(ids).toHaveLength(total);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("refuses non-editors, unknown tokens, a second community or publication and other sites, writing nothing", async () => {
    const token = await tokenWithout();
    expect((await desk(editor.cookie, "POST", "", { token })).statusCode).toBe(201);
    await unchanged(async () => {
      refused(await desk(reporter.cookie, "GET", ""), 403, "not_editor", { ns: "admin" });
      refused(await desk(reporter.cookie, "POST", "", { token: "some-token-1" }), 403, "not_editor", {
        ns: "admin",
      });
      refused(await desk(reporter.cookie, "POST", `/tokens/${token}/publish`), 403, "not_editor", {
        ns: "admin",
      });
      refused(await desk(undefined, "POST", `/tokens/${token}/publish`), 401, "unauthorized", {
        ns: "admin",
      });
      refused(await desk(editor.cookie, "POST", "", { token: "no-such-token-1" }), 404, "not_found", {
        ns: "admin",
      });
      refused(await desk(editor.cookie, "POST", "/tokens/no-such-token-1/publish"), 404, "not_found", {
        ns: "admin",
      });
      refused(await desk(editor.cookie, "POST", "", { token }), 409, "community_exists", { ns: "admin" });
      refused(await desk(editor.cookie, "POST", `/tokens/${token}/unpublish`), 409, "not_published", {
        ns: "admin",
      });
      refused(await desk(editor.cookie, "POST", `/tokens/${slug}/publish`), 409, "already_published", {
        ns: "admin",
      });
      refused(await desk(editor.cookie, "GET", "?cursor=x"), 422, "invalid", {
        field: "cursor",
        ns: "admin",
      });
      refused(
        await desk(editor.cookie, "POST", `/tokens/${token}/publish`, undefined, {
          origin: "https://evil.example",
        }),
        403,
        "foreign_origin",
        { ns: "admin" },
      );
    });
    const noCommunity = await tokenWithout();
    await unchanged(async () =>
      refused(await desk(editor.cookie, "POST", `/tokens/${noCommunity}/publish`), 404, "not_found", {
        ns: "admin",
      }),
    );
  });
});

describe("an owner publishing their token's community", () => {
  const publish = (cookie: string, tokenId: number) =>
    call({ method: "POST", url: `/api/project/${tokenId}/community/publication`, cookie });
  /** A token without a community, and its live owner (revoked when `revoked`). */
  async function ownedToken(revoked = false) {
    const owner = await signedUp();
    const [token] = await queryRows<{ id: number; slug: string }>(
      db(),
      sql`select t.id, t.slug from tokens t where not exists (select 1 from communities c where c.token_id = t.id)
          order by t.id desc limit 1`,
    );
    await db().execute(
      sql`insert into token_owners (token_id, user_id, method, address, chain_id, revoked_at)
          select ${token.id}, u.id, 'signature', t.address, t.chain_id, ${revoked ? new Date() : null}
          from tokens t, users u where t.id = ${token.id} and u.email = ${owner.email}`,
    );
    return { owner, token: { id: Number(token.id), slug: token.slug } };
  }

  it("opens and publishes the community of a token the caller owns, audited", async () => {
    const { owner, token } = await ownedToken();
    expect((await call({ url: `/api/communities/${token.slug}` })).statusCode).toBe(404);
    const res = await publish(owner.cookie, token.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call({ url: `/api/communities/${token.slug}` })).json().data.isPublished).toBe(true);
    const [entry] = await queryRows<{ action: string; detail: unknown }>(
      db(),
      sql`select action, detail from content_audit where kind = 'community' and slug = ${token.slug}`,
    );
    expect(entry).toEqual({ action: "community_publish", detail: { by: "owner" } });
    await unchanged(async () =>
      refused(await publish(owner.cookie, token.id), 409, "already_published", { ns: "admin" }),
    );
  });

  it("refuses another's token and a revoked owner, writing nothing", async () => {
    const { token } = await ownedToken();
    const revoked = await ownedToken(true);
    await unchanged(async () => {
      refused(await publish(reporter.cookie, token.id), 404, "not_found", { ns: "admin" });
      refused(await publish(revoked.owner.cookie, revoked.token.id), 404, "not_found", { ns: "admin" });
    });
  });
});

describe("refusal messages", () => {
  it("exist in every language for every code the routes answered", () => {
    const root = joinPath(import.meta.dirname, "../../../locales");
    const fallback = { community: "account", admin: "account" } as const;
    for (const locale of localeCodes) {
      for (const ns of ["community", "admin"] as const) {
        const texts = [ns, fallback[ns]].map(
          (name) =>
            JSON.parse(readFileSync(joinPath(root, locale, `${name}.json`), "utf8")).errors as Record<
              string,
              string
            >,
        );
        for (const code of codes[ns]) {
          if (code === "invalid" && ns === "community") continue;
          expect(
            texts.some((t) => typeof t[code] === "string" && t[code].length > 0),
            `${locale}: ${ns} ${code}`,
          ).toBe(true);
        }
      }
    }
  });
});
