import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { PostType } from "../../lib/communities.ts";
import type { Locale } from "../../lib/locales.ts";
import { plainText } from "../content/sanitize.ts";
import { tsConfigOf } from "./filter.ts";
import { noteActivity, trackPost } from "./tracking.ts";

type Executor = Pick<Db, "execute">;

export type NewPost = {
  communityId: number;
  authorId: number | null;
  type: PostType;
  language: Locale;
  title: string;
  /** Already reduced to the allow-list (sanitize.ts). */
  body: string;
  at: Date;
  demo?: boolean;
};

/**
 * A written post or answer, and where its community's live channel stands after it: the channel's `seq` and
 * the community's post count, both moved in the statement that counted the write (domain/communities/live.ts).
 */
export type Written = { id: number; communityId: number; seq: number; postCount: number };

/** A written answer, and the trackers of its post it gave news to (their news count changed). */
export type WrittenAnswer = Written & { told: number[] };

/**
 * Writes a post, its search vector in its language, and the community's count and activity; its author tracks
 * it from then on.
 */
export async function insertPost(db: Executor, post: NewPost): Promise<Written> {
  const plain = plainText(post.body);
  const config = tsConfigOf(post.language);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into community_posts
          (community_id, author_id, type, language, title, body, plain, ts_config, search, created_at,
           last_activity_at, demo)
        values (${post.communityId}, ${post.authorId}, ${post.type}, ${post.language}, ${post.title},
          ${post.body}, ${plain}, ${config},
          to_tsvector(${config}::regconfig, ${post.title} || ' ' || ${plain}),
          ${post.at}, ${post.at}, ${post.demo ?? false})
        returning id`,
  );
  const [live] = await queryRows<{ live_seq: number; post_count: number }>(
    db,
    sql`update communities set post_count = post_count + 1, live_seq = live_seq + 1,
          last_activity_at = greatest(last_activity_at, ${post.at}) where id = ${post.communityId}
        returning live_seq, post_count`,
  );
  const id = Number(row.id);
  if (post.authorId !== null)
    await trackPost(db, { userId: post.authorId, postId: id, communityId: post.communityId, at: post.at });
  return {
    id,
    communityId: post.communityId,
    seq: Number(live.live_seq),
    postCount: Number(live.post_count),
  };
}

export type NewAnswer = {
  postId: number;
  parentId: number | null;
  authorId: number | null;
  body: string;
  at: Date;
  demo?: boolean;
};

/**
 * Writes an answer and moves its post's count and activity and its community's activity; the post's other
 * trackers have one more unseen item, and the answer's author tracks the post from then on.
 */
export async function insertAnswer(db: Executor, answer: NewAnswer): Promise<WrittenAnswer> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into community_answers (post_id, parent_id, author_id, body, plain, created_at, demo)
        values (${answer.postId}, ${answer.parentId}, ${answer.authorId}, ${answer.body},
          ${plainText(answer.body)}, ${answer.at}, ${answer.demo ?? false})
        returning id`,
  );
  const [post] = await queryRows<{ community_id: number; live_seq: number; post_count: number }>(
    db,
    sql`with p as (
          update community_posts set answer_count = answer_count + 1,
            last_activity_at = greatest(last_activity_at, ${answer.at})
          where id = ${answer.postId} returning community_id)
        update communities set last_activity_at = greatest(last_activity_at, ${answer.at}),
          live_seq = live_seq + 1
        where id = (select community_id from p) returning id as community_id, live_seq, post_count`,
  );
  const told = await noteActivity(db, answer.postId, answer.authorId);
  if (answer.authorId !== null)
    await trackPost(db, {
      userId: answer.authorId,
      postId: answer.postId,
      communityId: Number(post.community_id),
      at: answer.at,
    });
  return {
    id: Number(row.id),
    communityId: Number(post.community_id),
    seq: Number(post.live_seq),
    postCount: Number(post.post_count),
    told,
  };
}
