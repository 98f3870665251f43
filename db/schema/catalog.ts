import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const chains = pgTable("chains", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  nativeName: text("native_name").notNull(),
  nativeSymbol: text("native_symbol").notNull(),
  nativeDecimals: integer("native_decimals").notNull(),
  explorerName: text("explorer_name"),
  explorerUrl: text("explorer_url"),
  testnet: boolean("testnet").notNull().default(false),
  position: integer("position").notNull().default(0),
});

export const tags = pgTable(
  "tags",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: ["category", "industry", "algorithm"] }).notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("tags_type_slug_uq").on(t.type, t.slug)],
);

export type TokenLink = { type: string; url: string };

/**
 * An asset groups the deployments of one currency on every chain (Ether: ETH on Ethereum and its rollups, WETH
 * everywhere; USD Coin: USDC on each chain). docs/assets.md gives the grouping rules. `price_key` names the
 * price the asset follows: the same key on two assets means one price (WBTC and cbBTC follow "ref:BTC").
 */
export const assets = pgTable(
  "assets",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    symbol: text("symbol").notNull(),
    kind: text("kind", { enum: ["native", "token"] }).notNull(),
    /** The fiat currency a stablecoin is pegged to (ISO 4217), else null. */
    peg: text("peg"),
    priceKey: text("price_key").notNull(),
    /** The deployment that stands for the asset in lists: its native coin, else its origin. */
    primaryTokenId: integer("primary_token_id").references((): AnyPgColumn => tokens.id, {
      onDelete: "set null",
    }),
    /**
     * The asset's supplies across all chains when a source reports them (CoinGecko); null leaves the asset's
     * supply the sum of its deployments'. `facts_source` and `facts_updated_at` say where from and when.
     */
    circulatingSupply: numeric("circulating_supply"),
    totalSupply: numeric("total_supply"),
    factsSource: text("facts_source"),
    factsUpdatedAt: timestamp("facts_updated_at", { withTimezone: true }),
    synthetic: boolean("synthetic").notNull().default(false),
  },
  (t) => [index("assets_price_key_idx").on(t.priceKey)],
);

export const tokens = pgTable(
  "tokens",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    symbol: text("symbol").notNull(),
    chainId: integer("chain_id")
      .notNull()
      .references(() => chains.id),
    address: text("address").notNull(),
    decimals: integer("decimals").notNull(),
    logo: text("logo"),
    tokenImage: text("token_image"),
    links: jsonb("links").$type<TokenLink[]>().notNull().default([]),
    authorized: boolean("authorized").notNull().default(false),
    authorizedAt: timestamp("authorized_at", { withTimezone: true }),
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull(),
    synthetic: boolean("synthetic").notNull().default(false),
    assetId: integer("asset_id").references(() => assets.id, { onDelete: "set null" }),
    /** The chain's native coin, listed under the conventional address 0xEeee…EEeE. */
    native: boolean("native").notNull().default(false),
  },
  (t) => [
    index("tokens_asset_idx").on(t.assetId, t.id),
    uniqueIndex("tokens_chain_address_uq").on(t.chainId, sql`lower(${t.address})`),
    index("tokens_address_lower_idx").on(sql`lower(${t.address})`),
    index("tokens_listed_idx").on(t.listedAt, t.id),
    index("tokens_authorized_idx").on(t.authorizedAt, t.id).where(sql`${t.authorized}`),
    index("tokens_chain_idx").on(t.chainId, t.id),
    index("tokens_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("tokens_symbol_trgm_idx").using("gin", sql`lower(${t.symbol}) gin_trgm_ops`),
    // Prefix search (symbol or name starting with the query) by a bounded index range scan.
    index("tokens_symbol_prefix_idx").on(sql`lower(${t.symbol}) text_pattern_ops`),
    index("tokens_name_prefix_idx").on(sql`lower(${t.name}) text_pattern_ops`),
    // Typo-tolerant (trigram similarity) search over the listed tokens only: synthetic names are all alike.
    index("tokens_real_name_trgm_idx")
      .using("gin", sql`lower(${t.name}) gin_trgm_ops`)
      .where(sql`not ${t.synthetic}`),
  ],
);

export const tokenTags = pgTable(
  "token_tags",
  {
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.tagId] }), index("token_tags_tag_idx").on(t.tagId, t.tokenId)],
);

export const tokenDescriptions = pgTable(
  "token_descriptions",
  {
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.locale] })],
);

export const tokenFaqs = pgTable(
  "token_faqs",
  {
    id: serial("id").primaryKey(),
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
  },
  (t) => [index("token_faqs_token_idx").on(t.tokenId, t.locale, t.position)],
);

/**
 * The figures the lists sort by, for a deployment (token_stats) or a whole asset (asset_stats, one row per
 * asset carrying the id of its representative deployment). Both tables have the same columns and indexes so
 * one list query serves both. Supplies are null when no source knows them; a change is null while the
 * history is shorter than its window; trades_24h = 0 means no trade in 24 hours.
 */
function statsColumns() {
  return {
    price: numeric("price").notNull(),
    change1h: doublePrecision("change_1h").notNull(),
    change24h: doublePrecision("change_24h").notNull(),
    change7d: doublePrecision("change_7d"),
    change30d: doublePrecision("change_30d"),
    volume24: numeric("volume_24h").notNull(),
    trades24: integer("trades_24h").notNull().default(0),
    marketCap: numeric("market_cap").notNull(),
    fdv: numeric("fdv"),
    circulatingSupply: numeric("circulating_supply"),
    totalSupply: numeric("total_supply"),
    liquidity: numeric("liquidity").notNull(),
    holders: integer("holders").notNull(),
    popularity: doublePrecision("popularity").notNull(),
    aiScore: doublePrecision("ai_score").notNull(),
    source: text("source").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  };
}

type StatsColumns = ReturnType<typeof statsColumns>;

function statsIndexes<T extends { [K in keyof StatsColumns]: unknown } & { tokenId: unknown }>(
  table: string,
  t: T,
) {
  const on = (name: string, column: keyof StatsColumns) =>
    index(`${table}_${name}_idx`).on(t[column] as never, t.tokenId as never);
  return [
    on("popularity", "popularity"),
    on("change24h", "change24h"),
    on("change1h", "change1h"),
    on("change7d", "change7d"),
    on("volume", "volume24"),
    on("mcap", "marketCap"),
    on("price", "price"),
    on("liquidity", "liquidity"),
    on("holders", "holders"),
    on("ai", "aiScore"),
  ];
}

export const tokenStats = pgTable(
  "token_stats",
  {
    tokenId: integer("token_id")
      .primaryKey()
      .references(() => tokens.id, { onDelete: "cascade" }),
    ...statsColumns(),
  },
  (t) => statsIndexes("token_stats", t),
);

export const assetStats = pgTable(
  "asset_stats",
  {
    assetId: integer("asset_id")
      .primaryKey()
      .references(() => assets.id, { onDelete: "cascade" }),
    tokenId: integer("token_id")
      .notNull()
      .unique()
      .references(() => tokens.id, { onDelete: "cascade" }),
    ...statsColumns(),
    /**
     * The asset's place by market cap among all assets with one (1 = largest; ties by representative id, the
     * order of the list sorted by market cap); null without a market cap. Kept by `refreshAssetStats`.
     */
    marketCapRank: integer("market_cap_rank"),
    /** How many deployments (tokens) the asset has, the "Chains: N" of a list row. Kept by `refreshAssetStats`. */
    deployments: integer("deployments").notNull().default(1),
  },
  (t) => statsIndexes("asset_stats", t),
);
