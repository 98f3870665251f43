import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { toPlainDecimal } from "../../lib/decimal.ts";
import { type ProcessedImage, storeMedia } from "../content/media.ts";
import { refreshAssetStats } from "./store.ts";

/**
 * Facts about assets from a market-data aggregator (CoinGecko, docs/decisions/012-coingecko-source.md): the
 * asset's supplies across all chains, its project links and, where no package has one, its logo. Prices stay with the trading sources: an
 * aggregator's supply times the traded price is the market cap (docs/assets.md).
 */

type Executor = Pick<Db, "execute">;

/** A contract of the catalogue an aggregator can name (natives have none; synthetic tokens are not real). */
export async function catalogueContracts(db: Executor) {
  return queryRows<{ tokenId: number; chainId: number; address: string }>(
    db,
    sql`SELECT id AS "tokenId", chain_id AS "chainId", address FROM tokens WHERE NOT synthetic AND NOT native`,
  );
}

export type SupplyFacts = {
  /** Catalogue tokens the source's record covers; their assets take the facts. */
  tokenIds: readonly number[];
  circulatingSupply: number | null;
  totalSupply: number | null;
  /** When the source last updated them, Unix ms (now when it does not say). */
  updatedAt: number | null;
};

const amount = (value: number | null) => (value === null ? null : toPlainDecimal(value, 15));

/**
 * Stores supplies on the assets of the given tokens and recomputes those assets' figures. A record without a
 * supply leaves the asset's supply the sum of its deployments'. Returns the assets updated.
 */
export async function applySupplyFacts(
  db: Executor,
  source: string,
  facts: readonly SupplyFacts[],
  now: number,
): Promise<number> {
  const rows = facts
    .filter((f) => f.tokenIds.length > 0)
    .map((f) => ({
      token_ids: f.tokenIds,
      circulating: amount(f.circulatingSupply),
      total: amount(f.totalSupply),
      updated_at: new Date(Math.min(f.updatedAt ?? now, now)).toISOString(),
    }));
  if (rows.length === 0) return 0;
  const updated = await queryRows<{ id: number }>(
    db,
    sql`
    UPDATE assets a SET circulating_supply = x.circulating, total_supply = x.total, facts_source = ${source},
      facts_updated_at = x.updated_at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS x(token_ids int[], circulating numeric, total numeric, updated_at timestamptz)
    WHERE a.id IN (SELECT t.asset_id FROM tokens t WHERE t.id = ANY(x.token_ids))
    RETURNING a.id`,
  );
  if (updated.length === 0) return 0;
  await refreshAssetStats(
    db,
    sql`(SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(updated.map((r) => r.id))}::jsonb))`,
  );
  return updated.length;
}

export type LinkFacts = { tokenIds: readonly number[]; links: readonly { type: string; url: string }[] };

/** Replaces the project links of the given tokens, keeping each one's block-explorer link. */
export async function applyTokenLinks(db: Executor, facts: readonly LinkFacts[]): Promise<void> {
  const rows = facts
    .filter((f) => f.tokenIds.length > 0)
    .map((f) => ({ token_ids: f.tokenIds, links: f.links.filter((l) => l.type !== "explorer") }));
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE tokens t SET links = coalesce(
      (SELECT jsonb_agg(l) FROM jsonb_array_elements(t.links) l WHERE l->>'type' = 'explorer'), '[]'::jsonb)
      || x.links
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(token_ids int[], links jsonb)
    WHERE t.id = ANY(x.token_ids)`);
}

export type ImageFacts = { tokenIds: readonly number[]; image: ProcessedImage };

/**
 * Stores a source's logo for tokens that have only a drawn one (no logo from a maintained package): the image,
 * already checked and re-encoded, goes to the media store and becomes the tokens' image. Returns the tokens given
 * an image.
 */
export async function applyTokenImages(db: Db, facts: readonly ImageFacts[]): Promise<number> {
  let updated = 0;
  for (const fact of facts) {
    const waiting = await tokensWithoutImage(db, fact.tokenIds);
    if (waiting.length === 0) continue;
    const id = await storeMedia(db, fact.image, null);
    await db.execute(sql`
      UPDATE tokens SET token_image = ${`/media/${id}`} WHERE id = ANY(${`{${waiting.join(",")}}`}::int[])`);
    updated += waiting.length;
  }
  return updated;
}

/** A token whose only picture is the drawn fallback: no package logo and no image yet. */
const DRAWN = sql`logo IS NULL AND (token_image IS NULL OR token_image LIKE '/logos/generated/%')`;

/** The tokens among these that still wait for an image. */
export async function tokensWithoutImage(db: Executor, tokenIds: readonly number[]): Promise<number[]> {
  if (tokenIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM tokens WHERE id = ANY(${`{${tokenIds.join(",")}}`}::int[]) AND ${DRAWN}`,
  );
  return rows.map((r) => r.id);
}
