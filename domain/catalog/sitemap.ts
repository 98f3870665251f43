import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/** Slugs of the real (non-synthetic) tokens, in id order, for the sitemaps. */
export async function listIndexableTokenSlugs(db: Db, offset: number, limit: number): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select slug from tokens where not synthetic order by id offset ${offset} limit ${limit}`,
  );
  return rows.map((r) => r.slug);
}

export async function countIndexableTokens(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tokens where not synthetic`,
  );
  return Number(row.n);
}
