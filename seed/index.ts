import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { queryRows } from "../db/client.ts";
import {
  chains,
  type TokenLink,
  tags,
  tokenDescriptions,
  tokenFaqs,
  tokens,
  tokenTags,
} from "../db/schema/index.ts";
import { logoUrlFor } from "../domain/catalog/logos.ts";
import { DEMO_DEFAULTS } from "../domain/market/demo-model.ts";
import { tokenSlug } from "../lib/slug.ts";
import { ensureAssets, ensureNativeTokens } from "./asset-catalog.ts";
import { selectChains } from "./chains.ts";
import { type DemoMarketOptions, ensureDemoMarket } from "./pairs.ts";
import { type TagType, tagDefinitions, tagsFor } from "./tags.ts";
import { DESCRIPTION_LOCALES, DESCRIPTIONS, englishFaqs, type TokenFacts } from "./texts.ts";
import { listingDates, listTokens, TOKEN_LIST_VERSION } from "./tokens.ts";

export type SeedReport = {
  /** True when this call inserted the catalogue, false when it was already there. */
  seeded: boolean;
  ms: number;
  tokenListVersion: string;
  chains: number;
  tokens: number;
  /** Native coins, one per chain (among the tokens). */
  natives: number;
  assets: number;
  /** Pairs of the demo market. */
  pairs: number;
  authorized: number;
  tags: Record<TagType, number>;
  tokenTags: number;
  descriptions: number;
  faqs: number;
  stats: number;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const BATCH = 1000;

async function insertBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Whether the catalogue is there: true as soon as chains exist. */
export async function isSeeded(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: chains.id }).from(chains).limit(1);
  return rows.length > 0;
}

/** Reserves `n` ids from the tokens id sequence, ascending. */
async function reserveTokenIds(tx: Tx, n: number): Promise<number[]> {
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('tokens', 'id')) AS id FROM generate_series(1, ${n})`,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

async function insertCatalog(tx: Tx, now: Date): Promise<void> {
  const listed = listTokens();
  const tokenCounts = new Map<number, number>();
  for (const token of listed) tokenCounts.set(token.chainId, (tokenCounts.get(token.chainId) ?? 0) + 1);
  const seedChains = selectChains(tokenCounts);
  const chainById = new Map(seedChains.map((chain) => [chain.id, chain]));
  await tx.insert(chains).values(seedChains.map(({ key: _key, algorithm: _algorithm, ...row }) => row));

  const insertedTags = await tx
    .insert(tags)
    .values(tagDefinitions())
    .returning({ id: tags.id, type: tags.type, slug: tags.slug });
  const tagIds = new Map(insertedTags.map((tag) => [`${tag.type}:${tag.slug}`, tag.id]));

  const ids = await reserveTokenIds(tx, listed.length);
  const tokenRows: (typeof tokens.$inferInsert)[] = [];
  const tagRows: (typeof tokenTags.$inferInsert)[] = [];
  const descriptionRows: (typeof tokenDescriptions.$inferInsert)[] = [];
  const faqRows: (typeof tokenFaqs.$inferInsert)[] = [];

  listed.forEach((token, index) => {
    const id = ids[index];
    const chain = chainById.get(token.chainId);
    if (!chain) throw new Error(`Chain ${token.chainId} was not selected`);
    const logos = logoUrlFor(token);
    const links: TokenLink[] = chain.explorerUrl
      ? [{ type: "explorer", url: `${chain.explorerUrl}/token/${token.address}` }]
      : [];
    tokenRows.push({
      id,
      slug: tokenSlug(token.name, token.symbol, id),
      name: token.name,
      symbol: token.symbol,
      chainId: token.chainId,
      address: token.address,
      decimals: token.decimals,
      logo: logos.logo,
      tokenImage: logos.tokenImage,
      links,
      authorized: token.authorized,
      ...listingDates(token.chainId, token.address, token.authorized, now),
      synthetic: false,
    });

    const refs = tagsFor(token);
    for (const ref of refs) {
      const tagId = tagIds.get(ref);
      if (tagId === undefined) throw new Error(`Unknown tag ${ref}`);
      tagRows.push({ tokenId: id, tagId });
    }

    const categories = refs
      .filter((ref) => ref.startsWith("category:"))
      .map((ref) => ref.slice("category:".length));
    const facts: TokenFacts = {
      name: token.name,
      symbol: token.symbol,
      address: token.address,
      decimals: token.decimals,
      chainId: chain.id,
      chainName: chain.name,
      nativeName: chain.nativeName,
      nativeSymbol: chain.nativeSymbol,
      explorerName: chain.explorerName,
      categories,
      authorized: token.authorized,
    };
    for (const locale of DESCRIPTION_LOCALES) {
      descriptionRows.push({ tokenId: id, locale, body: DESCRIPTIONS[locale](facts) });
    }
    englishFaqs(facts).forEach((faq, position) => {
      faqRows.push({ tokenId: id, locale: "en", position, ...faq });
    });
  });

  await insertBatches(tokenRows, (batch) => tx.insert(tokens).values(batch));
  await insertBatches(tagRows, (batch) => tx.insert(tokenTags).values(batch));
  await insertBatches(descriptionRows, (batch) => tx.insert(tokenDescriptions).values(batch));
  await insertBatches(faqRows, (batch) => tx.insert(tokenFaqs).values(batch));
}

/** Counts of the real (non-synthetic) catalogue. */
async function countRows(tx: Tx): Promise<Omit<SeedReport, "seeded" | "ms" | "tokenListVersion">> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`
    SELECT
      (SELECT count(*) FROM chains) AS "chains",
      (SELECT count(*) FROM tokens WHERE NOT synthetic) AS "tokens",
      (SELECT count(*) FROM tokens WHERE native) AS "natives",
      (SELECT count(*) FROM assets WHERE NOT synthetic) AS "assets",
      (SELECT count(*) FROM pairs WHERE source = 'demo') AS "pairs",
      (SELECT count(*) FROM tokens WHERE NOT synthetic AND authorized) AS "authorized",
      (SELECT count(*) FROM tags WHERE type = 'category') AS "category",
      (SELECT count(*) FROM tags WHERE type = 'industry') AS "industry",
      (SELECT count(*) FROM tags WHERE type = 'algorithm') AS "algorithm",
      (SELECT count(*) FROM token_tags tt JOIN tokens t ON t.id = tt.token_id WHERE NOT t.synthetic) AS "tokenTags",
      (SELECT count(*) FROM token_descriptions) AS "descriptions",
      (SELECT count(*) FROM token_faqs) AS "faqs",
      (SELECT count(*) FROM token_stats s JOIN tokens t ON t.id = s.token_id WHERE NOT t.synthetic) AS "stats"
  `,
  );
  return {
    chains: Number(row.chains),
    tokens: Number(row.tokens),
    natives: Number(row.natives),
    assets: Number(row.assets),
    pairs: Number(row.pairs),
    authorized: Number(row.authorized),
    tags: {
      category: Number(row.category),
      industry: Number(row.industry),
      algorithm: Number(row.algorithm),
    },
    tokenTags: Number(row.tokenTags),
    descriptions: Number(row.descriptions),
    faqs: Number(row.faqs),
    stats: Number(row.stats),
  };
}

export type SeedOptions = { now?: Date } & Partial<Pick<DemoMarketOptions, "seed" | "rate">>;

/**
 * Builds the demo catalogue from the data packages (viem chains, Uniswap default token list, MetaMask
 * contract metadata) in one transaction when it is not there, then brings any catalogue up to date: native
 * coins, assets (docs/assets.md) and the demo market (docs/market-simulation.md), each only where missing.
 * An advisory lock keeps concurrent first starts from seeding twice.
 */
export async function seedCatalog(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const started = performance.now();
  const { seeded, counts } = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('tokenatlas:seed-catalog'))`);
    const already = await isSeeded(tx);
    if (!already) await insertCatalog(tx, now);
    await ensureNativeTokens(tx, now);
    await ensureAssets(tx);
    await ensureDemoMarket(tx, {
      seed: options.seed ?? DEMO_DEFAULTS.seed,
      rate: options.rate ?? DEMO_DEFAULTS.rate,
      now,
    });
    return { seeded: !already, counts: await countRows(tx) };
  });
  return {
    seeded,
    ms: Math.round(performance.now() - started),
    tokenListVersion: TOKEN_LIST_VERSION,
    ...counts,
  };
}
