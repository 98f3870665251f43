import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { MENTIONS_NOTIFIED_MAX } from "../../../lib/mentions.ts";
import { errorOf, setupAccountApp } from "../../../tests/support/account-client.ts";
import { communityMember } from "../../../tests/support/community-member.ts";

const { db, call, signedUp } = setupAccountApp({ content: true });

let slug: string;
const base = () => `/api/user/communities/${slug}`;
const post = (cookie: string, body: string, title = "Mentions in a community post") =>
  call({
    method: "POST",
    url: `${base()}/posts`,
    cookie,
    body: { type: "discussion", language: "en", title, body },
  });
const answer = (cookie: string, id: number, body: string) =>
  call({ method: "POST", url: `${base()}/posts/${id}/answers`, cookie, body: { body } });
const editPost = (cookie: string, id: number, body: string) =>
  call({ method: "PUT", url: `${base()}/posts/${id}`, cookie, body: { title: "Mentions, edited", body } });
const editAnswer = (cookie: string, id: number, answerId: number, body: string) =>
  call({ method: "PUT", url: `${base()}/posts/${id}/answers/${answerId}`, cookie, body: { body } });
const detail = async (id: number) =>
  (await call({ url: `/api/communities/${slug}/posts/${id}` })).json().data;
const counts = async (cookie: string) => {
  const { countNotifications, countIsTracked } = (await call({ url: base(), cookie })).json().data;
  return { countNotifications, countIsTracked };
};
const notifications = async (cookie: string) =>
  (await call({ url: "/api/user/communities/notifications", cookie })).json();
const created = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};

const member = () => communityMember({ db, call, signedUp }, slug);

/** Accounts with nicknames and no session, to be mentioned in bulk. */
async function accounts(prefix: string, n: number): Promise<string[]> {
  const names = Array.from({ length: n }, (_, i) => `${prefix}${i}`);
  for (const name of names) {
    await db().execute(
      sql`insert into users (email, nickname, email_verified_at) values (${`${name}@example.test`}, ${name}, now())`,
    );
  }
  return names;
}

/** The members an item recorded as mentioned, by nickname. */
async function recorded(postId: number, answerId: number | null = null) {
  const rows = await queryRows<{ nickname: string }>(
    db(),
    sql`select u.nickname from community_mentions m join users u on u.id = m.user_id
        where m.post_id = ${postId} and m.answer_id is not distinct from ${answerId} order by u.nickname`,
  );
  return rows.map((r) => r.nickname);
}

/** What a member's tracking of a post is: its unseen items, or undefined when not tracked. */
async function trackOf(nickname: string, postId: number) {
  const [row] = await queryRows<{ unseen: number }>(
    db(),
    sql`select tr.unseen from community_tracks tr join users u on u.id = tr.user_id
        where lower(u.nickname) = lower(${nickname}) and tr.post_id = ${postId}`,
  );
  return row === undefined ? undefined : Number(row.unseen);
}

/** What mentions and tracking hold, to prove a refused write told nobody. */
async function snapshot() {
  const [row] = await queryRows(
    db(),
    sql`select (select count(*) from community_posts)::int as posts,
          (select count(*) from community_answers)::int as answers,
          (select string_agg(concat_ws(':', post_id, answer_id, user_id), '|' order by post_id, answer_id, user_id)
             from community_mentions) as mentions,
          (select string_agg(concat_ws(':', user_id, post_id, unseen), '|' order by user_id, post_id)
             from community_tracks) as tracks`,
  );
  return row;
}

beforeAll(async () => {
  const [row] = await queryRows<{ slug: string }>(
    db(),
    sql`select t.slug from communities c join tokens t on t.id = c.token_id order by c.id limit 1`,
  );
  slug = row.slug;
});

describe("member mentions", () => {
  it("marks a member's mention, raises their count and lists the post in their news until they open it", async () => {
    const author = await member();
    const mentioned = await signedUp();
    const id = created(
      await post(author.cookie, `<p>What do you think, @${mentioned.nickname.toUpperCase()}?</p>`),
    );
    expect((await detail(id)).body).toBe(
      `<p>What do you think, <span class="mention">@${mentioned.nickname.toUpperCase()}</span>?</p>`,
    );
    expect(await counts(mentioned.cookie)).toEqual({ countNotifications: 1, countIsTracked: 1 });
    const news = await notifications(mentioned.cookie);
    expect(news.count).toBe(1);
    expect(news.data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(news.data[0].viewer).toEqual({ tracked: true, unseen: 1 });
    // The author is told of nothing, their own mention of themselves included.
    created(await answer(author.cookie, id, `<p>Noted, says @${author.nickname}.</p>`));
    expect(await counts(author.cookie)).toEqual({ countNotifications: 0, countIsTracked: 0 });

    const seen = await call({ method: "POST", url: `${base()}/posts/${id}/seen`, cookie: mentioned.cookie });
    expect(seen.json().data).toEqual({ tracked: true, unseen: 0 });
    expect(await notifications(mentioned.cookie)).toEqual({ data: [], count: 0 });
  });

  it("leaves an unknown nickname, an address and a mention in code as text, telling nobody", async () => {
    const author = await member();
    const known = await signedUp();
    const body = `<p>@nobody_here_at_all mail ${known.nickname}@example.test or <code>@${known.nickname}</code></p>`;
    const before = await snapshot();
    const id = created(await post(author.cookie, body));
    expect((await detail(id)).body).toBe(body);
    expect(await recorded(id)).toEqual([]);
    const after = await snapshot();
    // The one new tracking is the author's own post.
    expect(String(after.tracks).split("|").length).toBe(String(before.tracks).split("|").length + 1);
    expect(after.mentions).toBe(before.mentions);
    expect(await counts(known.cookie)).toEqual({ countNotifications: 0, countIsTracked: 0 });
  });

  it("marks the mention but tells nobody who blocks the author, or who is suspended", async () => {
    const author = await member();
    const blocker = await signedUp();
    const suspended = await signedUp();
    expect(
      (
        await call({
          method: "PUT",
          url: `/api/user/communities/blocks/${author.nickname}`,
          cookie: blocker.cookie,
        })
      ).statusCode,
    ).toBe(200);
    await db().execute(
      sql`insert into community_suspensions (user_id, until, reason)
          select id, null, 'test' from users where nickname = ${suspended.nickname}`,
    );
    const id = created(await post(author.cookie, `<p>@${blocker.nickname} and @${suspended.nickname}</p>`));
    expect((await detail(id)).body).toBe(
      `<p><span class="mention">@${blocker.nickname}</span> and <span class="mention">@${suspended.nickname}</span></p>`,
    );
    expect(await counts(blocker.cookie)).toEqual({ countNotifications: 0, countIsTracked: 0 });
    expect(await notifications(blocker.cookie)).toEqual({ data: [], count: 0 });
    expect(await trackOf(blocker.nickname, id)).toBeUndefined();
    expect(await trackOf(suspended.nickname, id)).toBeUndefined();
  });

  it("tells nobody while the author is suspended, though the author may still edit", async () => {
    const author = await member();
    const reader = await signedUp();
    const id = created(await post(author.cookie, "<p>Before the suspension.</p>"));
    await db().execute(
      sql`insert into community_suspensions (user_id, until, reason)
          select id, null, 'test' from users where nickname = ${author.nickname}`,
    );
    expect((await editPost(author.cookie, id, `<p>Now with @${reader.nickname}.</p>`)).statusCode).toBe(200);
    expect(await trackOf(reader.nickname, id)).toBeUndefined();
  });

  it("counts an answer that mentions a tracker once, and makes a mentioned reader track the thread", async () => {
    const author = await member();
    const other = await member();
    const reader = await signedUp();
    const id = created(await post(author.cookie, "<p>A thread to answer in.</p>"));
    created(await answer(other.cookie, id, `<p>@${author.nickname} and @${reader.nickname}, look.</p>`));
    expect(await trackOf(author.nickname, id)).toBe(1);
    expect(await trackOf(reader.nickname, id)).toBe(1);
    const [answered] = (await detail(id)).answers;
    expect(await recorded(id, answered.id)).toEqual([author.nickname, reader.nickname].sort());
  });

  it("tells only the members an edit adds, of a post and of an answer", async () => {
    const author = await member();
    const [first, second, third] = [await signedUp(), await signedUp(), await signedUp()];
    const id = created(await post(author.cookie, `<p>Hello @${first.nickname}.</p>`));
    expect(await trackOf(first.nickname, id)).toBe(1);
    const edited = await editPost(
      author.cookie,
      id,
      `<p>Hello @${first.nickname} and @${second.nickname}.</p>`,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await trackOf(first.nickname, id)).toBe(1);
    expect(await trackOf(second.nickname, id)).toBe(1);
    // Taking a mention out and putting it back tells nobody again.
    await editPost(author.cookie, id, "<p>Hello all.</p>");
    await editPost(author.cookie, id, `<p>Hello @${first.nickname}.</p>`);
    expect(await trackOf(first.nickname, id)).toBe(1);
    expect(await recorded(id)).toEqual([first.nickname, second.nickname].sort());

    const answerId = created(await answer(author.cookie, id, "<p>An answer without mentions.</p>"));
    expect(await trackOf(third.nickname, id)).toBeUndefined();
    expect(
      (await editAnswer(author.cookie, id, answerId, `<p>Now for @${third.nickname}.</p>`)).statusCode,
    ).toBe(200);
    expect(await trackOf(third.nickname, id)).toBe(1);
    // The first mentioned member tracks the post: the answer was news to them, its edit is none.
    expect(await trackOf(first.nickname, id)).toBe(2);
    expect(await recorded(id, answerId)).toEqual([third.nickname]);
  });

  it(`tells at most ${MENTIONS_NOTIFIED_MAX} members per item, in the order they come, over all its versions`, async () => {
    const author = await member();
    const names = await accounts(`many${Date.now() % 100000}x`, MENTIONS_NOTIFIED_MAX + 3);
    const body = `<p>${names.map((n) => `@${n}`).join(" ")}</p>`;
    const id = created(await post(author.cookie, body));
    const told = names.slice(0, MENTIONS_NOTIFIED_MAX);
    expect(await recorded(id)).toEqual([...told].sort());
    for (const name of told) expect(await trackOf(name, id)).toBe(1);
    for (const name of names.slice(MENTIONS_NOTIFIED_MAX)) expect(await trackOf(name, id)).toBeUndefined();
    // Every mention is still marked; an edit naming only the others tells none of them.
    expect((await detail(id)).body.match(/class="mention"/g)).toHaveLength(names.length);
    await editPost(
      author.cookie,
      id,
      `<p>${names
        .slice(MENTIONS_NOTIFIED_MAX)
        .map((n) => `@${n}`)
        .join(" ")}</p>`,
    );
    for (const name of names.slice(MENTIONS_NOTIFIED_MAX)) expect(await trackOf(name, id)).toBeUndefined();
    expect(await recorded(id)).toHaveLength(MENTIONS_NOTIFIED_MAX);
  });

  it("writes no mention and tells nobody when the post or answer is refused", async () => {
    const author = await member();
    const outsider = await signedUp();
    const mentioned = await signedUp();
    const id = created(await post(author.cookie, "<p>A thread for refused answers.</p>"));
    const before = await snapshot();
    const refused = (res: LightMyRequestResponse, status: number, code: string, field?: string) => {
      expect(res.statusCode, res.body).toBe(status);
      const { error } = errorOf(res);
      expect(field ? error.fields?.[field] : error.code).toBe(code);
    };
    refused(await post(outsider.cookie, `<p>Hi @${mentioned.nickname}</p>`), 403, "not_member");
    refused(await post(author.cookie, `<p>@${mentioned.nickname}</p>`, "Hi"), 422, "title_length", "title");
    refused(await answer(outsider.cookie, id, `<p>Hi @${mentioned.nickname}</p>`), 403, "not_member");
    refused(
      await call({
        method: "POST",
        url: `${base()}/posts`,
        cookie: author.cookie,
        body: {
          type: "discussion",
          language: "en",
          title: "No captcha here",
          body: `<p>@${mentioned.nickname}</p>`,
          captcha: "",
        },
      }),
      422,
      "captcha_failed",
      "captcha",
    );
    await db().execute(
      sql`update community_posts set created_at = now() - interval '16 minutes' where id = ${id}`,
    );
    refused(
      await editPost(author.cookie, id, `<p>Late @${mentioned.nickname}</p>`),
      409,
      "edit_window_closed",
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe("symbol mentions", () => {
  /** The catalogue's page for a symbol: the token page of the highest-ranked asset's deployment with it. */
  async function expectedSlug(symbol: string) {
    const [row] = await queryRows<{ slug: string }>(
      db(),
      sql`select t.slug from tokens t join asset_stats a on a.asset_id = t.asset_id
          where t.symbol = ${symbol}
          order by a.market_cap_rank asc nulls last, (a.token_id = t.id) desc, t.id asc limit 1`,
    );
    return row.slug;
  }

  it("links a symbol the catalogue holds to its token page, in any letter case, and leaves money and the rest", async () => {
    const author = await member();
    const id = created(
      await post(
        author.cookie,
        "<p>$usdc is steady, $NOPEZZ is nothing, $5 and $1.5k are money, US$5 too; <code>$USDC</code></p>",
      ),
    );
    expect((await detail(id)).body).toBe(
      `<p><a href="/token/${await expectedSlug("USDC")}" class="mention">$usdc</a> is steady, $NOPEZZ is nothing, $5 and $1.5k are money, US$5 too; <code>$USDC</code></p>`,
    );
  });

  it("takes the highest-ranked asset when two assets share a symbol", async () => {
    const author = await member();
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(distinct asset_id)::int as n from tokens where symbol = 'LINK'`,
    );
    expect(n).toBeGreaterThan(1);
    const id = created(await post(author.cookie, "<p>Oracles: $LINK.</p>"));
    expect((await detail(id)).body).toBe(
      `<p>Oracles: <a href="/token/${await expectedSlug("LINK")}" class="mention">$LINK</a>.</p>`,
    );
  });
});

describe("hostile text in a mention's place", () => {
  const payloads = [
    "@<img src=x onerror=alert(1)>",
    '@"><svg onload=alert(1)>',
    "$<script>alert(1)</script>",
    '$ETH"><img src=x onerror=alert(1)>',
    '@<a href="javascript:alert(1)">x</a>',
    '<span class="mention">@forged</span><a href="/token/x" class="mention" onclick="alert(1)">$X</a>',
  ];
  const forbidden = [
    /<script/i,
    /\son\w+\s*=/i,
    /javascript:/i,
    /<img/i,
    /<svg/i,
    /<span class="mention">@forged/,
  ];

  it("yields nothing executable and no forged mention", async () => {
    const author = await member();
    const known = await signedUp();
    const id = created(await post(author.cookie, `<p>${payloads.join(" ")} @${known.nickname}</p>`));
    const body = (await detail(id)).body as string;
    for (const pattern of forbidden) expect(body, `${pattern} in ${body}`).not.toMatch(pattern);
    expect(body.match(/<span class="mention">/g)).toHaveLength(1);
    expect(body).toContain(`<span class="mention">@${known.nickname}</span>`);
    const answerId = created(await answer(author.cookie, id, `<p>${payloads.join(" ")}</p>`));
    const answered = (await detail(id)).answers.find((a: { id: number }) => a.id === answerId).body;
    for (const pattern of forbidden) expect(answered, `${pattern} in ${answered}`).not.toMatch(pattern);
  });
});
