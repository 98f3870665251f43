import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { KeyUnder } from "../../lib/i18n/translator.ts";
import type { TagType } from "../../lib/route-shapes.ts";

export type Tag = { id: number; type: TagType; slug: string; tokenCount: number };
/** A tag's name or description in the tags catalog; the slug comes from the database. */
export type TagTextKey = `tags:${KeyUnder<"tags", TagType>}`;

/** Every tag (optionally of one type) with the number of tokens carrying it. */
export async function listTags(db: Db, type?: TagType): Promise<Tag[]> {
  const where = type ? sql`where g.type = ${type}` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select g.id, g.type, g.slug, coalesce(n.token_count, 0)::int as token_count
    from tags g
    left join (select tag_id, count(*) as token_count from token_tags group by tag_id) n on n.tag_id = g.id
    ${where}
    order by g.type, g.position, g.slug`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type as TagType,
    slug: String(r.slug),
    tokenCount: Number(r.token_count),
  }));
}
