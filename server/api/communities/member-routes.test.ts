import { readFileSync } from "node:fs";
import { join as joinPath } from "node:path";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { localeCodes } from "../../../lib/locales.ts";
import { errorOf, setupAccountApp } from "../../../tests/support/account-client.ts";
import { communityMember } from "../../../tests/support/community-member.ts";

const { db, call, signedUp } = setupAccountApp({ content: true });

/** Every refusal code the tests met, to check each has a message in every language. */
const codes = new Set<string>();
function refused(res: LightMyRequestResponse, status: number, code: string, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = errorOf(res);
  if (field) {
    expect(error.fields?.[field]).toBe(code);
  } else {
    expect(error.code).toBe(code);
  }
  codes.add(code);
}

/** What the community tables hold, to prove a refusal wrote nothing. */
async function snapshot() {
  const [row] = await queryRows(
    db(),
    sql`select (select count(*) from community_posts)::int as posts,
          (select count(*) from community_answers)::int as answers,
          (select count(*) from community_members)::int as members,
          (select string_agg(concat_ws(':', post_id, answer_id, user_id, kind), '|' order by post_id, answer_id, user_id)
             from community_reactions) as reactions,
          (select coalesce(sum(member_count), 0) from communities)::int as member_counts,
          (select coalesce(sum(post_count), 0) from communities)::int as post_counts,
          (select string_agg(title || coalesce(edited_at::text, ''), '|' order by id) from community_posts) as titles,
          (select string_agg(body || coalesce(deleted_at::text, ''), '|' order by id) from community_answers) as bodies,
          (select string_agg(concat_ws(':', user_id, post_id, unseen, seen_at), '|' order by user_id, post_id)
             from community_tracks) as tracks,
          (select string_agg(user_id || ':' || blocked_id, '|' order by user_id, blocked_id)
             from community_blocks) as blocks`,
  );
  return row;
}
async function unchanged(attempt: () => Promise<void>) {
  const before = await snapshot();
  await attempt();
  expect(await snapshot()).toEqual(before);
}

let slug: string;
const base = () => `/api/user/communities/${slug}`;
const post = (cookie: string, body: object) => call({ method: "POST", url: `${base()}/posts`, body, cookie });
const join = (cookie: string) => call({ method: "PUT", url: `${base()}/membership`, cookie });
const valid = {
  type: "discussion",
  language: "en",
  title: "Which wallets show this token well?",
  body: "<p>Looking for a wallet that shows the right decimals.</p>",
};
const member = () => communityMember({ db, call, signedUp }, slug);

beforeAll(async () => {
  const [row] = await queryRows<{ slug: string }>(
    db(),
    sql`select t.slug from communities c join tokens t on t.id = c.token_id order by c.id limit 1`,
  );
  slug = row.slug;
});

describe("membership", () => {
  it("joins, counts the member once, tells the membership, and leaves", async () => {
    const { cookie } = await signedUp();
    const count = async () =>
      (await call({ url: `/api/communities/${slug}` })).json().data.memberCount as number;
    const before = await count();
    const none = { countNotifications: 0, countIsTracked: 0 };
    expect((await call({ url: base(), cookie })).json().data).toEqual({ isMember: false, ...none });
    expect((await join(cookie)).json().data).toEqual({ isMember: true });
    expect((await join(cookie)).json().data).toEqual({ isMember: true });
    expect(await count()).toBe(before + 1);
    expect((await call({ url: base(), cookie })).json().data).toEqual({ isMember: true, ...none });
    const left = await call({ method: "DELETE", url: `${base()}/membership`, cookie });
    expect(left.json().data).toEqual({ isMember: false });
    await call({ method: "DELETE", url: `${base()}/membership`, cookie });
    expect(await count()).toBe(before);
  });

  it("refuses visitors, other sites and unpublished communities, writing nothing", async () => {
    const { cookie } = await signedUp();
    await unchanged(async () => {
      refused(await call({ method: "PUT", url: `${base()}/membership` }), 401, "unauthorized");
      refused(
        await call({
          method: "PUT",
          url: `${base()}/membership`,
          cookie,
          headers: { origin: "https://evil.example" },
        }),
        403,
        "foreign_origin",
      );
      refused(
        await call({ method: "PUT", url: "/api/user/communities/no-such-token-1/membership", cookie }),
        404,
        "not_found",
      );
    });
  });
});

describe("posts", () => {
  it("publishes a member's post, sanitized, at the top of the feed and found in its language", async () => {
    const { cookie, nickname } = await member();
    const res = await post(cookie, {
      ...valid,
      language: "de",
      title: "Welche Wallets zeigen Dezimalstellen richtig an?",
      body: '<p onclick="alert(1)">Ich suche <a href="https://wallets.example/list">Wallets</a><script>alert(1)</script></p><img src=x onerror=alert(1)>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const feed = (await call({ url: `/api/communities/${slug}/posts` })).json().data;
    expect(feed[0]).toMatchObject({ id, language: "de", author: { nickname }, demo: false, answerCount: 0 });
    const detail = (await call({ url: `/api/communities/${slug}/posts/${id}` })).json().data;
    expect(detail.body).toBe(
      '<p>Ich suche <a href="https://wallets.example/list" rel="nofollow ugc noopener noreferrer" target="_blank">Wallets</a></p>',
    );
    // German stems "Dezimalstellen" and "Wallets": the singular finds the post.
    const found = (await call({ url: `/api/communities/${slug}/posts?text=Wallet` })).json().data;
    expect(found.map((p: { id: number }) => p.id)).toContain(id);
  });

  it("refuses short titles, empty text and non-members, writing nothing", async () => {
    const { cookie } = await member();
    const outsider = await signedUp();
    await unchanged(async () => {
      refused(await post(cookie, { ...valid, title: "  Hi  " }), 422, "title_length", "title");
      refused(
        await post(cookie, { ...valid, body: "<p><script>alert(1)</script></p>" }),
        422,
        "body_length",
        "body",
      );
      refused(await post(cookie, { ...valid, type: "poll" }), 422, "invalid");
      refused(await post(outsider.cookie, valid), 403, "not_member");
      refused(await post(cookie, { ...valid, language: "xx" }), 422, "invalid");
    });
  });

  it("refuses posting into an unpublished community, writing nothing", async () => {
    const { cookie } = await member();
    await db().execute(
      sql`update communities set is_published = false where token_id = (select id from tokens where slug = ${slug})`,
    );
    try {
      await unchanged(async () => refused(await post(cookie, valid), 404, "not_found"));
    } finally {
      await db().execute(
        sql`update communities set is_published = true where token_id = (select id from tokens where slug = ${slug})`,
      );
    }
  });

  it("lets the author edit within the window only, and nobody else", async () => {
    const { cookie } = await member();
    const other = await member();
    const id = (await post(cookie, valid)).json().data.id as number;
    const edit = (who: string, title: string) =>
      call({ method: "PUT", url: `${base()}/posts/${id}`, cookie: who, body: { title, body: valid.body } });
    expect((await edit(cookie, "Which wallets show decimals well?")).statusCode).toBe(200);
    const detail = (await call({ url: `/api/communities/${slug}/posts/${id}` })).json().data;
    expect(detail.title).toBe("Which wallets show decimals well?");
    expect(detail.editedAt).not.toBeNull();
    await unchanged(async () =>
      refused(await edit(other.cookie, "Taken over by someone"), 403, "not_author"),
    );
    await db().execute(
      sql`update community_posts set created_at = now() - interval '16 minutes' where id = ${id}`,
    );
    await unchanged(async () =>
      refused(await edit(cookie, "Too late for this edit"), 409, "edit_window_closed"),
    );
  });

  it("deletes the author's post at any time: it leaves the feed and takes no more answers", async () => {
    const { cookie } = await member();
    const id = (await post(cookie, valid)).json().data.id as number;
    await db().execute(
      sql`update community_posts set created_at = now() - interval '2 days' where id = ${id}`,
    );
    const other = await member();
    await unchanged(async () =>
      refused(
        await call({ method: "DELETE", url: `${base()}/posts/${id}`, cookie: other.cookie }),
        403,
        "not_author",
      ),
    );
    expect((await call({ method: "DELETE", url: `${base()}/posts/${id}`, cookie })).statusCode).toBe(200);
    expect((await call({ url: `/api/communities/${slug}/posts/${id}` })).statusCode).toBe(404);
    const feed = (await call({ url: `/api/communities/${slug}/posts?limit=50` })).json().data;
    expect(feed.map((p: { id: number }) => p.id)).not.toContain(id);
    await unchanged(async () =>
      refused(
        await call({
          method: "POST",
          url: `${base()}/posts/${id}/answers`,
          cookie,
          body: { body: "<p>Still here?</p>" },
        }),
        409,
        "post_gone",
      ),
    );
  });
});

describe("announcements", () => {
  const announcement = { ...valid, type: "announcement", title: "Version 2 of the contract is live" };
  /** Records an ownership of the community's token for the account, revoked when `revoked`. */
  async function own(email: string, revoked = false) {
    await db().execute(
      sql`insert into token_owners (token_id, user_id, method, address, chain_id, revoked_at)
          select t.id, u.id, 'signature', t.address, t.chain_id, ${revoked ? new Date() : null}
          from tokens t, users u where t.slug = ${slug} and u.email = ${email}`,
    );
  }

  it("lets a live owner of the token post one, shown as an announcement in the feed", async () => {
    const owner = await member();
    await own(owner.email);
    const res = await post(owner.cookie, announcement);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const feed = (await call({ url: `/api/communities/${slug}/posts?type=announcement` })).json().data;
    expect(feed[0]).toMatchObject({ id, type: "announcement", author: { nickname: owner.nickname } });
  });

  it("refuses members and revoked owners in their language, writing nothing", async () => {
    const plain = await member();
    const revoked = await member();
    await own(revoked.email, true);
    await db().execute(sql`update users set locale = 'de' where email = ${revoked.email}`);
    await unchanged(async () => {
      const refusal = await post(plain.cookie, announcement);
      refused(refusal, 403, "owner_only");
      expect(refusal.json().error.message).toBe(
        "Only an owner of this token can post announcements. Choose another type.",
      );
      const german = await post(revoked.cookie, announcement);
      refused(german, 403, "owner_only");
      expect(german.json().error.message).toBe(
        "Nur ein Eigentümer dieses Tokens kann Ankündigungen veröffentlichen. Wählen Sie einen anderen Typ.",
      );
    });
  });

  it("refuses an owner who has not joined, writing nothing", async () => {
    const owner = await signedUp();
    await own(owner.email);
    await unchanged(async () => refused(await post(owner.cookie, announcement), 403, "not_member"));
  });
});

describe("answers", () => {
  it("answers a post and an answer, counts them, and keeps a deleted answer's place", async () => {
    const author = await member();
    const { cookie } = await member();
    const id = (await post(author.cookie, valid)).json().data.id as number;
    const answer = (body: string, parentId?: number) =>
      call({ method: "POST", url: `${base()}/posts/${id}/answers`, cookie, body: { body, parentId } });
    const first = await answer("<p>I use a hardware wallet.</p>");
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json().data.id as number;
    const reply = await answer("<p>And it shows decimals right.</p>", firstId);
    expect(reply.statusCode).toBe(201);
    let detail = (await call({ url: `/api/communities/${slug}/posts/${id}` })).json().data;
    expect(detail.answerCount).toBe(2);
    expect(detail.answers.map((a: { parentId: number | null }) => a.parentId)).toEqual([null, firstId]);

    expect(
      (await call({ method: "DELETE", url: `${base()}/posts/${id}/answers/${firstId}`, cookie })).statusCode,
    ).toBe(200);
    detail = (await call({ url: `/api/communities/${slug}/posts/${id}` })).json().data;
    expect(detail.answerCount).toBe(1);
    expect(detail.answers[0]).toMatchObject({
      id: firstId,
      deleted: true,
      body: "",
      author: { nickname: null },
    });
    await unchanged(async () =>
      refused(await answer("<p>Replying to a gone answer</p>", firstId), 409, "answer_gone"),
    );
  });

  it("refuses a parent from another post, edits by others and edits after the window, writing nothing", async () => {
    const { cookie } = await member();
    const other = await member();
    const id = (await post(cookie, valid)).json().data.id as number;
    const otherId = (await post(cookie, { ...valid, title: "Another question here" })).json().data
      .id as number;
    const elsewhere = (
      await call({
        method: "POST",
        url: `${base()}/posts/${otherId}/answers`,
        cookie,
        body: { body: "<p>x y</p>" },
      })
    ).json().data.id as number;
    const mine = (
      await call({
        method: "POST",
        url: `${base()}/posts/${id}/answers`,
        cookie,
        body: { body: "<p>First try</p>" },
      })
    ).json().data.id as number;
    const edit = (who: string) =>
      call({
        method: "PUT",
        url: `${base()}/posts/${id}/answers/${mine}`,
        cookie: who,
        body: { body: "<p>Changed</p>" },
      });
    await unchanged(async () => {
      refused(
        await call({
          method: "POST",
          url: `${base()}/posts/${id}/answers`,
          cookie,
          body: { body: "<p>x y</p>", parentId: elsewhere },
        }),
        404,
        "not_found",
      );
      refused(await edit(other.cookie), 403, "not_author");
    });
    expect((await edit(cookie)).statusCode).toBe(200);
    await db().execute(
      sql`update community_answers set created_at = now() - interval '16 minutes' where id = ${mine}`,
    );
    await unchanged(async () => refused(await edit(cookie), 409, "edit_window_closed"));
  });
});

describe("reactions", () => {
  const none = { like: 0, love: 0, fire: 0, thinking: 0 };
  const react = (cookie: string, path: string, kind: string) =>
    call({ method: "PUT", url: `${base()}/posts/${path}/reaction`, cookie, body: { kind } });
  const unreact = (cookie: string, path: string) =>
    call({ method: "DELETE", url: `${base()}/posts/${path}/reaction`, cookie });
  /** A post of the author's with one answer of theirs. */
  async function thread(cookie: string) {
    const id = (await post(cookie, valid)).json().data.id as number;
    const answered = await call({
      method: "POST",
      url: `${base()}/posts/${id}/answers`,
      cookie,
      body: { body: "<p>An answer to react to.</p>" },
    });
    return { id, answerId: answered.json().data.id as number };
  }

  it("keeps one reaction per member on a post and on an answer, replaced by another kind and taken back", async () => {
    const author = await member();
    const reader = await member();
    const { id, answerId } = await thread(author.cookie);
    let res = await react(reader.cookie, String(id), "fire");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ reactions: { ...none, fire: 1 }, mine: "fire" });
    expect((await react(author.cookie, String(id), "fire")).json().data.reactions.fire).toBe(2);
    res = await react(reader.cookie, String(id), "love");
    expect(res.json().data).toEqual({ reactions: { ...none, fire: 1, love: 1 }, mine: "love" });
    expect((await react(reader.cookie, `${id}/answers/${answerId}`, "like")).json().data).toEqual({
      reactions: { ...none, like: 1 },
      mine: "like",
    });

    const detail = (await call({ url: `/api/communities/${slug}/posts/${id}` })).json().data;
    expect(detail.reactions).toEqual({ ...none, fire: 1, love: 1 });
    expect(detail.answers[0].reactions).toEqual({ ...none, like: 1 });
    const feed = (await call({ url: `/api/communities/${slug}/posts?limit=50` })).json().data;
    expect(feed.find((p: { id: number }) => p.id === id).reactions).toEqual({ ...none, fire: 1, love: 1 });

    res = await unreact(reader.cookie, String(id));
    expect(res.json().data).toEqual({ reactions: { ...none, fire: 1 } });
    expect((await unreact(reader.cookie, String(id))).json().data).not.toHaveProperty("mine");
    expect((await unreact(reader.cookie, `${id}/answers/${answerId}`)).json().data).toEqual({
      reactions: none,
    });
  });

  it("refuses the same reaction twice, deleted items, non-members and other sites, writing nothing", async () => {
    const author = await member();
    const outsider = await signedUp();
    const { id, answerId } = await thread(author.cookie);
    expect((await react(author.cookie, String(id), "like")).statusCode).toBe(200);
    expect((await react(author.cookie, `${id}/answers/${answerId}`, "like")).statusCode).toBe(200);
    await unchanged(async () => {
      refused(await react(author.cookie, String(id), "like"), 409, "already_reacted");
      refused(await react(author.cookie, `${id}/answers/${answerId}`, "like"), 409, "already_reacted");
      refused(await react(outsider.cookie, String(id), "like"), 403, "not_member");
      refused(await react(author.cookie, String(id), "clap"), 422, "invalid");
      refused(
        await call({
          method: "PUT",
          url: `${base()}/posts/${id}/reaction`,
          cookie: author.cookie,
          body: { kind: "love" },
          headers: { origin: "https://evil.example" },
        }),
        403,
        "foreign_origin",
      );
    });
    await call({ method: "DELETE", url: `${base()}/posts/${id}/answers/${answerId}`, cookie: author.cookie });
    await call({ method: "DELETE", url: `${base()}/posts/${id}`, cookie: author.cookie });
    await unchanged(async () => {
      refused(await react(author.cookie, String(id), "love"), 409, "reaction_gone");
      refused(await react(author.cookie, `${id}/answers/${answerId}`, "love"), 409, "reaction_gone");
    });
  });

  it("refuses a reaction in an unpublished community, writing nothing", async () => {
    const { cookie } = await member();
    const id = (await post(cookie, valid)).json().data.id as number;
    await db().execute(
      sql`update communities set is_published = false where token_id = (select id from tokens where slug = ${slug})`,
    );
    try {
      await unchanged(async () => refused(await react(cookie, String(id), "like"), 404, "not_found"));
    } finally {
      await db().execute(
        sql`update communities set is_published = true where token_id = (select id from tokens where slug = ${slug})`,
      );
    }
  });
});

describe("posting limits", () => {
  it("hold a new account to 5 writes an hour and an older one to more, writing nothing past the limit", async () => {
    const fresh = await signedUp();
    expect((await join(fresh.cookie)).statusCode).toBe(200);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(fresh.cookie, { ...valid, title: `New member question ${i}` });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    await unchanged(async () => {
      const res = await post(fresh.cookie, { ...valid, title: "One post too many" });
      refused(res, 429, "rate_limited");
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      // Answers count against the same limit as posts.
      const answer = await call({
        method: "POST",
        url: `${base()}/posts/${ids[0]}/answers`,
        body: { body: "<p>One answer too many.</p>" },
        cookie: fresh.cookie,
      });
      refused(answer, 429, "rate_limited");
    });
    const older = await member();
    for (let i = 0; i < 6; i++) {
      expect((await post(older.cookie, { ...valid, title: `Older member question ${i}` })).statusCode).toBe(
        201,
      );
    }
  });
});

describe("tracking and notifications", () => {
  const reader = (cookie: string, path = "") => call({ url: `${base()}${path}`, cookie });
  const tracking = (method: "PUT" | "DELETE", cookie: string, id: number) =>
    call({ method, url: `${base()}/posts/${id}/tracking`, cookie });
  const seen = (cookie: string, id: number) =>
    call({ method: "POST", url: `${base()}/posts/${id}/seen`, cookie });
  const answer = (cookie: string, id: number, body = "<p>Another answer in the thread.</p>") =>
    call({ method: "POST", url: `${base()}/posts/${id}/answers`, cookie, body: { body } });
  const react = (cookie: string, id: number, kind: string) =>
    call({ method: "PUT", url: `${base()}/posts/${id}/reaction`, cookie, body: { kind } });
  const counts = async (cookie: string) => {
    const { countNotifications, countIsTracked } = (await reader(cookie)).json().data;
    return { countNotifications, countIsTracked };
  };
  const notifications = async (cookie: string) =>
    (await call({ url: "/api/user/communities/notifications", cookie })).json();
  const trackedIds = async (cookie: string) =>
    ((await reader(cookie, "/posts?isTracked=true&limit=50")).json().data as { id: number }[]).map(
      (p) => p.id,
    );

  it("counts others' answers and first reactions on tracked posts until the thread is opened", async () => {
    const author = await member();
    const other = await member();
    const id = (await post(author.cookie, valid)).json().data.id as number;
    expect(await counts(author.cookie)).toEqual({ countNotifications: 0, countIsTracked: 0 });
    expect(await trackedIds(author.cookie)).toContain(id);

    expect((await answer(other.cookie, id)).statusCode).toBe(201);
    expect((await react(other.cookie, id, "fire")).statusCode).toBe(200);
    // Another kind replaces the reaction: no new news. The author's own answer is none either.
    expect((await react(other.cookie, id, "love")).statusCode).toBe(200);
    expect((await answer(author.cookie, id)).statusCode).toBe(201);
    expect(await counts(author.cookie)).toEqual({ countNotifications: 2, countIsTracked: 1 });
    // The other member answered, so tracks the thread, and the author's answer is news to them.
    expect(await counts(other.cookie)).toEqual({ countNotifications: 1, countIsTracked: 1 });

    const news = await notifications(author.cookie);
    expect(news.count).toBe(2);
    expect(news.data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(news.data[0].viewer).toEqual({ tracked: true, unseen: 2 });
    const feed = (await reader(author.cookie, "/posts?limit=50")).json();
    expect(feed).toMatchObject({ countNotifications: 2, countIsTracked: 1 });
    expect(feed.data.find((p: { id: number }) => p.id === id).viewer).toEqual({ tracked: true, unseen: 2 });
    const visitors = (await call({ url: `/api/communities/${slug}/posts?limit=50` })).json().data;
    expect(visitors.find((p: { id: number }) => p.id === id)).not.toHaveProperty("viewer");

    const cleared = await seen(author.cookie, id);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toEqual({ tracked: true, unseen: 0 });
    expect(await counts(author.cookie)).toEqual({ countNotifications: 0, countIsTracked: 0 });
    expect(await notifications(author.cookie)).toEqual({ data: [], count: 0 });
    expect(await counts(other.cookie)).toEqual({ countNotifications: 1, countIsTracked: 1 });
  });

  it("tracks and untracks any post for a signed-in reader, and a deleted post's news stop counting", async () => {
    const author = await member();
    const follower = await signedUp();
    const id = (await post(author.cookie, valid)).json().data.id as number;
    expect(await trackedIds(follower.cookie)).not.toContain(id);
    let res = await tracking("PUT", follower.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ tracked: true, unseen: 0 });
    expect((await tracking("PUT", follower.cookie, id)).json().data).toEqual({ tracked: true, unseen: 0 });
    expect(await trackedIds(follower.cookie)).toEqual([id]);

    await answer(author.cookie, id);
    expect((await notifications(follower.cookie)).count).toBe(1);
    res = await tracking("DELETE", follower.cookie, id);
    expect(res.json().data).toEqual({ tracked: false, unseen: 0 });
    expect(await trackedIds(follower.cookie)).toEqual([]);
    expect((await notifications(follower.cookie)).count).toBe(0);
    // Opening an untracked thread does not start tracking it.
    expect((await seen(follower.cookie, id)).json().data).toEqual({ tracked: false, unseen: 0 });

    await tracking("PUT", follower.cookie, id);
    await answer(author.cookie, id);
    expect(await counts(follower.cookie)).toEqual({ countNotifications: 1, countIsTracked: 1 });
    await call({ method: "DELETE", url: `${base()}/posts/${id}`, cookie: author.cookie });
    expect(await counts(follower.cookie)).toEqual({ countNotifications: 0, countIsTracked: 0 });
    expect((await notifications(follower.cookie)).count).toBe(0);
  });

  it("refuses visitors, unknown or deleted posts, a bad isTracked and other sites, writing nothing", async () => {
    const author = await member();
    const id = (await post(author.cookie, valid)).json().data.id as number;
    const gone = (await post(author.cookie, { ...valid, title: "A post about to go" })).json().data
      .id as number;
    await call({ method: "DELETE", url: `${base()}/posts/${gone}`, cookie: author.cookie });
    await unchanged(async () => {
      refused(await call({ method: "PUT", url: `${base()}/posts/${id}/tracking` }), 401, "unauthorized");
      refused(await call({ method: "POST", url: `${base()}/posts/${id}/seen` }), 401, "unauthorized");
      refused(await call({ url: "/api/user/communities/notifications" }), 401, "unauthorized");
      refused(await call({ url: `${base()}/posts?isTracked=true` }), 401, "unauthorized");
      refused(await tracking("PUT", author.cookie, gone), 404, "not_found");
      refused(await tracking("PUT", author.cookie, 2_147_483_647), 404, "not_found");
      refused(
        await call({
          method: "PUT",
          url: `/api/user/communities/no-such-token-1/posts/${id}/tracking`,
          cookie: author.cookie,
        }),
        404,
        "not_found",
      );
      refused(await reader(author.cookie, "/posts?isTracked=maybe"), 422, "invalid");
      refused(
        await call({
          method: "DELETE",
          url: `${base()}/posts/${id}/tracking`,
          cookie: author.cookie,
          headers: { origin: "https://evil.example" },
        }),
        403,
        "foreign_origin",
      );
    });
  });
});

describe("blocking members", () => {
  const blocks = "/api/user/communities/blocks";
  const readerFeed = async (cookie: string) =>
    ((await call({ url: `${base()}/posts?limit=50`, cookie })).json().data as { id: number }[]).map(
      (p) => p.id,
    );

  it("takes a blocked member's posts out of the blocker's feed and their answers out of the blocker's news", async () => {
    const blocker = await member();
    const blocked = await member();
    const { nickname } = blocked;
    const theirs = (await post(blocked.cookie, { ...valid, title: "A post from the member to block" })).json()
      .data.id as number;
    const mine = (await post(blocker.cookie, valid)).json().data.id as number;
    expect(await readerFeed(blocker.cookie)).toContain(theirs);

    let res = await call({
      method: "PUT",
      url: `${blocks}/${nickname.toUpperCase()}`,
      cookie: blocker.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([nickname]);
    expect(
      (await call({ method: "PUT", url: `${blocks}/${nickname}`, cookie: blocker.cookie })).json().data,
    ).toEqual([nickname]);
    expect((await call({ url: blocks, cookie: blocker.cookie })).json().data).toEqual([nickname]);
    expect(await readerFeed(blocker.cookie)).not.toContain(theirs);
    expect(await readerFeed(blocked.cookie)).toContain(theirs);
    const publicFeed = (await call({ url: `/api/communities/${slug}/posts?limit=50` })).json().data;
    expect(publicFeed.map((p: { id: number }) => p.id)).toContain(theirs);

    await call({
      method: "POST",
      url: `${base()}/posts/${mine}/answers`,
      cookie: blocked.cookie,
      body: { body: "<p>An answer the blocker will not hear of.</p>" },
    });
    await call({
      method: "PUT",
      url: `${base()}/posts/${mine}/reaction`,
      cookie: blocked.cookie,
      body: { kind: "fire" },
    });
    expect((await call({ url: base(), cookie: blocker.cookie })).json().data).toMatchObject({
      countNotifications: 0,
    });

    res = await call({ method: "DELETE", url: `${blocks}/${nickname}`, cookie: blocker.cookie });
    expect(res.json().data).toEqual([]);
    expect(await readerFeed(blocker.cookie)).toContain(theirs);
    await call({
      method: "POST",
      url: `${base()}/posts/${mine}/answers`,
      cookie: blocked.cookie,
      body: { body: "<p>Heard again once unblocked.</p>" },
    });
    expect((await call({ url: base(), cookie: blocker.cookie })).json().data).toMatchObject({
      countNotifications: 1,
    });
  });

  it("refuses blocking oneself, an unknown or malformed nickname, past 500, visitors and other sites, writing nothing", async () => {
    const blocker = await member();
    const own = blocker.nickname;
    await unchanged(async () => {
      refused(
        await call({ method: "PUT", url: `${blocks}/${own}`, cookie: blocker.cookie }),
        422,
        "cannot_block_self",
        "nickname",
      );
      refused(
        await call({ method: "PUT", url: `${blocks}/nobody_has_this`, cookie: blocker.cookie }),
        404,
        "not_found",
      );
      refused(await call({ method: "PUT", url: `${blocks}/a%20b`, cookie: blocker.cookie }), 422, "invalid");
      refused(await call({ method: "PUT", url: `${blocks}/${own}` }), 401, "unauthorized");
      refused(await call({ url: blocks }), 401, "unauthorized");
      refused(
        await call({
          method: "PUT",
          url: `${blocks}/${(await signedUp()).nickname}`,
          cookie: blocker.cookie,
          headers: { origin: "https://evil.example" },
        }),
        403,
        "foreign_origin",
      );
    });
    const [{ id }] = await queryRows<{ id: number }>(
      db(),
      sql`select id from users where email = ${blocker.email}`,
    );
    await db().execute(
      sql`with made as (
            insert into users (email, nickname, email_verified_at)
            select 'blocked-' || g || '-${sql.raw(String(id))}@example.test', 'blk' || g || 'x${sql.raw(String(id))}', now()
            from generate_series(1, 500) g returning id)
          insert into community_blocks (user_id, blocked_id) select ${id}, made.id from made`,
    );
    const spare = await signedUp();
    await unchanged(async () =>
      refused(
        await call({
          method: "PUT",
          url: `${blocks}/${spare.nickname}`,
          cookie: blocker.cookie,
        }),
        422,
        "too_many_blocks",
        "nickname",
      ),
    );
  });
});

describe("refusal messages", () => {
  it("exist in every language for every code the routes answered", () => {
    expect(codes.size).toBeGreaterThan(8);
    const root = joinPath(import.meta.dirname, "../../../locales");
    for (const locale of localeCodes) {
      const texts = ["community", "account"].map(
        (ns) =>
          JSON.parse(readFileSync(joinPath(root, locale, `${ns}.json`), "utf8")).errors as Record<
            string,
            string
          >,
      );
      for (const code of codes) {
        if (code === "invalid") continue;
        expect(
          texts.some((t) => typeof t[code] === "string" && t[code].length > 0),
          `${locale}: ${code}`,
        ).toBe(true);
      }
    }
  });
});
