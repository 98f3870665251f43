import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { Caller } from "../accounts/sessions.ts";
import { NotFound } from "../errors.ts";
import type { News } from "./news.ts";
import { getCommunity, readTrackedNews } from "./reads.ts";

type Executor = Pick<Db, "execute">;

/** What the reader tracks in one community: the spec's `countNotifications` and `countIsTracked`. */
export type TrackingSummary = {
  /** Answers, reactions and mentions by others on the tracked posts since the reader last opened each. */
  countNotifications: number;
  /** Tracked posts with news since the reader last opened them. */
  countIsTracked: number;
};

/** The reader's tracking of one post. */
export type PostTracking = { tracked: boolean; unseen: number };

/** The most tracked posts with news the notifications list shows, newest activity first. */
const NOTIFICATIONS = 50;

/** Starts tracking a post for a user; tracking it again changes nothing (what was unseen stays). */
export async function trackPost(
  db: Executor,
  entry: { userId: number; postId: number; communityId: number; at: Date },
): Promise<void> {
  await db.execute(
    sql`insert into community_tracks (user_id, post_id, community_id, created_at, seen_at)
        values (${entry.userId}, ${entry.postId}, ${entry.communityId}, ${entry.at}, ${entry.at})
        on conflict do nothing`,
  );
}

/**
 * Something new in a post by `actorId`: every other tracker has one more unseen item in it, except those who
 * blocked the actor (domain/communities/blocks.ts). The trackers told, whose news count changed.
 */
export async function noteActivity(db: Executor, postId: number, actorId: number | null): Promise<number[]> {
  const told = await queryRows<{ user_id: number }>(
    db,
    sql`update community_tracks tr set unseen = unseen + 1, noted_at = now()
        where tr.post_id = ${postId} and tr.user_id is distinct from ${actorId}
          and not exists (
            select 1 from community_blocks b where b.user_id = tr.user_id and b.blocked_id = ${actorId})
        returning tr.user_id`,
  );
  return told.map((row) => Number(row.user_id));
}

/** The reader's counts in one community: deleted and hidden posts no longer count. */
export async function trackingSummary(db: Db, userId: number, communityId: number): Promise<TrackingSummary> {
  const [row] = await queryRows<{ notifications: number; threads: number }>(
    db,
    sql`select coalesce(sum(tr.unseen), 0)::int as notifications, count(*) filter (where tr.unseen > 0)::int as threads
        from community_tracks tr
        join community_posts p on p.id = tr.post_id and p.deleted_at is null and p.hidden_at is null
        where tr.user_id = ${userId} and tr.community_id = ${communityId}`,
  );
  return { countNotifications: Number(row.notifications), countIsTracked: Number(row.threads) };
}

/**
 * Tracking of posts in token communities (docs/product.md, Communities): a signed-in reader tracks any post of
 * a published community, opening a tracked thread clears its news, and the notifications list gathers the
 * tracked posts with news across communities.
 */
export function createTracking(db: Db, news: Pick<News, "announce">, now: () => Date = () => new Date()) {
  /** A live post of a published community (neither deleted nor hidden), or 404. */
  const target = async (tokenSlug: string, postId: number) => {
    const community = await getCommunity(db, tokenSlug);
    if (!community) throw new NotFound("Community not found");
    const [post] = await queryRows(
      db,
      sql`select 1 from community_posts where id = ${postId} and community_id = ${community.id}
          and deleted_at is null and hidden_at is null`,
    );
    if (!post) throw new NotFound("Post not found");
    return community;
  };

  const stateOf = async (userId: number, postId: number): Promise<PostTracking> => {
    const [row] = await queryRows<{ unseen: number }>(
      db,
      sql`select unseen from community_tracks where user_id = ${userId} and post_id = ${postId}`,
    );
    return { tracked: row !== undefined, unseen: row ? Number(row.unseen) : 0 };
  };

  return {
    state: (caller: Caller, postId: number) => stateOf(caller.user.id, postId),
    summary: (caller: Caller, communityId: number) => trackingSummary(db, caller.user.id, communityId),

    async track(caller: Caller, tokenSlug: string, postId: number): Promise<PostTracking> {
      const community = await target(tokenSlug, postId);
      await trackPost(db, { userId: caller.user.id, postId, communityId: community.id, at: now() });
      return stateOf(caller.user.id, postId);
    },

    /** Stops tracking; stopping what was not tracked changes nothing. */
    async untrack(caller: Caller, tokenSlug: string, postId: number): Promise<PostTracking> {
      await target(tokenSlug, postId);
      await db.execute(
        sql`delete from community_tracks where user_id = ${caller.user.id} and post_id = ${postId}`,
      );
      news.announce([caller.user.id]);
      return { tracked: false, unseen: 0 };
    },

    /** The reader opened the thread: its news are seen. */
    async seen(caller: Caller, tokenSlug: string, postId: number): Promise<PostTracking> {
      await target(tokenSlug, postId);
      await db.execute(
        sql`update community_tracks set unseen = 0, seen_at = ${now()}
            where user_id = ${caller.user.id} and post_id = ${postId}`,
      );
      news.announce([caller.user.id]);
      return stateOf(caller.user.id, postId);
    },

    /** The tracked posts with news across published communities, and their total (the header's count). */
    notifications: (caller: Caller) => readTrackedNews(db, caller.user.id, NOTIFICATIONS),
  };
}

export type Tracking = ReturnType<typeof createTracking>;
