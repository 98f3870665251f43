import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";
import {
  assets,
  type TokenLink,
  tokenDescriptions,
  tokenFaqs,
  tokens,
  tokenTags,
} from "../db/schema/index.ts";
import { logoUrlFor } from "../domain/catalog/logos.ts";
import { NATIVE_ADDRESS } from "../lib/address.ts";
import { tokenSlug } from "../lib/slug.ts";
import { type Deployment, groupAssets } from "./assets.ts";
import { mainnetFor } from "./chains.ts";
import { chainAlgorithm } from "./tags.ts";
import { DESCRIPTION_LOCALES, NATIVE_DESCRIPTIONS, nativeFaqs } from "./texts.ts";
import { listingDates, listTokens } from "./tokens.ts";

type Executor = Pick<Db, "execute" | "insert" | "select">;

/** The category every native coin carries besides its chain's algorithm (docs/tags.md). */
const NATIVE_CATEGORY = "layer-1-asset";

/**
 * Lists the native coin of every catalogued chain that has none yet, as a token at the conventional native
 * address with its chain's facts from viem (name, symbol, decimals), texts and tags. Natives are verified from
 * the start: no contract can impersonate a chain's own currency. Idempotent.
 */
export async function ensureNativeTokens(db: Executor, now: Date): Promise<number> {
  const missing = await queryRows<{
    id: number;
    name: string;
    native_name: string;
    native_symbol: string;
    native_decimals: number;
    explorer_name: string | null;
    explorer_url: string | null;
  }>(
    db,
    sql`SELECT c.id, c.name, c.native_name, c.native_symbol, c.native_decimals, c.explorer_name, c.explorer_url
        FROM chains c WHERE NOT EXISTS (SELECT 1 FROM tokens t WHERE t.chain_id = c.id AND t.native)
        ORDER BY c.position, c.id`,
  );
  if (missing.length === 0) return 0;
  const tagRows = await queryRows<{ id: number; type: string; slug: string }>(
    db,
    sql`SELECT id, type, slug FROM tags`,
  );
  const tagId = (type: string, slug: string) => {
    const found = tagRows.find((t) => t.type === type && t.slug === slug);
    if (!found) throw new Error(`Unknown tag ${type}:${slug}`);
    return found.id;
  };
  for (const chain of missing) {
    const viem = mainnetFor(chain.id);
    if (!viem) continue;
    const { listedAt, authorizedAt } = listingDates(chain.id, NATIVE_ADDRESS, true, now);
    const logos = logoUrlFor({ chainId: chain.id, address: NATIVE_ADDRESS, symbol: chain.native_symbol });
    const links: TokenLink[] = chain.explorer_url ? [{ type: "explorer", url: chain.explorer_url }] : [];
    const [row] = await db
      .insert(tokens)
      .values({
        slug: `pending-${chain.id}`,
        name: chain.native_name,
        symbol: chain.native_symbol,
        chainId: chain.id,
        address: NATIVE_ADDRESS,
        decimals: chain.native_decimals,
        logo: logos.logo,
        tokenImage: logos.tokenImage,
        links,
        authorized: true,
        authorizedAt,
        listedAt,
        native: true,
      })
      .returning({ id: tokens.id });
    await db.execute(
      sql`UPDATE tokens SET slug = ${tokenSlug(chain.native_name, chain.native_symbol, row.id)} WHERE id = ${row.id}`,
    );
    await db.insert(tokenTags).values([
      { tokenId: row.id, tagId: tagId("category", NATIVE_CATEGORY) },
      { tokenId: row.id, tagId: tagId("algorithm", chainAlgorithm(viem.key)) },
    ]);
    const facts = {
      name: chain.native_name,
      symbol: chain.native_symbol,
      decimals: chain.native_decimals,
      chainId: chain.id,
      chainName: chain.name,
      explorerName: chain.explorer_name,
    };
    await db.insert(tokenDescriptions).values(
      DESCRIPTION_LOCALES.map((locale) => ({
        tokenId: row.id,
        locale,
        body: NATIVE_DESCRIPTIONS[locale](facts),
      })),
    );
    await db
      .insert(tokenFaqs)
      .values(
        nativeFaqs(facts).map((faq, position) => ({ tokenId: row.id, locale: "en", position, ...faq })),
      );
  }
  return missing.length;
}

/**
 * Groups every real token without an asset (docs/assets.md). A group that already has an asset takes the
 * newcomers in; the others become new assets with their representative deployment. Idempotent.
 */
export async function ensureAssets(db: Executor): Promise<number> {
  const [pending] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM tokens WHERE asset_id IS NULL AND NOT synthetic`,
  );
  if (Number(pending.n) === 0) return 0;
  const rows = await queryRows<{
    id: number;
    chain_id: number;
    address: string;
    name: string;
    symbol: string;
    native: boolean;
    asset_id: number | null;
    stablecoin: boolean;
    position: number;
  }>(
    db,
    sql`SELECT t.id, t.chain_id, t.address, t.name, t.symbol, t.native, t.asset_id, c.position,
               EXISTS (SELECT 1 FROM token_tags tt JOIN tags g ON g.id = tt.tag_id
                       WHERE tt.token_id = t.id AND g.type = 'category' AND g.slug = 'stablecoin') AS stablecoin
        FROM tokens t JOIN chains c ON c.id = t.chain_id
        WHERE NOT t.synthetic ORDER BY t.id`,
  );
  const bridges = new Map(listTokens().map((t) => [`${t.chainId}:${t.address.toLowerCase()}`, t.bridges]));
  const listed = (chainId: number, address: string) => bridges.get(`${chainId}:${address.toLowerCase()}`);
  const deployments: Deployment[] = rows.map((r) => ({
    id: r.id,
    chainId: r.chain_id,
    address: r.address,
    name: r.name,
    symbol: r.symbol,
    native: r.native,
    stablecoin: r.stablecoin,
    listed: listed(r.chain_id, r.address) !== undefined,
    bridges: listed(r.chain_id, r.address) ?? [],
  }));
  const chainOrder = new Map(rows.map((r) => [r.chain_id, r.position]));
  const assetOf = new Map(rows.map((r) => [r.id, r.asset_id]));
  const taken = new Set(
    (await queryRows<{ slug: string }>(db, sql`SELECT slug FROM assets`)).map((row) => row.slug),
  );
  const fresh: (Omit<typeof assets.$inferInsert, "id"> & { members: number[] })[] = [];
  const joining: { tokenId: number; assetId: number }[] = [];
  for (const group of groupAssets(deployments, chainOrder, taken)) {
    const newcomers = group.memberIds.filter((id) => assetOf.get(id) == null);
    if (newcomers.length === 0) continue;
    const existing = group.memberIds.map((id) => assetOf.get(id)).find((id) => id != null);
    if (existing != null) {
      for (const tokenId of newcomers) joining.push({ tokenId, assetId: existing });
      continue;
    }
    fresh.push({
      slug: group.slug,
      name: group.name,
      symbol: group.symbol,
      kind: group.kind,
      peg: group.peg,
      priceKey: group.priceKey,
      primaryTokenId: group.primaryId,
      members: newcomers,
    });
  }
  if (fresh.length > 0) {
    const created = await db
      .insert(assets)
      .values(fresh.map(({ members: _members, ...asset }) => asset))
      .returning({ id: assets.id, slug: assets.slug });
    const idOf = new Map(created.map((row) => [row.slug, row.id]));
    for (const asset of fresh) {
      const assetId = idOf.get(asset.slug);
      if (assetId === undefined) throw new Error(`Asset ${asset.slug} was not stored`);
      for (const tokenId of asset.members) joining.push({ tokenId, assetId });
    }
  }
  await db.execute(sql`
    UPDATE tokens t SET asset_id = x."assetId"
    FROM jsonb_to_recordset(${JSON.stringify(joining)}::jsonb) AS x("tokenId" int, "assetId" int)
    WHERE t.id = x."tokenId"`);
  return fresh.length;
}
