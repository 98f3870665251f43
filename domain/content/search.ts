import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { ContentKind } from "../../lib/content-kinds.ts";
import { firstMatchingSentence, searchTerms } from "../../lib/highlight.ts";
import { escapeLike } from "../like.ts";
import { versionJoin, visible } from "./reads.ts";

/** A content search result: the text a reader sees, with the sentence that matched for long text. */
export type ContentHit = {
  kind: ContentKind;
  slug: string;
  title: string;
  /** The body's first sentence containing a query term, else the entry's summary. */
  excerpt: string;
  publishedAt: string;
  locale: string;
  fallback: boolean;
};

/**
 * Published entries whose title, summary or body (in the reader's language, or English where it has none)
 * contains every term of the query; at most `perKind` of each kind, title matches first, then newest.
 */
export async function searchContent(
  db: Db,
  query: string,
  locale: string,
  perKind: number,
): Promise<ContentHit[]> {
  const terms = searchTerms(query).slice(0, 8);
  if (terms.length === 0) return [];
  const matches: SQL[] = terms.map(
    (term) =>
      sql`(lower(v.title) like ${`%${escapeLike(term)}%`} or lower(v.summary) like ${`%${escapeLike(term)}%`}
           or lower(v.plain) like ${`%${escapeLike(term)}%`})`,
  );
  const inTitle = sql`lower(v.title) like ${`%${escapeLike(terms[0])}%`}`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from (
          select e.kind, e.slug, e.published_at, v.locale, v.title, v.summary, v.plain,
            row_number() over (partition by e.kind order by ${inTitle} desc, e.published_at desc, e.id desc) as n
          from content_entries e ${versionJoin(locale)}
          where ${visible} and ${sql.join(matches, sql` and `)}
        ) r where r.n <= ${perKind} order by r.kind, r.n`,
  );
  return rows.map((row) => {
    const shownLocale = String(row.locale);
    return {
      kind: row.kind as ContentKind,
      slug: String(row.slug),
      title: String(row.title),
      excerpt: firstMatchingSentence(String(row.plain), query, shownLocale) ?? String(row.summary),
      publishedAt: (row.published_at instanceof Date
        ? row.published_at
        : new Date(String(row.published_at))
      ).toISOString(),
      locale: shownLocale,
      fallback: shownLocale !== locale,
    };
  });
}
