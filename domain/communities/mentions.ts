import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { findMentions, MENTIONS_NOTIFIED_MAX, markMentions } from "../../lib/mentions.ts";
import { tokensBySymbol } from "../catalog/symbols.ts";

type Executor = Pick<Db, "execute">;

const list = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The accounts with these nicknames (in any letter case): id by lower-cased nickname. */
async function accountsNamed(db: Executor, names: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ name: string; id: number }>(
    db,
    sql`select lower(nickname) as name, id from users where lower(nickname) in (${list(wanted)})`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.id)]));
}

/**
 * A body already reduced to the allow-list with its mentions marked (lib/mentions.ts): `@nickname` of an
 * account as a mention, `$SYMBOL` of the catalogue as a link to its token page (docs/decisions/024-mentions.md),
 * anything else left as written. Also the ids of the members it mentions, in the order they first come.
 */
export async function markBody(db: Executor, body: string): Promise<{ body: string; mentioned: number[] }> {
  const found = findMentions(body);
  if (found.length === 0) return { body, mentioned: [] };
  const [accounts, tokens] = await Promise.all([
    accountsNamed(
      db,
      found.flatMap((m) => (m.kind === "member" ? m.names : [])),
    ),
    tokensBySymbol(
      db,
      found.flatMap((m) => (m.kind === "symbol" ? [m.symbol] : [])),
    ),
  ]);
  const marked = markMentions(body, {
    member: (names) => names.find((name) => accounts.has(name.toLowerCase())),
    symbol: (symbol) => {
      const slug = tokens.get(symbol.toLowerCase());
      return slug === undefined ? undefined : `/token/${slug}`;
    },
  });
  return {
    body: marked.html,
    mentioned: marked.members.map((name) => accounts.get(name.toLowerCase()) as number),
  };
}

export type MentionedItem = {
  postId: number;
  /** Null for the post itself. */
  answerId: number | null;
  communityId: number;
  authorId: number;
  /** The members the item's text mentions now, in order (markBody). */
  mentioned: number[];
  at: Date;
  /** The write is a new answer, already one unseen item for those who track its post (tracking.ts). */
  newAnswer: boolean;
};

/**
 * Tells the members an item newly mentions (docs/product.md, Communities): each mentioned member, the author
 * aside, is recorded once per item, at most `MENTIONS_NOTIFIED_MAX` over all its versions, so an edit tells
 * only whom it adds. A recorded member who does not block the author tracks the post from then on with one
 * more unseen item, unless the write is a new answer they already hear of by tracking the post;
 * `countNotifications`, the header's count and the notifications list then show it as any news. Nobody is
 * told while the member or the author is suspended (an author still edits their writing then). The members
 * told, whose news count changed.
 */
export async function noteMentions(db: Executor, item: MentionedItem): Promise<number[]> {
  const { postId, answerId, authorId, at } = item;
  const candidates = item.mentioned.filter((id) => id !== authorId);
  if (candidates.length === 0) return [];
  const known = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from community_mentions where post_id = ${postId} and answer_id is not distinct from ${answerId}`,
  );
  const told = new Set(known.map((row) => Number(row.user_id)));
  const fresh = candidates.filter((id) => !told.has(id)).slice(0, MENTIONS_NOTIFIED_MAX - told.size);
  if (fresh.length === 0) return [];
  const added = await queryRows<{ user_id: number }>(
    db,
    sql`insert into community_mentions (post_id, answer_id, user_id, created_at)
        select ${postId}, ${answerId}::int, u.id, ${at} from users u where u.id in (${list(fresh)})
        on conflict do nothing returning user_id`,
  );
  const ids = added.map((row) => Number(row.user_id));
  if (ids.length === 0) return [];
  const onTracked = item.newAnswer
    ? sql`do nothing`
    : sql`do update set unseen = community_tracks.unseen + 1, noted_at = now()`;
  const tracked = await queryRows<{ user_id: number }>(
    db,
    sql`insert into community_tracks (user_id, post_id, community_id, created_at, seen_at, unseen, noted_at)
        select u.id, ${postId}, ${item.communityId}, ${at}, ${at}, 1, now() from users u
        where u.id in (${list(ids)})
          and not exists (select 1 from community_blocks b where b.user_id = u.id and b.blocked_id = ${authorId})
          and not exists (select 1 from community_suspensions s
                          where s.user_id in (u.id, ${authorId}) and (s.until is null or s.until > ${at}))
        on conflict (user_id, post_id) ${onTracked}
        returning user_id`,
  );
  return tracked.map((row) => Number(row.user_id));
}
