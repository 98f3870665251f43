import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { createNews } from "../../../domain/communities/news.ts";
import { endpointOf, type NewsBody, newsEndpoint } from "../../../lib/realtime/protocol.ts";
import { setupAccountApp } from "../../../tests/support/account-client.ts";
import { communityMember } from "../../../tests/support/community-member.ts";
import { TEST_ORIGIN } from "../../../tests/support/test-app.ts";
import { connectWs, type WsClient } from "../../../tests/support/ws-client.ts";

/**
 * An account's news count live on `/realtime` (docs/decisions/028-account-news-channel.md): a page subscribes to
 * `/chanel/account/news/{userId}` with the ticket the server signed for it, and every answer, first reaction or
 * mention that gives the account news, and every thread it opens, arrives as the account's new total.
 */
const KEY = "news-ticket-key-for-tests-0123456789";
const { app, db, call, signedUp } = setupAccountApp({ content: true, env: { REALTIME_TICKET_KEY: KEY } });

let slug: string;
let url: string;
const clients: WsClient[] = [];
/** Signs with the site's key, as the root loader does for a signed-in page. */
const tickets = (now = Date.now) =>
  createNews(db(), { key: KEY, publish: async () => {}, onError: () => {}, now });

const idOf = async (email: string) => {
  const [row] = await queryRows<{ id: number }>(db(), sql`select id from users where email = ${email}`);
  return Number(row.id);
};

async function following(ticket: string) {
  const client = await connectWs(url, { origin: TEST_ORIGIN });
  clients.push(client);
  const body: NewsBody = { topic: "NEWS", ticket };
  client.send({ type: "subscribe", endpoint: endpointOf(body), body });
  return client;
}

const member = () => communityMember({ db, call, signedUp }, slug);

async function postOf(cookie: string, body = "<p>What do you think?</p>") {
  const posted = await call({
    method: "POST",
    url: `/api/user/communities/${slug}/posts`,
    cookie,
    body: { type: "question", language: "en", title: "Counting the news live", body },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json().data.id as number;
}

beforeAll(async () => {
  await app().listen({ port: 0, host: "127.0.0.1" });
  url = `ws://127.0.0.1:${(app().server.address() as AddressInfo).port}/realtime`;
  const [row] = await queryRows<{ slug: string }>(
    db(),
    sql`select t.slug from tokens t join communities c on c.token_id = t.id where c.is_published
        order by c.id limit 1`,
  );
  slug = row.slug;
});

afterAll(() => {
  for (const client of clients) client.close();
});

describe("an account's news channel", () => {
  it("brings the total when others answer or react, and when the account opens the thread", async () => {
    const author = await member();
    const other = await member();
    const authorId = await idOf(author.email);
    const postId = await postOf(author.cookie);
    const client = await following(tickets().ticket(authorId));
    const endpoint = newsEndpoint(authorId);
    const snapshot = await client.next((m) => m.type === "snapshot");
    expect(snapshot).toMatchObject({ type: "snapshot", endpoint, data: { count: 0 } });

    const answered = await call({
      method: "POST",
      url: `/api/user/communities/${slug}/posts/${postId}/answers`,
      cookie: other.cookie,
      body: { body: "<p>An answer.</p>" },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const first = await client.next((m) => m.type === "update");
    expect(first).toMatchObject({ endpoint, data: { count: 1 } });
    if (first.type !== "update" || snapshot.type !== "snapshot") throw new Error("unreachable");
    expect(first.seq).toBeGreaterThan(snapshot.seq);

    const reacted = await call({
      method: "PUT",
      url: `/api/user/communities/${slug}/posts/${postId}/reaction`,
      cookie: other.cookie,
      body: { kind: "like" },
    });
    expect(reacted.statusCode, reacted.body).toBe(200);
    expect(await client.next((m) => m.type === "update")).toMatchObject({ data: { count: 2 } });

    const seen = await call({
      method: "POST",
      url: `/api/user/communities/${slug}/posts/${postId}/seen`,
      cookie: author.cookie,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(await client.next((m) => m.type === "update")).toMatchObject({ data: { count: 0 } });

    // The answer's own author heard nothing: their count did not change.
    const otherClient = await following(tickets().ticket(await idOf(other.email)));
    expect(await otherClient.next((m) => m.type === "snapshot")).toMatchObject({ data: { count: 0 } });
    expect(otherClient.messages.filter((m) => m.type === "update")).toEqual([]);
  });

  it("tells a mentioned member, and a late subscriber starts from the database's count", async () => {
    const author = await member();
    const mentioned = await member();
    const mentionedId = await idOf(mentioned.email);
    const client = await following(tickets().ticket(mentionedId));
    await client.next((m) => m.type === "snapshot");
    await postOf(author.cookie, `<p>What do you think, @${mentioned.nickname}?</p>`);
    expect(await client.next((m) => m.type === "update")).toMatchObject({ data: { count: 1 } });
    const late = await following(tickets().ticket(mentionedId));
    expect(await late.next((m) => m.type === "snapshot")).toMatchObject({ data: { count: 1 } });
  });

  it("refuses a ticket the site did not sign, one for another account, an expired one and a malformed one", async () => {
    const someone = await member();
    const id = await idOf(someone.email);
    const good = tickets().ticket(id);
    const [, expires, signature] = good.split(".");
    const forged = createNews(db(), {
      key: "another-key-0123456789abcdef",
      publish: async () => {},
      onError: () => {},
    });
    const expired = tickets(() => Date.now() - 25 * 60 * 60 * 1000).ticket(id);
    for (const ticket of [forged.ticket(id), `${id + 1}.${expires}.${signature}`, expired]) {
      const client = await following(ticket);
      const error = await client.next((m) => m.type === "error");
      expect(error).toMatchObject({ code: "bad_ticket", endpoint: endpointOf({ topic: "NEWS", ticket }) });
      expect(client.messages.filter((m) => m.type === "snapshot")).toEqual([]);
    }
    const client = await connectWs(url, { origin: TEST_ORIGIN });
    clients.push(client);
    client.send({ type: "subscribe", endpoint: newsEndpoint(id), body: { topic: "NEWS", ticket: "nope" } });
    expect(await client.next((m) => m.type === "error")).toMatchObject({ code: "bad_ticket" });
    client.send({ type: "subscribe", endpoint: newsEndpoint(id + 1), body: { topic: "NEWS", ticket: good } });
    expect(await client.next((m) => m.type === "error")).toMatchObject({ code: "endpoint_mismatch" });
  });
});
