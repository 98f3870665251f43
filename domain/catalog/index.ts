import type { Db } from "../../db/client.ts";
import type { OrderingKey } from "../../lib/orderings.ts";
import type { TagType } from "../../lib/route-shapes.ts";
import { ttlCache } from "../cache.ts";
import { type Chain, listChains } from "./chains.ts";
import { marketSummary } from "./market-summary.ts";
import { ownerProofs } from "./owner-proofs.ts";
import { catalogChanges, countIndexableTokens, listIndexableTokenSlugs } from "./sitemap.ts";
import { listTags, type Tag } from "./tags.ts";
import {
  countTokens,
  getAsset,
  getToken,
  listTokens,
  type TokenListFilter,
  type TokenListItem,
  type TokenListQuery,
  tokenElsewhere,
  tokensBySlugs,
} from "./tokens.ts";

export type { Chain } from "./chains.ts";
export type { Dominance, MarketSummary } from "./market-summary.ts";
export type { OwnerProof } from "./owner-proofs.ts";
export type { Tag } from "./tags.ts";
export type {
  AssetDetail,
  Deployment,
  TokenDetail,
  TokenListItem,
  TokenListQuery,
  TokenPage,
  TokenPair,
} from "./tokens.ts";

export type FilterData = {
  chains: { id: number; slug: string; name: string; tokenCount: number }[];
  categories: Tag[];
  industries: Tag[];
  algorithms: Tag[];
};

export type MarketOverview = Record<
  "trending" | "gainers" | "losers" | "newest" | "verified",
  TokenListItem[]
>;

const COUNTS_TTL_MS = 60_000;
/** The market summary follows the market engine's list figures, written every 15 s (docs/architecture.md). */
const SUMMARY_TTL_MS = 15_000;

/** The catalogue as the web side sees it: reads, with short-lived caches for the aggregate counts. */
export function createCatalog(db: Db) {
  const chains = ttlCache(COUNTS_TTL_MS, () => listChains(db));
  const tags = ttlCache(COUNTS_TTL_MS, () => listTags(db));
  const summary = ttlCache(SUMMARY_TTL_MS, () => marketSummary(db));
  const changes = ttlCache(COUNTS_TTL_MS, () => catalogChanges(db));

  const top = async (order: OrderingKey) => (await listTokens(db, { order, limit: 5 })).data;

  return {
    listTokens: (query: TokenListQuery) => listTokens(db, query),
    /** The rows of a list query over all its pages (`countTokens`). */
    countTokens: (query: TokenListFilter) => countTokens(db, query),
    getToken: (slug: string, locale: string) => getToken(db, { slug }, locale),
    tokenByAddress: (chainId: number, address: string, locale: string) =>
      getToken(db, { chainId, address }, locale),
    tokenElsewhere: (chainId: number, address: string) => tokenElsewhere(db, chainId, address),
    getAsset: (slug: string) => getAsset(db, slug),
    tokensBySlugs: (slugs: string[]) => tokensBySlugs(db, slugs),
    /** How the owners of the verified tokens among these proved control, by token id. */
    ownerProofs: (tokenIds: number[]) => ownerProofs(db, tokenIds),
    chains: () => chains.get(),
    async chain(slugOrId: string): Promise<Chain | undefined> {
      return (await chains.get()).find((c) => c.slug === slugOrId || String(c.id) === slugOrId);
    },
    async tags(type?: TagType): Promise<Tag[]> {
      const all = await tags.get();
      return type ? all.filter((t) => t.type === type) : all;
    },
    async tag(type: TagType, slug: string): Promise<Tag | undefined> {
      return (await tags.get()).find((t) => t.type === type && t.slug === slug);
    },
    async filterData(): Promise<FilterData> {
      const [allChains, allTags] = await Promise.all([chains.get(), tags.get()]);
      return {
        chains: allChains.map(({ id, slug, name, tokenCount }) => ({ id, slug, name, tokenCount })),
        categories: allTags.filter((t) => t.type === "category"),
        industries: allTags.filter((t) => t.type === "industry"),
        algorithms: allTags.filter((t) => t.type === "algorithm"),
      };
    },
    async overview(): Promise<MarketOverview> {
      const [trending, gainers, losers, newest, verified] = await Promise.all(
        (["popular", "price_up_24h", "price_down_24h", "new", "authorized"] as const).map(top),
      );
      return { trending, gainers, losers, newest, verified };
    },
    /** Total market cap, 24-hour volume and the largest assets' shares, over every asset. */
    marketSummary: () => summary.get(),
    countIndexableTokens: () => countIndexableTokens(db),
    listIndexableTokenSlugs: (offset: number, limit: number) => listIndexableTokenSlugs(db, offset, limit),
    /** When each chain's and tag's token list, and the catalogue as a whole, last changed (sitemaps). */
    changes: () => changes.get(),
    clearCaches() {
      chains.clear();
      tags.clear();
      summary.clear();
      changes.clear();
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
