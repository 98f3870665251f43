import { readFileSync } from "node:fs";
import { join as joinPath } from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import type { Mail } from "../../../domain/accounts/mailer.ts";
import { createCommunityDigest, digestMail } from "../../../domain/communities/digest.ts";
import { errorOf, setupAccountApp } from "../../../tests/support/account-client.ts";
import { loadMessages } from "../../messages.ts";

/** The email digest of tracked news: the setting through the real server, the rounds on the same database. */
const { db, call, signedUp } = setupAccountApp({ content: true });
const messages = loadMessages();
const PUBLIC_URL = "https://tokenatlas.example";

const mails: Mail[] = [];
const failures: unknown[] = [];
let failing = false;
const digest = () =>
  createCommunityDigest(db(), {
    mailer: {
      async send(mail) {
        if (failing) throw new Error("SMTP is away");
        mails.push(mail);
      },
      close() {},
    },
    messages: (locale) => messages[locale],
    publicUrl: PUBLIC_URL,
    onError: (error) => failures.push(error),
  });

type Person = Awaited<ReturnType<typeof signedUp>>;
let slug: string;
let tokenName: string;
let author: Person;
let reader: Person;
let postId: number;
const base = () => `/api/user/communities/${slug}`;
const choose = (person: Person, frequency: unknown, headers?: Record<string, string>) =>
  call({
    method: "PUT",
    url: "/api/user/communities/digest",
    body: { frequency },
    cookie: person.cookie,
    headers,
  });
const digests = () =>
  queryRows(db(), sql`select user_id, frequency, since, due_at from community_digests order by user_id`);
/** Makes every digest due now, as if its date had come. */
const allDue = () => db().execute(sql`update community_digests set due_at = now() - interval '1 second'`);
async function answer(text: string) {
  const res = await call({
    method: "POST",
    url: `${base()}/posts/${postId}/answers`,
    body: { body: `<p>${text}</p>` },
    cookie: author.cookie,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The reader opens the thread: what it held unseen is seen. */
async function opened() {
  const res = await call({ method: "POST", url: `${base()}/posts/${postId}/seen`, cookie: reader.cookie });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  const [row] = await queryRows<{ slug: string; name: string }>(
    db(),
    sql`select t.slug, t.name from communities c join tokens t on t.id = c.token_id
        where c.is_published order by c.id limit 1`,
  );
  ({ slug, name: tokenName } = row);
  author = await signedUp();
  reader = await signedUp();
  for (const person of [author, reader]) {
    expect(
      (await call({ method: "PUT", url: `${base()}/membership`, cookie: person.cookie })).statusCode,
    ).toBe(200);
    await db().execute(
      sql`update users set created_at = now() - interval '10 days' where email = ${person.email}`,
    );
  }
  const written = await call({
    method: "POST",
    url: `${base()}/posts`,
    body: {
      type: "question",
      language: "en",
      title: "Which explorer shows the right supply?",
      body: "<p>Asking.</p>",
    },
    cookie: author.cookie,
  });
  expect(written.statusCode, written.body).toBe(201);
  postId = written.json().data.id;
  const tracked = await call({
    method: "PUT",
    url: `${base()}/posts/${postId}/tracking`,
    cookie: reader.cookie,
  });
  expect(tracked.statusCode, tracked.body).toBe(200);
});

describe("choosing the digest", () => {
  it("is off until chosen, then daily or weekly, and off removes it", async () => {
    const read = async () => {
      const res = await call({ url: "/api/user/communities/digest", cookie: reader.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.frequency;
    };
    expect(await read()).toBe("off");
    expect((await choose(reader, "weekly")).json()).toEqual({ data: { frequency: "weekly" } });
    expect(await read()).toBe("weekly");
    const [weekly] = await digests();
    expect(new Date(weekly.due_at as string).getTime() - new Date(weekly.since as string).getTime()).toBe(
      7 * 24 * 3_600_000,
    );
    // Changing the frequency keeps what the next mail covers and moves its date.
    expect((await choose(reader, "daily")).statusCode).toBe(200);
    const [daily] = await digests();
    expect(daily.since).toEqual(weekly.since);
    expect(new Date(daily.due_at as string).getTime() - new Date(daily.since as string).getTime()).toBe(
      24 * 3_600_000,
    );
    expect((await choose(reader, "off")).json()).toEqual({ data: { frequency: "off" } });
    expect(await digests()).toEqual([]);
    expect(await read()).toBe("off");
  });

  it("refuses an unknown frequency, a visitor and a foreign origin, writing nothing", async () => {
    await choose(reader, "daily");
    const before = await digests();
    const unknown = await choose(reader, "hourly");
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).error.fields?.frequency).toBeDefined();
    const visitor = await call({
      method: "PUT",
      url: "/api/user/communities/digest",
      body: { frequency: "weekly" },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await call({ url: "/api/user/communities/digest" })).statusCode).toBe(401);
    const foreign = await choose(reader, "weekly", { origin: "https://elsewhere.example" });
    expect(foreign.statusCode).toBe(403);
    expect(await digests()).toEqual(before);
    await choose(reader, "off");
  });
});

describe("a round of digests", () => {
  it("mails the news that arrived since the last digest once it is due, and nothing twice", async () => {
    await choose(reader, "daily");
    await answer("The chain's own explorer does.");
    expect(await digest().sendDue()).toBe(0);
    expect(mails).toEqual([]);

    await allDue();
    expect(await digest().sendDue()).toBe(1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe(reader.email);
    expect(mail.subject).toBe("1 new answer, reaction or mention in the posts you track");
    const thread = `${PUBLIC_URL}/token/${slug}/community/${postId}`;
    expect(mail.text.split("\n")).toEqual([
      "Hello,",
      "",
      "What is new in the posts you track at TokenAtlas since you last opened them:",
      "",
      `${tokenName}: Which explorer shows the right supply? (1 new)`,
      thread,
      "",
      `You get this digest once a day at most. Change or turn it off in your cabinet: ${PUBLIC_URL}/cabinet`,
      "",
      "TokenAtlas",
    ]);

    // The round moved the date a day on: nothing is due, and once due nothing new arrived.
    expect(await digest().sendDue()).toBe(0);
    await allDue();
    expect(await digest().sendDue()).toBe(0);
    expect(mails).toHaveLength(1);

    // A thread with news after the last mail comes again, with all it holds unseen, as the site counts it.
    await answer("So does the aggregator.");
    await answer("Both agree now.");
    await allDue();
    expect(await digest().sendDue()).toBe(1);
    expect(mails[1].subject).toBe("3 new answers, reactions and mentions in the posts you track");
    expect(mails[1].text).toContain("(3 new)");
  });

  it("writes in the reader's language and links to the pages in it", async () => {
    await db().execute(sql`update users set locale = 'ja' where email = ${reader.email}`);
    await opened();
    await answer("Ja.");
    await allDue();
    const before = mails.length;
    expect(await digest().sendDue()).toBe(1);
    const mail = mails[before];
    const ja = JSON.parse(readFileSync(joinPath("locales", "ja", "email.json"), "utf8"));
    expect(mail.subject).toBe(ja.communityDigest.subject_other.replace("{{count}}", "1"));
    expect(mail.text).toContain(`${PUBLIC_URL}/ja/token/${slug}/community/${postId}`);
    await db().execute(sql`update users set locale = 'en' where email = ${reader.email}`);
  });

  it("leaves out hidden posts and sends nobody whose digest is off", async () => {
    await answer("Hidden soon.");
    await db().execute(sql`update community_posts set hidden_at = now() where id = ${postId}`);
    await allDue();
    expect(await digest().sendDue()).toBe(0);
    await db().execute(sql`update community_posts set hidden_at = null where id = ${postId}`);
    await choose(reader, "off");
    await answer("Nobody is told by mail.");
    expect(await digest().sendDue()).toBe(0);
  });

  it("keeps the news of a mail that failed for the next one", async () => {
    await choose(reader, "daily");
    await opened();
    await answer("First news.");
    await allDue();
    failing = true;
    expect(await digest().sendDue()).toBe(0);
    expect(failures).toHaveLength(1);
    failing = false;
    await allDue();
    const before = mails.length;
    expect(await digest().sendDue()).toBe(1);
    expect(mails[before].subject).toBe("1 new answer, reaction or mention in the posts you track");
  });
});

describe("the digest's text", () => {
  it("names at most the threads it was given and counts the rest", () => {
    const items = [1, 2].map((n) => ({
      postId: n,
      title: `Thread ${n}`,
      tokenSlug: "t",
      tokenName: "Token",
      unseen: 3,
    }));
    const mail = digestMail(messages.en, "en", "a@b.example", {
      count: 9,
      threads: 5,
      items,
      origin: PUBLIC_URL,
      frequency: "weekly",
    });
    expect(mail.subject).toBe("9 new answers, reactions and mentions in the posts you track");
    expect(mail.text).toContain("Token: Thread 2 (3 new)\nhttps://tokenatlas.example/token/t/community/2\n");
    expect(mail.text).toContain("…and 3 more threads with news.");
    expect(mail.text).toContain("once a week at most");
  });
});
