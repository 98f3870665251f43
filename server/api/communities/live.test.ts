import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { getAddress } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { endpointOf, type SubscriptionBody } from "../../../lib/realtime/protocol.ts";
import { setupAccountApp } from "../../../tests/support/account-client.ts";
import { communityMember } from "../../../tests/support/community-member.ts";
import { TEST_ORIGIN } from "../../../tests/support/test-app.ts";
import { connectWs, type WsClient } from "../../../tests/support/ws-client.ts";

/**
 * A community's live channel through the real server: a reader's WebSocket subscribes to
 * `/chanel/community/posts/{address}_{chainId}`, and each post or answer a member writes over HTTP arrives as
 * the next `seq` with the community's post count (docs/architecture.md, Realtime protocol).
 */
const { app, db, call, signedUp } = setupAccountApp({ content: true });

type Token = { slug: string; address: string; chainId: number };
let published: Token;
let url: string;
const clients: WsClient[] = [];

const channel = (token: Pick<Token, "address" | "chainId">): SubscriptionBody => ({
  topic: "COMMUNITY",
  address: token.address,
  chainId: token.chainId,
});

async function subscribed(body: SubscriptionBody) {
  const client = await connectWs(url, { origin: TEST_ORIGIN });
  clients.push(client);
  client.send({ type: "subscribe", endpoint: endpointOf(body), body });
  return client;
}

const member = () => communityMember({ db, call, signedUp }, published.slug);

const tokenRow = (where: ReturnType<typeof sql>) =>
  queryRows<Token>(
    db(),
    sql`select t.slug, t.address, t.chain_id as "chainId" from tokens t where ${where} limit 1`,
  );

beforeAll(async () => {
  await app().listen({ port: 0, host: "127.0.0.1" });
  url = `ws://127.0.0.1:${(app().server.address() as AddressInfo).port}/realtime`;
  [published] = await tokenRow(
    sql`t.id = (select token_id from communities where is_published order by id limit 1)`,
  );
});

afterAll(() => {
  for (const client of clients) client.close();
});

describe("a community's live channel", () => {
  it("answers with the community's seq and post count, then each new post and answer in order", async () => {
    const [before] = await queryRows<{ live_seq: number; post_count: number }>(
      db(),
      sql`select c.live_seq, c.post_count from communities c join tokens t on t.id = c.token_id
          where t.slug = ${published.slug}`,
    );
    // The checksummed spelling names the same channel; the answer comes under the spelling sent.
    const body = channel({ ...published, address: getAddress(published.address) });
    const client = await subscribed(body);
    const endpoint = endpointOf(body);
    expect(await client.next((m) => m.type === "snapshot")).toEqual({
      type: "snapshot",
      endpoint,
      seq: before.live_seq,
      data: { postCount: before.post_count, event: null },
    });

    const { cookie } = await member();
    const posted = await call({
      method: "POST",
      url: `/api/user/communities/${published.slug}/posts`,
      cookie,
      body: {
        type: "question",
        language: "en",
        title: "Does the channel say so?",
        body: "<p>A new post.</p>",
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const postId = posted.json().data.id as number;
    const first = await client.next((m) => m.type === "update");
    expect(first).toMatchObject({
      type: "update",
      endpoint,
      seq: before.live_seq + 1,
      data: { postCount: before.post_count + 1, event: { kind: "post", postId, answerId: null } },
    });

    const answered = await call({
      method: "POST",
      url: `/api/user/communities/${published.slug}/posts/${postId}/answers`,
      cookie,
      body: { body: "<p>And an answer.</p>" },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(await client.next((m) => m.type === "update")).toMatchObject({
      seq: before.live_seq + 2,
      data: {
        postCount: before.post_count + 1,
        event: { kind: "answer", postId, answerId: answered.json().data.id },
      },
    });

    // A reader arriving now starts from the last announcement.
    const late = await subscribed(channel(published));
    expect(await late.next((m) => m.type === "snapshot")).toMatchObject({
      seq: before.live_seq + 2,
      data: { postCount: before.post_count + 1, event: { kind: "answer", postId } },
    });
  });

  it("refuses the channel of a token without a published community, and of an unknown token", async () => {
    const [bare] = await tokenRow(sql`not exists (select 1 from communities c where c.token_id = t.id)`);
    await db().execute(sql`update communities set is_published = false where id = (
      select id from communities where is_published order by id desc limit 1)`);
    const [hidden] = await tokenRow(
      sql`t.id = (select token_id from communities where not is_published order by id desc limit 1)`,
    );
    const unknown = { address: "0x00000000000000000000000000000000000000ff", chainId: 1 };
    for (const token of [bare, hidden, unknown]) {
      const body = channel(token);
      const client = await subscribed(body);
      expect(await client.next((m) => m.type === "error")).toMatchObject({
        endpoint: endpointOf(body),
        code: "not_found",
      });
      expect(client.messages.filter((m) => m.type === "snapshot")).toEqual([]);
    }
  });
});
