import { type RouterContextProvider, redirect } from "react-router";
import type { Chain, FilterData, Tag, TokenListItem } from "../../../domain/catalog/index.ts";
import type { TagTextKey } from "../../../domain/catalog/tags.ts";
import { isDomainError } from "../../../domain/errors.ts";
import { contentPath } from "../../../lib/content-kinds.ts";
import {
  defaultDirection,
  isSortKey,
  type ListPageMeta,
  listPageByPath,
  type SortDirection,
  type SortKey,
} from "../../../lib/orderings.ts";
import { isSlug, isTagTypeParam, type TagType, tagTypeOf } from "../../../lib/route-shapes.ts";
import { fatalNotFound, notFound, pageContext } from "../../seo/page.server.ts";
import { proofSentence } from "./owner-proof.server.ts";
import { type PackedTokenRow, packTokenRow } from "./token-row.ts";

export const PAGE_SIZE = 100;

/** Only what the table shows travels to the browser, packed (token-row.ts). */
function toRow(
  t: TokenListItem,
  sparklines: ReadonlyMap<number, string>,
  ownerProofs: ReadonlyMap<number, string>,
): PackedTokenRow {
  return packTokenRow({
    slug: t.slug,
    name: t.name,
    symbol: t.symbol,
    chainId: t.chainId,
    address: t.address,
    logo: t.logo,
    tokenImage: t.tokenImage,
    price: t.price,
    change1h: t.change1h,
    change24h: t.change24h,
    change7d: t.change7d,
    volume24: t.volume24,
    trades24: t.trades24,
    deployments: t.deployments,
    marketCap: t.marketCap,
    marketCapRank: t.marketCapRank,
    liquidity: t.liquidity,
    holders: t.holders,
    aiScore: t.aiScore,
    authorized: t.authorized,
    spark: sparklines.get(t.id) ?? "",
    ownerProof: ownerProofs.get(t.id) ?? null,
  });
}

/**
 * The source and age of the rows' figures, shown above the table; none when the market summary above it already
 * names the same single source at the same time (one note for one set of figures, docs/product.md, Lists).
 */
function rowsNote(
  first: TokenListItem | undefined,
  summary: { sources: string[]; updatedAt: string | null },
): { source: string; updatedAt: string } | null {
  if (!first) return null;
  const told = summary.updatedAt === first.updatedAt && summary.sources.join() === first.source;
  return told ? null : { source: first.source, updatedAt: first.updatedAt };
}

export type ListScope =
  | { kind: "all" }
  | { kind: "list"; meta: ListPageMeta }
  | { kind: "chain"; chain: Chain }
  | { kind: "tag"; tag: Tag };

export type ListSelection = {
  chain?: string;
  category?: string;
  industry?: string;
  algorithm?: string;
  q?: string;
  /** Every deployment as a row of its own instead of one row per asset. */
  deployments?: boolean;
};

const filterTypes: Record<"category" | "industry" | "algorithm", TagType> = {
  category: "category",
  industry: "industry",
  algorithm: "algorithm",
};

type Args = { params: { slug?: string }; context: Readonly<RouterContextProvider>; url: URL };

/** Loader of the shared list screen: every list page, `/token`, a blockchain's and a tag's tokens. */
export async function loadTokenList({ params, context, url }: Args) {
  const { services, locale, path, t, seo, i18n } = pageContext(context);
  const { catalog } = services;
  const filterData: FilterData = await catalog.filterData();

  let scope: ListScope;
  const listMeta = listPageByPath(path);
  const tagMatch = /^\/cryptocurrency-([^/]+)\/([^/]+)$/.exec(path);
  if (listMeta) scope = { kind: "list", meta: listMeta };
  else if (path.startsWith("/blockchains/")) {
    if (!isSlug(params.slug)) fatalNotFound(url);
    const chain = await catalog.chain(params.slug as string);
    if (!chain) notFound(url);
    scope = { kind: "chain", chain };
  } else if (tagMatch) {
    if (!isTagTypeParam(tagMatch[1]) || !isSlug(params.slug)) fatalNotFound(url);
    const tag = await catalog.tag(tagTypeOf[tagMatch[1] as keyof typeof tagTypeOf], params.slug as string);
    if (!tag) notFound(url);
    scope = { kind: "tag", tag };
  } else scope = { kind: "all" };

  const search = url.searchParams;
  const baseOrder: SortKey = scope.kind === "list" ? scope.meta.value : "popular";
  const sortParam = search.get("sort");
  const sort: SortKey = isSortKey(sortParam) ? sortParam : baseOrder;
  const dirParam = search.get("dir");
  const dir: SortDirection = dirParam === "asc" || dirParam === "desc" ? dirParam : defaultDirection[sort];

  const selection: ListSelection = {};
  const chainParam = search.get("chain");
  if (chainParam && filterData.chains.some((c) => c.slug === chainParam)) selection.chain = chainParam;
  const tags: string[] = [];
  for (const key of Object.keys(filterTypes) as (keyof typeof filterTypes)[]) {
    const value = search.get(key);
    const pool =
      key === "category"
        ? filterData.categories
        : key === "industry"
          ? filterData.industries
          : filterData.algorithms;
    if (value && pool.some((g) => g.slug === value)) {
      selection[key] = value;
      tags.push(value);
    }
  }
  if (scope.kind === "tag") tags.push(scope.tag.slug);
  const q = search.get("q")?.trim().slice(0, 100);
  if (q) selection.q = q;
  if (search.get("deployments") === "all") selection.deployments = true;

  const chainId =
    scope.kind === "chain"
      ? scope.chain.id
      : selection.chain
        ? filterData.chains.find((c) => c.slug === selection.chain)?.id
        : undefined;

  let page: Awaited<ReturnType<typeof catalog.listTokens>>;
  try {
    page = await catalog.listTokens({
      order: sort,
      dir,
      within: scope.kind === "list" ? scope.meta.value : undefined,
      chainId,
      tags,
      q,
      deployments: selection.deployments,
      limit: PAGE_SIZE,
      cursor: search.get("cursor") ?? undefined,
    });
  } catch (error) {
    if (isDomainError(error) && error.fields?.cursor) {
      const clean = new URL(url);
      clean.searchParams.delete("cursor");
      throw redirect(`${clean.pathname}${clean.search}`);
    }
    throw error;
  }

  const [sparklines, summary, proofs] = await Promise.all([
    services.market.sparklines(page.data.map((row) => row.id)),
    catalog.marketSummary(),
    catalog.ownerProofs(page.data.filter((row) => row.authorized).map((row) => row.id)),
  ]);
  const now = new Date();
  const ownerProofs = new Map(
    [...proofs].map(([id, proof]) => [id, proofSentence(t, proof, "title", locale, now)]),
  );

  const tagName = (tag: Tag) => t(`tags:${tag.type}.${tag.slug}.name` as TagTextKey);
  const meta =
    scope.kind === "list"
      ? {
          title: t(`lists:${scope.meta.key}.title`),
          description: t(`lists:${scope.meta.key}.seoDescription`),
          h1: t(`lists:${scope.meta.key}.seoH1`),
          crumbs: [{ name: t(`listNames.${scope.meta.key}`), path: path }],
        }
      : scope.kind === "chain"
        ? {
            title: t("catalog.chainTitle", { name: scope.chain.name }),
            description: t("catalog.chainDescription", {
              name: scope.chain.name,
              count: scope.chain.tokenCount,
            }),
            h1: t("catalog.chainH1", { name: scope.chain.name }),
            crumbs: [
              { name: t("nav.blockchains"), path: "/blockchains" },
              { name: scope.chain.name, path },
            ],
          }
        : scope.kind === "tag"
          ? {
              title: t("catalog.tagTitle", { name: tagName(scope.tag) }),
              description: t(`tags:${scope.tag.type}.${scope.tag.slug}.description` as TagTextKey),
              h1: t("catalog.tagH1", { name: tagName(scope.tag) }),
              crumbs: [
                { name: t(`tags:types.${scope.tag.type}.title`), path: path.replace(/\/[^/]+$/, "") },
                { name: tagName(scope.tag), path },
              ],
            }
          : {
              title: q ? t("catalog.searchTitle", { q }) : t("catalog.allTitle"),
              description: t("catalog.allDescription"),
              h1: q ? t("catalog.searchTitle", { q }) : t("catalog.allH1"),
              crumbs: [{ name: t("nav.allTokens"), path: "/token" }],
            };

  return {
    seo: seo({ ...meta, path, noindex: Boolean(q) }),
    intro: scope.kind === "list" ? t(`lists:${scope.meta.key}.intro`) : meta.description,
    i18n: i18n("tags:name", "compare"),
    scope: scope.kind,
    chainScope: scope.kind === "chain" ? scope.chain : null,
    tagScope: scope.kind === "tag" ? scope.tag : null,
    rows: page.data.map((row) => toRow(row, sparklines, ownerProofs)),
    summary,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
    figures: rowsNote(page.data[0], summary),
    sort,
    dir,
    /**
     * The analysis ranking, or a list sorted by its score, shows the score as a column, with a link to the FAQ
     * entry that explains it (docs/product.md, Analysis score).
     */
    score:
      baseOrder === "ai" || sort === "ai" ? { explained: contentPath("faq", "what-is-the-ai-score") } : null,
    selection,
    filterData,
    locale,
    now: Date.now(),
  };
}
