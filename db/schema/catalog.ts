import { sql } from "drizzle-orm";
import {
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
  },
  (t) => [
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

export const tokenStats = pgTable(
  "token_stats",
  {
    tokenId: integer("token_id")
      .primaryKey()
      .references(() => tokens.id, { onDelete: "cascade" }),
    price: numeric("price").notNull(),
    change1h: doublePrecision("change_1h").notNull(),
    change24h: doublePrecision("change_24h").notNull(),
    change7d: doublePrecision("change_7d").notNull(),
    volume24: numeric("volume_24h").notNull(),
    marketCap: numeric("market_cap").notNull(),
    liquidity: numeric("liquidity").notNull(),
    holders: integer("holders").notNull(),
    popularity: doublePrecision("popularity").notNull(),
    aiScore: doublePrecision("ai_score").notNull(),
    source: text("source").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("token_stats_popularity_idx").on(t.popularity, t.tokenId),
    index("token_stats_change24h_idx").on(t.change24h, t.tokenId),
    index("token_stats_change1h_idx").on(t.change1h, t.tokenId),
    index("token_stats_change7d_idx").on(t.change7d, t.tokenId),
    index("token_stats_volume_idx").on(t.volume24, t.tokenId),
    index("token_stats_mcap_idx").on(t.marketCap, t.tokenId),
    index("token_stats_price_idx").on(t.price, t.tokenId),
    index("token_stats_liquidity_idx").on(t.liquidity, t.tokenId),
    index("token_stats_holders_idx").on(t.holders, t.tokenId),
    index("token_stats_ai_idx").on(t.aiScore, t.tokenId),
  ],
);
