import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/** An asset's share of the whole market cap. */
export type Dominance = { slug: string; symbol: string; name: string; rank: number; share: number };

/**
 * The market as a whole, from the figures the lists of assets show (docs/product.md, Home): the sums of the
 * assets' market caps and 24-hour volumes, the share of the largest assets, where the figures come from and
 * when the newest was computed.
 */
export type MarketSummary = {
  marketCap: string;
  volume24: string;
  assets: number;
  /** The largest assets by market cap, with their share of the total in percent (2 decimals). */
  dominance: Dominance[];
  /** The distinct sources of the figures, sorted ("demo" while simulated). */
  sources: string[];
  updatedAt: string | null;
};

/** How many of the largest assets the summary names. */
export const DOMINANCE_ASSETS = 2;

type Row = Record<string, unknown>;

/** The market summary over every asset's stored figures (asset_stats), and the largest assets' shares. */
export async function marketSummary(db: Db): Promise<MarketSummary> {
  const totals = sql`(SELECT coalesce(sum(market_cap), 0) AS cap, coalesce(sum(volume_24h), 0) AS volume,
                             count(*) AS n, max(updated_at) AS updated_at,
                             coalesce(string_agg(DISTINCT source, ',' ORDER BY source), '') AS sources
                      FROM asset_stats)`;
  const [[total], leaders] = await Promise.all([
    queryRows<Row>(
      db,
      sql`SELECT cap::text AS cap, volume::text AS volume, n, updated_at, sources FROM ${totals} x`,
    ),
    queryRows<Row>(
      db,
      sql`SELECT t.slug, a.symbol, a.name, s.market_cap_rank AS rank,
                 round(s.market_cap * 100 / nullif(x.cap, 0), 2)::float8 AS share
          FROM asset_stats s JOIN assets a ON a.id = s.asset_id JOIN tokens t ON t.id = s.token_id, ${totals} x
          WHERE s.market_cap_rank <= ${DOMINANCE_ASSETS} ORDER BY s.market_cap_rank`,
    ),
  ]);
  return {
    marketCap: String(total.cap),
    volume24: String(total.volume),
    assets: Number(total.n),
    dominance: leaders.map((r) => ({
      slug: String(r.slug),
      symbol: String(r.symbol),
      name: String(r.name),
      rank: Number(r.rank),
      share: Number(r.share),
    })),
    sources: String(total.sources).split(",").filter(Boolean),
    updatedAt: total.updated_at == null ? null : new Date(total.updated_at as string).toISOString(),
  };
}
