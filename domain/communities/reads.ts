import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import {
  type PostType,
  periodDays,
  type ReactionCounts,
  type ReactionKind,
  reactionKinds,
} from "../../lib/communities.ts";
import { encodeCursor } from "../catalog/cursor.ts";
import { type FeedQuery, orderColumns } from "./filter.ts";

/** The token a community belongs to, as its pages and lists name it. */
export type CommunityToken = { slug: string; name: string; symbol: string; logo: string | null };

/** The spec's community selection, with what pages show of the community. */
export type Community = {
  id: number;
  tokenId: number;
  /** News on what the reader tracks here (domain/communities/tracking.ts); 0 for a visitor. */
  countNotifications: number;
  isPublished: boolean;
  token: CommunityToken;
  postCount: number;
  memberCount: number;
  lastActivityAt: string;
  /** What names the community's live channel on /realtime: its token's contract and chain. */
  channel: { address: string; chainId: number };
};

export type Author = { nickname: string | null };

export type PostSummary = {
  id: number;
  communityId: number;
  token: CommunityToken;
  type: PostType;
  language: string;
  title: string;
  /** The start of the post's plain text. */
  excerpt: string;
  author: Author;
  createdAt: string;
  editedAt: string | null;
  answerCount: number;
  lastActivityAt: string;
  demo: boolean;
  reactions: ReactionCounts;
  /** The signed-in reader's tracking of the post; left out for visitors. */
  viewer?: { tracked: boolean; unseen: number };
};

export type Answer = {
  id: number;
  parentId: number | null;
  author: Author;
  /** Empty once deleted: a deleted answer keeps its place in the thread, without its text. */
  body: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  demo: boolean;
  reactions: ReactionCounts;
  /** Hidden by the editors: kept in the thread without its author and text, except for its author. */
  hidden: boolean;
  /** On a signed-in reader's thread page: the author is a member the reader blocked, and the text is left out. */
  blocked?: boolean;
};

export type PostDetail = PostSummary & {
  body: string;
  answers: Answer[];
  /** Hidden by the editors: only its author reads it, so marked. */
  hidden?: boolean;
};

export type FeedPage = { data: PostSummary[]; nextCursor: string | null; prevCursor: string | null };

/** The tracked posts with news, and the total of their news. */
export type TrackedNews = { count: number; items: PostSummary[] };

type Row = Record<string, unknown>;

const EXCERPT = 240;
/** The answers a thread shows, oldest first. */
const THREAD_ANSWERS = 500;

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

function excerptOf(plain: string): string {
  const flat = plain.replace(/\s+/g, " ").trim();
  return flat.length <= EXCERPT ? flat : `${flat.slice(0, EXCERPT - 1).trimEnd()}…`;
}

const communityColumns = sql.raw(
  `c.id, c.token_id, c.is_published, c.post_count, c.member_count, c.last_activity_at,
   t.address as token_address, t.chain_id as token_chain_id, t.slug as token_slug, t.name as token_name, t.symbol as token_symbol, t.logo as token_logo`,
);

const tokenOf = (row: Row): CommunityToken => ({
  slug: String(row.token_slug),
  name: String(row.token_name),
  symbol: String(row.token_symbol),
  logo: (row.token_logo as string | null) ?? null,
});

function toCommunity(row: Row): Community {
  return {
    id: Number(row.id),
    tokenId: Number(row.token_id),
    countNotifications: 0,
    isPublished: Boolean(row.is_published),
    token: tokenOf(row),
    postCount: Number(row.post_count),
    memberCount: Number(row.member_count),
    lastActivityAt: iso(row.last_activity_at),
    channel: { address: String(row.token_address), chainId: Number(row.token_chain_id) },
  };
}

const postColumns = sql.raw(
  `p.id, p.community_id, p.type, p.language, p.title, p.plain, p.created_at, p.edited_at, p.answer_count,
   p.last_activity_at, p.demo, u.nickname,
   t.slug as token_slug, t.name as token_name, t.symbol as token_symbol, t.logo as token_logo`,
);

const postFrom = sql.raw(
  `community_posts p join communities c on c.id = p.community_id join tokens t on t.id = c.token_id
   left join users u on u.id = p.author_id`,
);

/** Reaction counts of posts and, with `answers`, of their answers: `of(postId, answerId)` reads one item's. */
export async function readReactions(db: Db, postIds: number[], answers: boolean) {
  const counts = new Map<string, ReactionCounts>();
  if (postIds.length > 0) {
    const rows = await queryRows<Row>(
      db,
      sql`select post_id, answer_id, kind, count(*)::int as n from community_reactions
          where post_id in (${sql.join(postIds, sql`, `)}) ${answers ? sql`` : sql`and answer_id is null`}
          group by post_id, answer_id, kind`,
    );
    for (const row of rows) {
      const key = `${row.post_id}:${row.answer_id ?? ""}`;
      const item = counts.get(key) ?? noReactions();
      item[row.kind as ReactionKind] = Number(row.n);
      counts.set(key, item);
    }
  }
  return (postId: number, answerId: number | null = null) =>
    counts.get(`${postId}:${answerId ?? ""}`) ?? noReactions();
}

const noReactions = (): ReactionCounts =>
  Object.fromEntries(reactionKinds.map((kind) => [kind, 0])) as ReactionCounts;

/** Feed rows as posts, each with its reaction counts. */
async function toPosts(db: Db, rows: Row[]): Promise<PostSummary[]> {
  const of = await readReactions(
    db,
    rows.map((row) => Number(row.id)),
    false,
  );
  return rows.map((row) => toPost(row, of(Number(row.id))));
}

function toPost(row: Row, reactions: ReactionCounts): PostSummary {
  const viewer =
    row.viewer_unseen === undefined
      ? undefined
      : { tracked: row.viewer_unseen !== null, unseen: Number(row.viewer_unseen ?? 0) };
  return {
    id: Number(row.id),
    communityId: Number(row.community_id),
    token: tokenOf(row),
    type: row.type as PostType,
    language: String(row.language),
    title: String(row.title),
    excerpt: excerptOf(String(row.plain)),
    author: { nickname: (row.nickname as string | null) ?? null },
    createdAt: iso(row.created_at),
    editedAt: isoOrNull(row.edited_at),
    answerCount: Number(row.answer_count),
    lastActivityAt: iso(row.last_activity_at),
    demo: Boolean(row.demo),
    reactions,
    ...(viewer ? { viewer } : {}),
  };
}

/** A published community by its token's slug (an unpublished one is not there for readers). */
export async function getCommunity(db: Db, tokenSlug: string): Promise<Community | undefined> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${communityColumns} from communities c join tokens t on t.id = c.token_id
        where t.slug = ${tokenSlug} and c.is_published`,
  );
  return row ? toCommunity(row) : undefined;
}

/** The published communities with the latest activity first (the hub). */
export async function readActiveCommunities(db: Db, limit: number): Promise<Community[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select ${communityColumns} from communities c join tokens t on t.id = c.token_id
        where c.is_published order by c.last_activity_at desc, c.id desc limit ${limit}`,
  );
  return rows.map(toCommunity);
}

/**
 * What the hub's lists of posts keep across communities: posts of published communities, leaving out deleted and
 * hidden ones; with a `memberId`, only those of the communities the member joined and none by members they
 * blocked (the hub's "From your communities").
 */
function acrossConditions(memberId?: number): SQL[] {
  const where = [sql`c.is_published`, sql`p.deleted_at is null`, sql`p.hidden_at is null`];
  if (memberId !== undefined)
    where.push(
      sql`p.community_id in (select community_id from community_members where user_id = ${memberId})`,
      sql`not exists (select 1 from community_blocks b where b.user_id = ${memberId} and b.blocked_id = p.author_id)`,
    );
  return where;
}

/** The newest posts across communities as `acrossConditions` says, only those in `language` when given. */
export async function readNewestAcross(
  db: Db,
  options: { limit: number; language?: string; memberId?: number },
): Promise<PostSummary[]> {
  const where = acrossConditions(options.memberId);
  if (options.language) where.push(sql`p.language = ${options.language}`);
  const rows = await queryRows<Row>(
    db,
    sql`select ${postColumns} from ${postFrom} where ${sql.join(where, sql` and `)}
        order by p.created_at desc, p.id desc limit ${options.limit}`,
  );
  return toPosts(db, rows);
}

/** How many posts `acrossConditions` keeps in languages other than `language` (the hub's reader-first lists). */
export async function countOtherLanguagesAcross(
  db: Db,
  language: string,
  memberId?: number,
): Promise<number> {
  const where = acrossConditions(memberId);
  where.push(sql`p.language <> ${language}`);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from community_posts p join communities c on c.id = p.community_id
        where ${sql.join(where, sql` and `)}`,
  );
  return Number(row.n);
}

/**
 * What a feed's filter keeps of a community's posts (every field but the language and the cursor): deleted and
 * hidden posts are left out; with a `viewerId`, the reader's tracking is joined (only what they track with
 * `isTracked`) and the posts of members they blocked are left out.
 */
function feedConditions(communityId: number, query: FeedQuery, viewerId?: number) {
  const where: SQL[] = [
    sql`p.community_id = ${communityId}`,
    sql`p.deleted_at is null`,
    sql`p.hidden_at is null`,
  ];
  const tracking =
    viewerId === undefined
      ? { columns: sql``, join: sql`` }
      : {
          columns: sql`, tr.unseen as viewer_unseen`,
          join: sql`${sql.raw(query.isTracked ? "join" : "left join")} community_tracks tr
                      on tr.post_id = p.id and tr.user_id = ${viewerId}`,
        };
  if (viewerId !== undefined)
    where.push(
      sql`not exists (select 1 from community_blocks b where b.user_id = ${viewerId} and b.blocked_id = p.author_id)`,
    );
  if (query.type) where.push(sql`p.type = ${query.type}`);
  if (query.period)
    where.push(sql`p.created_at >= now() - make_interval(days => ${periodDays[query.period]})`);
  if (query.text) where.push(sql`p.search @@ websearch_to_tsquery(p.ts_config::regconfig, ${query.text})`);
  return { where, tracking };
}

/**
 * How many posts the filter keeps in languages other than `language` (the reader-first feed's "N posts in other
 * languages", docs/decisions/026-communities-owners-and-languages.md).
 */
export async function countOtherLanguages(
  db: Db,
  communityId: number,
  query: FeedQuery,
  language: string,
  viewerId?: number,
): Promise<number> {
  const { where, tracking } = feedConditions(communityId, query, viewerId);
  where.push(sql`p.language <> ${language}`);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from community_posts p ${tracking.join} where ${sql.join(where, sql` and `)}`,
  );
  return Number(row.n);
}

/**
 * One page of a community's feed by keyset: the cursor carries the order's value and the id of the row to
 * continue from (domain/catalog/cursor.ts), so a deep page costs what the first does. The filter applies as
 * `feedConditions` says, and `language` keeps the posts written in it. With a `viewerId` each post carries the
 * reader's tracking.
 */
export async function readFeed(
  db: Db,
  communityId: number,
  query: FeedQuery,
  viewerId?: number,
): Promise<FeedPage> {
  const { column, cast } = orderColumns[query.orderBy];
  const expr = sql.raw(column);
  const { where, tracking } = feedConditions(communityId, query, viewerId);
  if (query.language) where.push(sql`p.language = ${query.language}`);
  const { cursor } = query;
  const backwards = cursor?.before === true;
  if (cursor) {
    const cmp = sql.raw(backwards ? ">" : "<");
    where.push(sql`(${expr}, p.id) ${cmp} (cast(${String(cursor.value)} as ${sql.raw(cast)}), ${cursor.id})`);
  }
  const dir = sql.raw(backwards ? "asc" : "desc");
  const rows = await queryRows<Row>(
    db,
    sql`select ${postColumns}, (${expr})::text as sort_value ${tracking.columns} from ${postFrom} ${tracking.join}
        where ${sql.join(where, sql` and `)}
        order by ${expr} ${dir}, p.id ${dir} limit ${query.limit + 1}`,
  );
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (backwards) page.reverse();
  const at = (row: Row | undefined, before: boolean) =>
    row ? encodeCursor({ value: String(row.sort_value), id: Number(row.id), before }) : null;
  const hasNext = backwards ? true : more;
  const hasPrev = backwards ? more : cursor !== undefined;
  return {
    data: await toPosts(db, page),
    nextCursor: hasNext ? at(page.at(-1), false) : null,
    prevCursor: hasPrev ? at(page[0], true) : null,
  };
}

/**
 * A post of a community, not deleted, with its body and its answers oldest first. A hidden post is there only
 * for its author (`viewerId`), marked; a hidden answer keeps its place without its author and text, except for
 * its author.
 */
export async function readPost(
  db: Db,
  communityId: number,
  postId: number,
  viewerId?: number,
): Promise<PostDetail | undefined> {
  const viewer = viewerId ?? null;
  const [row] = await queryRows<Row>(
    db,
    sql`select ${postColumns}, p.body, p.hidden_at from ${postFrom}
        where p.id = ${postId} and p.community_id = ${communityId} and p.deleted_at is null
          and (p.hidden_at is null or p.author_id = ${viewer})`,
  );
  if (!row) return undefined;
  const answers = await queryRows<Row>(
    db,
    sql`select a.id, a.parent_id, a.body, a.created_at, a.edited_at, a.deleted_at, a.demo, u.nickname,
          a.hidden_at is not null as hidden, a.hidden_at is not null and a.author_id is distinct from ${viewer} as masked
        from community_answers a left join users u on u.id = a.author_id
        where a.post_id = ${postId} order by a.created_at, a.id limit ${THREAD_ANSWERS}`,
  );
  const of = await readReactions(db, [postId], true);
  return {
    ...toPost(row, of(postId)),
    body: String(row.body),
    ...(row.hidden_at == null ? {} : { hidden: true }),
    answers: answers.map((a) => {
      const deleted = a.deleted_at !== null && a.deleted_at !== undefined;
      const empty = deleted || a.masked === true;
      return {
        id: Number(a.id),
        parentId: a.parent_id === null ? null : Number(a.parent_id),
        author: { nickname: empty ? null : ((a.nickname as string | null) ?? null) },
        body: empty ? "" : String(a.body),
        createdAt: iso(a.created_at),
        editedAt: isoOrNull(a.edited_at),
        deleted,
        hidden: a.hidden === true,
        demo: Boolean(a.demo),
        reactions: of(postId, Number(a.id)),
      };
    }),
  };
}

/** A user's tracked, live posts (neither deleted nor hidden) of published communities that have news. */
/** The tracked posts with news of the users `users` names (`= id` or `in (…)`), in published communities. */
const trackedNewsOf = (users: SQL) => sql`from community_tracks tr
  join community_posts p on p.id = tr.post_id and p.deleted_at is null and p.hidden_at is null
  join communities c on c.id = p.community_id and c.is_published
  where tr.user_id ${users} and tr.unseen > 0`;
const trackedNews = (userId: number) => trackedNewsOf(sql`= ${userId}`);

/** The total of each user's news across published communities (the header's count), by user; none is 0. */
export async function countTrackedNewsOf(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await queryRows<{ user_id: number; n: number }>(
    db,
    sql`select tr.user_id, sum(tr.unseen)::int as n
        ${trackedNewsOf(
          sql`in (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )}
        group by tr.user_id`,
  );
  const counts = new Map(userIds.map((id) => [id, 0]));
  for (const row of rows) counts.set(Number(row.user_id), Number(row.n));
  return counts;
}

/** The total of one user's news: the header's count. */
export const countTrackedNews = async (db: Db, userId: number): Promise<number> =>
  (await countTrackedNewsOf(db, [userId])).get(userId) ?? 0;

/**
 * A user's tracked posts with news across published communities, most recent activity first (at most `limit`),
 * and the total of their news.
 */
export async function readTrackedNews(db: Db, userId: number, limit: number): Promise<TrackedNews> {
  const [count, ids] = await Promise.all([
    countTrackedNews(db, userId),
    queryRows<{ id: number }>(
      db,
      sql`select p.id ${trackedNews(userId)} order by p.last_activity_at desc, p.id desc limit ${limit}`,
    ),
  ]);
  if (ids.length === 0) return { count, items: [] };
  const rows = await queryRows<Row>(
    db,
    sql`select ${postColumns}, tr.unseen as viewer_unseen from ${postFrom}
        join community_tracks tr on tr.post_id = p.id and tr.user_id = ${userId}
        where p.id in (${sql.join(
          ids.map((row) => sql`${row.id}`),
          sql`, `,
        )})
        order by p.last_activity_at desc, p.id desc`,
  );
  return { count, items: await toPosts(db, rows) };
}

/** A tracked thread in an email digest: its title, its token and how much is new in it. */
export type DigestThread = {
  postId: number;
  title: string;
  tokenSlug: string;
  tokenName: string;
  unseen: number;
};

/**
 * The tracked posts whose news arrived after `since` (the digest's last mail), most news first (at most
 * `limit`), with the total of that news and how many threads carry it.
 */
export async function readDigestNews(
  db: Pick<Db, "execute">,
  userId: number,
  since: Date,
  limit: number,
): Promise<{ count: number; threads: number; items: DigestThread[] }> {
  const rows = await queryRows<Row>(
    db,
    sql`select n.id, n.title, n.unseen, t.slug, t.name,
          sum(n.unseen) over ()::int as total, count(*) over ()::int as threads
        from (select p.id, p.title, tr.unseen, c.token_id ${trackedNews(userId)} and tr.noted_at > ${since}) n
        join tokens t on t.id = n.token_id
        order by n.unseen desc, n.id desc limit ${limit}`,
  );
  return {
    count: rows.length > 0 ? Number(rows[0].total) : 0,
    threads: rows.length > 0 ? Number(rows[0].threads) : 0,
    items: rows.map((row) => ({
      postId: Number(row.id),
      title: String(row.title),
      tokenSlug: String(row.slug),
      tokenName: String(row.name),
      unseen: Number(row.unseen),
    })),
  };
}

/** Every published community with when its feed last changed (sitemaps). */
export async function listPublishedCommunities(db: Db): Promise<{ tokenSlug: string; lastmod: string }[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select t.slug, c.last_activity_at from communities c join tokens t on t.id = c.token_id
        where c.is_published order by c.id`,
  );
  return rows.map((row) => ({ tokenSlug: String(row.slug), lastmod: iso(row.last_activity_at) }));
}
