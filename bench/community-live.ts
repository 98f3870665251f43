/**
 * New post to an open feed over /realtime (docs/product.md, Communities): READERS WebSocket clients hold the
 * channel of one community of the benchmark database while POSTS posts are written through the API, one after
 * another, by POSTERS members (each within the posting limits, from an address of their own). A post's delay
 * is from sending its request to each reader receiving its update; the figures are over every (post, reader).
 */
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import { type Db, queryRows } from "../db/client.ts";
import { hashPassword } from "../domain/accounts/passwords.ts";
import { endpointOf, type SubscriptionBody } from "../lib/realtime/protocol.ts";
import { solvedCaptcha } from "../tests/support/captcha.ts";
import { BENCH_PASSWORD } from "./account-app.ts";
import { summarize } from "./stats.ts";

const READERS = 100;
const POSTERS = 20;
const POSTS = 200;
const ORIGIN = "http://localhost:3000";

type Community = { id: number; slug: string; address: string; chainId: number };

/** POSTERS members of the community whose accounts are past the new-account limit; their session cookies. */
async function posters(app: FastifyInstance, db: Db, community: Community): Promise<string[]> {
  await db.execute(sql`delete from users where email like 'bench-live-poster-%'`);
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.execute(
    sql`with u as (
          insert into users (email, nickname, password_hash, email_verified_at, created_at)
          select 'bench-live-poster-' || g || '@example.test', 'bench_live_' || g, ${hash}, now(),
            now() - interval '30 days'
          from generate_series(1, ${POSTERS}) g returning id)
        insert into community_members (community_id, user_id) select ${community.id}, id from u`,
  );
  const cookies: string[] = [];
  for (let i = 1; i <= POSTERS; i++) {
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: `10.9.0.${i}`,
      payload: { email: `bench-live-poster-${i}@example.test`, password: BENCH_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`poster sign-in answered ${login.statusCode}`);
    cookies.push(String(login.headers["set-cookie"]).split(";")[0]);
  }
  return cookies;
}

/** A reader holding the channel: resolves once its snapshot came; `onUpdate` gets each update's seq. */
function reader(url: string, body: SubscriptionBody, onUpdate: (seq: number) => void) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { origin: ORIGIN });
    socket.on("error", reject);
    socket.on("open", () =>
      socket.send(JSON.stringify({ type: "subscribe", endpoint: endpointOf(body), body })),
    );
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as { type: string; seq: number };
      if (message.type === "snapshot") resolve(socket);
      else if (message.type === "update") onUpdate(message.seq);
      else if (message.type === "error") reject(new Error(String(data)));
    });
  });
}

export async function communityLiveDelivery(app: FastifyInstance, db: Db) {
  const [community] = await queryRows<Community>(
    db,
    sql`select c.id, t.slug, t.address, t.chain_id as "chainId" from communities c
        join tokens t on t.id = c.token_id where t.synthetic and c.is_published order by c.id limit 1`,
  );
  const cookies = await posters(app, db, community);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/realtime`;
  const body: SubscriptionBody = {
    topic: "COMMUNITY",
    address: community.address,
    chainId: community.chainId,
  };

  /** When each post's request went out, by the seq its write gave, and the readers' delays. */
  const sentAt = new Map<number, number>();
  const delays: number[] = [];
  let waiting: { seq: number; left: number; done: () => void } | undefined;
  const received = (seq: number) => {
    const start = sentAt.get(seq);
    if (start !== undefined) delays.push(performance.now() - start);
    if (waiting && waiting.seq === seq && --waiting.left === 0) waiting.done();
  };
  const sockets = await Promise.all(Array.from({ length: READERS }, () => reader(url, body, received)));
  try {
    for (let i = 0; i < POSTS; i++) {
      const [{ live_seq: seq }] = await queryRows<{ live_seq: number }>(
        db,
        sql`select live_seq from communities where id = ${community.id}`,
      );
      const next = Number(seq) + 1;
      const all = new Promise<void>((done) => {
        waiting = { seq: next, left: READERS, done };
      });
      // Solved before the clock starts, as a page's widget solves it while the member writes.
      const captcha = await solvedCaptcha(app);
      sentAt.set(next, performance.now());
      const res = await app.inject({
        method: "POST",
        url: `/api/user/communities/${community.slug}/posts`,
        remoteAddress: `10.9.0.${1 + (i % POSTERS)}`,
        headers: { cookie: cookies[i % POSTERS], origin: ORIGIN },
        payload: {
          type: "discussion",
          language: "en",
          title: `Live bench post ${i + 1}`,
          body: "<p>Measuring how fast a new post reaches an open feed.</p>",
          captcha,
        },
      });
      if (res.statusCode !== 201) throw new Error(`post answered ${res.statusCode} ${res.body}`);
      await all;
    }
  } finally {
    for (const socket of sockets) socket.close();
  }
  return {
    readers: READERS,
    posts: POSTS,
    deliveries: delays.length,
    newPostToFeedMs: summarize(delays),
    note: "request sent to update received, API and readers in one process on the in-process bus",
  };
}
