import type { Catalogs } from "./i18n/translator.ts";

/** Token list ordering keys (docs/product.md, Lists) plus the column sorts of the list screen. */
export const orderingKeys = [
  "popular",
  "authorized",
  "new",
  "price_up_24h",
  "price_down_24h",
  "volume24",
  "ai",
] as const;
export type OrderingKey = (typeof orderingKeys)[number];

export const columnSortKeys = [
  "market_cap",
  "price",
  "change_1h",
  "change_7d",
  "liquidity",
  "holders",
] as const;
export type ColumnSortKey = (typeof columnSortKeys)[number];

export const sortKeys = [...orderingKeys, ...columnSortKeys] as const;
export type SortKey = (typeof sortKeys)[number];

export type SortDirection = "asc" | "desc";

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === "string" && (sortKeys as readonly string[]).includes(value);
}

/** Natural direction of each key: the direction the list page uses by default. */
export const defaultDirection: Record<SortKey, SortDirection> = {
  popular: "desc",
  authorized: "desc",
  new: "desc",
  price_up_24h: "desc",
  price_down_24h: "asc",
  volume24: "desc",
  ai: "desc",
  market_cap: "desc",
  price: "desc",
  change_1h: "desc",
  change_7d: "desc",
  liquidity: "desc",
  holders: "desc",
};

/** Route meta of the seven list pages (docs/product.md, Lists): filter, value, filterName and the SEO keys. */
export type ListPageMeta = {
  path: string;
  filter: "order";
  value: OrderingKey;
  /** i18n key: filterName is `listNames.<key>`, title, seoDescription and seoH1 are under `lists:<key>`. */
  key: keyof Catalogs["lists"] & keyof Catalogs["common"]["listNames"];
};

export const listPages: readonly ListPageMeta[] = [
  { path: "/trending-cryptocurrencies", filter: "order", value: "popular", key: "trending" },
  { path: "/new-projects", filter: "order", value: "authorized", key: "newProjects" },
  { path: "/new-cryptocurrencies", filter: "order", value: "new", key: "newTokens" },
  { path: "/crypto-gainers", filter: "order", value: "price_up_24h", key: "gainers" },
  { path: "/crypto-losers", filter: "order", value: "price_down_24h", key: "losers" },
  { path: "/biggest-daily-volume", filter: "order", value: "volume24", key: "volume" },
  { path: "/ai-trade", filter: "order", value: "ai", key: "ai" },
];

export function listPageByPath(path: string): ListPageMeta | undefined {
  return listPages.find((p) => p.path === path);
}

export function listPageByOrder(order: OrderingKey): ListPageMeta {
  return listPages.find((p) => p.value === order) as ListPageMeta;
}
