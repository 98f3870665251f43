/**
 * Community reads at scale (issue figures for docs/product.md, Communities): 1,000,000 posts over 1,000
 * published communities on PostgreSQL (built once in the benchmark database and kept), each post tracked by its
 * author as the site does, and one member of 50 communities tracking 40 posts in each, some with news.
 * Through the app in-process (app.inject), p50/p95 over SAMPLES requests:
 * - feed: the first page of one community's feed for each `orderBy`, in one language, top over a week, with
 *   `text`, and a deep page (a cursor);
 * - isTracked: the member's feed with `isTracked=true`;
 * - notifications: the member's counts in one community (`GET /api/user/communities/{token}`) and the news
 *   across all of them (`GET /api/user/communities/notifications`), and the header's total alone
 *   (`countTrackedNews`, what each page the server renders for the member reads);
 * - live: a new post's way to readers holding the community's channel (community-live.ts).
 */
import { sql } from "drizzle-orm";
import { type Db, openDb, queryRows } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { hashPassword } from "../domain/accounts/passwords.ts";
import { countTrackedNews } from "../domain/communities/reads.ts";
import { loadConfig } from "../platform/config/env.ts";
import { buildApp } from "../server/app.ts";
import { BENCH_PASSWORD } from "./account-app.ts";
import { communityLiveDelivery } from "./community-live.ts";
import { percentile, round } from "./stats.ts";

const COMMUNITIES = 1_000;
const POSTS_PER_COMMUNITY = 1_000;
const AUTHORS = 1_000;
const MEMBER_COMMUNITIES = 50;
const TRACKED_PER_COMMUNITY = 40;
const SAMPLES = 200;
const MEMBER_EMAIL = "bench-community-member@example.test";
const log = (msg: string) => process.stderr.write(`${msg}\n`);

/** Words the synthetic posts are written with, so a text search matches a realistic share of them. */
const WORDS = (
  "bridge fees wallet staking yield audit governance proposal liquidity pool swap slippage gas layer rollup " +
  "validator airdrop vesting unlock treasury roadmap listing exchange custody ledger hardware seed phrase " +
  "contract upgrade proxy oracle price feed chart volume market depth spread arbitrage lending borrowing " +
  "collateral liquidation stablecoin peg reserve mint burn supply inflation halving miner hashrate node client " +
  "testnet mainnet migration snapshot delegation reward penalty slashing bug bounty exploit incident report"
).split(" ");

/** The 1,000 communities, their 1,000,000 posts and the authors' tracking, unless an earlier run built them. */
async function ensureCommunities(db: Db): Promise<void> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from community_posts p join communities c on c.id = p.community_id
        join tokens t on t.id = c.token_id where t.synthetic`,
  );
  if (n >= COMMUNITIES * POSTS_PER_COMMUNITY) return;
  log("building 1,000 communities with 1,000,000 posts on PostgreSQL…");
  await db.execute(sql`delete from communities c using tokens t where t.id = c.token_id and t.synthetic`);
  await db.execute(
    sql`insert into users (email, nickname, email_verified_at)
        select 'bench-author-' || g || '@example.test', 'bench_author_' || g, now()
        from generate_series(1, ${AUTHORS}) g on conflict do nothing`,
  );
  await db.execute(
    sql`insert into communities (token_id, is_published, post_count, member_count)
        select id, true, ${POSTS_PER_COMMUNITY}, ${AUTHORS} from tokens where synthetic order by id limit ${COMMUNITIES}`,
  );
  const words = sql`(${`{${WORDS.join(",")}}`}::text[])`;
  const batch = 50;
  for (let from = 0; from < COMMUNITIES; from += batch) {
    await db.execute(
      sql`with c as (
            select c.id, row_number() over (order by c.id) as k from communities c join tokens t on t.id = c.token_id
            where t.synthetic order by c.id offset ${from} limit ${batch}),
          a as (select array_agg(id order by id) as ids from users where email like 'bench-author-%'),
          g as (
            select c.id as community_id, c.k, s.g,
              ${words}[1 + (s.g * 31 + c.k * 17) % ${WORDS.length}] as w1,
              ${words}[1 + (s.g * 7 + c.k * 13) % ${WORDS.length}] as w2,
              ${words}[1 + (s.g * 11 + c.k * 3) % ${WORDS.length}] as w3
            from c, generate_series(1, ${POSTS_PER_COMMUNITY}) s(g)),
          p as (
            select g.*, 'Bench post ' || g.g || ' on ' || w1 || ' and ' || w2 as title,
              'What do you think of the ' || w1 || ' ' || w3 || ' and the ' || w2 || ' here?' as plain,
              case when g.g % 5 = 0 then 'de' else 'en' end as language
            from g)
          insert into community_posts
            (community_id, author_id, type, language, title, body, plain, ts_config, search, created_at,
             last_activity_at, answer_count)
          select p.community_id, (select ids from a)[1 + (p.g + p.k) % ${AUTHORS}],
            (array['discussion','question','analysis'])[1 + p.g % 3], p.language, p.title,
            '<p>' || p.plain || '</p>', p.plain,
            case when p.language = 'de' then 'german' else 'english' end,
            to_tsvector((case when p.language = 'de' then 'german' else 'english' end)::regconfig, p.title || ' ' || p.plain),
            now() - make_interval(mins => (${POSTS_PER_COMMUNITY} - p.g) * 5),
            now() - make_interval(mins => ((p.g * 7919) % ${POSTS_PER_COMMUNITY}) * 5),
            (p.g * 104729) % 40
          from p`,
    );
    log(`  ${Math.min(from + batch, COMMUNITIES)}/${COMMUNITIES} communities`);
  }
  await db.execute(
    sql`insert into community_tracks (user_id, post_id, community_id)
        select p.author_id, p.id, p.community_id from community_posts p
        join communities c on c.id = p.community_id join tokens t on t.id = c.token_id
        where t.synthetic and p.author_id is not null on conflict do nothing`,
  );
  await db.execute(sql`analyze community_posts`);
  await db.execute(sql`analyze community_tracks`);
  await db.execute(sql`analyze communities`);
}

/** The member: in 50 communities, tracking 40 posts in each, every fourth with news. Rebuilt on each run. */
async function ensureMember(db: Db): Promise<void> {
  await db.execute(sql`delete from users where email = ${MEMBER_EMAIL}`);
  const [member] = await db
    .insert(users)
    .values({
      email: MEMBER_EMAIL,
      nickname: "bench_member",
      passwordHash: await hashPassword(BENCH_PASSWORD),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  await db.execute(
    sql`with c as (
          select c.id from communities c join tokens t on t.id = c.token_id where t.synthetic
          order by c.id limit ${MEMBER_COMMUNITIES})
        insert into community_members (community_id, user_id) select id, ${member.id} from c`,
  );
  await db.execute(
    sql`insert into community_tracks (user_id, post_id, community_id, unseen)
        select ${member.id}, p.id, p.community_id, case when p.rn % 4 = 0 then 1 + p.rn % 3 else 0 end
        from (
          select p.id, p.community_id, row_number() over (partition by p.community_id order by p.id) as rn
          from community_posts p where p.community_id in (
            select community_id from community_members where user_id = ${member.id})) p
        where p.rn % ${POSTS_PER_COMMUNITY / TRACKED_PER_COMMUNITY} = 0`,
  );
  await db.execute(sql`analyze community_tracks`);
}

export async function communityReads(url: string) {
  const handle = await openDb({ url, poolSize: 4 });
  try {
    await ensureCommunities(handle.db);
    await ensureMember(handle.db);
    const config = loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://localhost:3000",
      API_READ_LIMIT: "1000000",
      // The live part's readers all connect from this machine.
      REALTIME_CONNECTIONS_PER_IP: "1000",
    });
    const app = await buildApp({ config, db: handle.db, ssr: false });
    try {
      await app.ready();
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: MEMBER_EMAIL, password: BENCH_PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}`);
      const cookie = String(login.headers["set-cookie"]).split(";")[0];
      const [{ slug, id: memberId }] = await queryRows<{ slug: string; id: number }>(
        handle.db,
        sql`select t.slug, u.id from community_members m join communities c on c.id = m.community_id
            join tokens t on t.id = c.token_id join users u on u.id = m.user_id
            where u.email = ${MEMBER_EMAIL} order by c.id limit 1`,
      );
      const deep = await app.inject(`/api/communities/${slug}/posts?orderBy=active&limit=20`);
      let cursor = (deep.json() as { nextCursor: string }).nextCursor;
      for (let i = 0; i < 20; i++) {
        const next = await app.inject(
          `/api/communities/${slug}/posts?orderBy=active&limit=20&cursor=${encodeURIComponent(cursor)}`,
        );
        cursor = (next.json() as { nextCursor: string }).nextCursor;
      }
      const feed = `/api/communities/${slug}/posts`;
      const cases: Record<string, { path: string; signedIn?: boolean }> = {
        newest: { path: `${feed}?orderBy=newest` },
        newestInLanguage: { path: `${feed}?language=de` },
        active: { path: `${feed}?orderBy=active` },
        top: { path: `${feed}?orderBy=top` },
        topWeek: { path: `${feed}?orderBy=top&period=week` },
        text: { path: `${feed}?text=bridge` },
        textTwoWords: { path: `${feed}?text=${encodeURIComponent("bridge wallet")}` },
        textOr: { path: `${feed}?text=${encodeURIComponent("bridge or exploit")}` },
        deepActive: { path: `${feed}?orderBy=active&cursor=${encodeURIComponent(cursor)}` },
        isTracked: { path: `/api/user/communities/${slug}/posts?isTracked=true`, signedIn: true },
        isTrackedActive: {
          path: `/api/user/communities/${slug}/posts?isTracked=true&orderBy=active`,
          signedIn: true,
        },
        communityCounts: { path: `/api/user/communities/${slug}`, signedIn: true },
        notifications: { path: "/api/user/communities/notifications", signedIn: true },
      };
      const latencyMs: Record<string, { p50: number; p95: number; results: number }> = {};
      for (const [name, { path, signedIn }] of Object.entries(cases)) {
        const call = () => app.inject({ url: path, headers: signedIn ? { cookie } : {} });
        for (let i = 0; i < 10; i++) await call();
        const times: number[] = [];
        let results = 0;
        for (let i = 0; i < SAMPLES; i++) {
          const start = performance.now();
          const res = await call();
          times.push(performance.now() - start);
          if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
          const body = res.json() as { data: unknown };
          results = Array.isArray(body.data) ? body.data.length : 1;
        }
        times.sort((a, b) => a - b);
        latencyMs[name] = { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), results };
      }
      const headerTimes: number[] = [];
      let news = 0;
      for (let i = 0; i < SAMPLES + 10; i++) {
        const start = performance.now();
        news = await countTrackedNews(handle.db, memberId);
        if (i >= 10) headerTimes.push(performance.now() - start);
      }
      headerTimes.sort((a, b) => a - b);
      const live = await communityLiveDelivery(app, handle.db);
      return {
        posts: COMMUNITIES * POSTS_PER_COMMUNITY,
        communities: COMMUNITIES,
        member: {
          communities: MEMBER_COMMUNITIES,
          tracked: MEMBER_COMMUNITIES * TRACKED_PER_COMMUNITY,
          news,
        },
        latencyMs,
        headerCountMs: { p50: round(percentile(headerTimes, 50)), p95: round(percentile(headerTimes, 95)) },
        live,
        note: "through app.inject in one process; text is PostgreSQL full-text search in the post's language",
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}
