import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/**
 * When a token's page last changed: its listing, its verification or its figures, whichever is latest
 * (docs/architecture.md, Languages and locale routing).
 */
const tokenChangedAt = sql.raw("greatest(t.listed_at, t.authorized_at, s.updated_at)");

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** Slugs of the real (non-synthetic) tokens, in id order, with when each page last changed, for the sitemaps. */
export async function listIndexableTokenSlugs(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ slug: string; lastmod: string }[]> {
  const rows = await queryRows<{ slug: string; changed_at: unknown }>(
    db,
    sql`select t.slug, ${tokenChangedAt} as changed_at
        from tokens t left join token_stats s on s.token_id = t.id
        where not t.synthetic order by t.id offset ${offset} limit ${limit}`,
  );
  return rows.map((r) => ({ slug: r.slug, lastmod: iso(r.changed_at) }));
}

export async function countIndexableTokens(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tokens where not synthetic`,
  );
  return Number(row.n);
}

/** When the token lists last changed: per chain id, per tag id, and over the whole catalogue (null when empty). */
export type CatalogChanges = {
  chains: Map<number, string>;
  tags: Map<number, string>;
  newest: string | null;
};

/** The latest change among the tokens each chain and tag page lists, for the sitemaps. */
export async function catalogChanges(db: Db): Promise<CatalogChanges> {
  const rows = await queryRows<{ scope: "chain" | "tag"; id: number; changed_at: unknown }>(
    db,
    sql`with changed as (
          select t.id, t.chain_id, ${tokenChangedAt} as changed_at
          from tokens t left join token_stats s on s.token_id = t.id
        )
        select 'chain' as scope, chain_id as id, max(changed_at) as changed_at from changed group by chain_id
        union all
        select 'tag', g.tag_id, max(c.changed_at) from changed c join token_tags g on g.token_id = c.id
        group by g.tag_id`,
  );
  const pick = (scope: "chain" | "tag") =>
    new Map(rows.filter((r) => r.scope === scope).map((r) => [Number(r.id), iso(r.changed_at)]));
  const chains = pick("chain");
  const newest = [...chains.values()].sort().at(-1) ?? null;
  return { chains, tags: pick("tag"), newest };
}
