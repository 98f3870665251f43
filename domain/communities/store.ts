import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { PostType } from "../../lib/communities.ts";
import type { Locale } from "../../lib/locales.ts";
import { plainText } from "../content/sanitize.ts";
import { tsConfigOf } from "./filter.ts";

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

/** Writes a post, its search vector in its language, and the community's count and activity. */
export async function insertPost(db: Executor, post: NewPost): Promise<number> {
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
  await db.execute(
    sql`update communities set post_count = post_count + 1,
          last_activity_at = greatest(last_activity_at, ${post.at}) where id = ${post.communityId}`,
  );
  return Number(row.id);
}

export type NewAnswer = {
  postId: number;
  parentId: number | null;
  authorId: number | null;
  body: string;
  at: Date;
  demo?: boolean;
};

/** Writes an answer and moves its post's count and activity and its community's activity. */
export async function insertAnswer(db: Executor, answer: NewAnswer): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into community_answers (post_id, parent_id, author_id, body, plain, created_at, demo)
        values (${answer.postId}, ${answer.parentId}, ${answer.authorId}, ${answer.body},
          ${plainText(answer.body)}, ${answer.at}, ${answer.demo ?? false})
        returning id`,
  );
  await db.execute(
    sql`with p as (
          update community_posts set answer_count = answer_count + 1,
            last_activity_at = greatest(last_activity_at, ${answer.at})
          where id = ${answer.postId} returning community_id)
        update communities set last_activity_at = greatest(last_activity_at, ${answer.at})
        where id = (select community_id from p)`,
  );
  return Number(row.id);
}
