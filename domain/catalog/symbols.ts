import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/**
 * The token page each symbol names (in any letter case), by slug, for the symbols the catalogue holds. When
 * several tokens share a symbol the catalogue's own choice wins (docs/decisions/024-mentions.md): listed
 * before synthetic, then the asset ranked highest by market cap, then the asset's representative deployment,
 * then the busiest deployment of the last 24 hours. Keys are lower-cased.
 */
export async function tokensBySymbol(
  db: Pick<Db, "execute">,
  symbols: string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(symbols.map((s) => s.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ symbol: string; slug: string }>(
    db,
    sql`select distinct on (lower(t.symbol)) lower(t.symbol) as symbol, t.slug
        from tokens t
        left join asset_stats a on a.asset_id = t.asset_id
        left join token_stats s on s.token_id = t.id
        where lower(t.symbol) in (${sql.join(
          wanted.map((s) => sql`${s}`),
          sql`, `,
        )})
        order by lower(t.symbol), t.synthetic asc, a.market_cap_rank asc nulls last,
          coalesce(a.token_id = t.id, false) desc, s.volume_24h desc nulls last, t.id asc`,
  );
  return new Map(rows.map((row) => [row.symbol, row.slug]));
}
