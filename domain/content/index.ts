import type { Db } from "../../db/client.ts";
import type { ArticleKind, ContentKind, OfferingKind } from "../../lib/content-kinds.ts";
import { searchTokens } from "../catalog/search.ts";
import {
  getEntry,
  getMedia,
  latest,
  listArticles,
  listFaq,
  listOfferings,
  listPublished,
  mediaFiles,
  type OfferingQuery,
} from "./reads.ts";
import { searchContent } from "./search.ts";

export type {
  ArticlePage,
  ContentDetail,
  ContentSummary,
  FaqItem,
  OfferingQuery,
  OfferingSort,
} from "./reads.ts";
export { offeringSorts } from "./reads.ts";
export type { ContentHit } from "./search.ts";

/** Editorial content as readers see it: published entries only, in their language or English. */
export function createContent(db: Db) {
  return {
    articles: (kind: ArticleKind, locale: string, page: number) => listArticles(db, kind, locale, page),
    latest: (kind: ContentKind, locale: string, limit: number) => latest(db, kind, locale, limit),
    entry: (kind: ContentKind, slug: string, locale: string) => getEntry(db, kind, slug, locale),
    faq: (locale: string) => listFaq(db, locale),
    offerings: (kind: OfferingKind, locale: string, query: OfferingQuery) =>
      listOfferings(db, kind, locale, query),
    published: () => listPublished(db),
    media: (id: string) => getMedia(db, id),
    mediaFiles: (paths: readonly string[]) => mediaFiles(db, paths),
    /** Tokens and content for a query: the search page and the header's suggestions. */
    async search(query: string, locale: string, { tokens, perKind }: { tokens: number; perKind: number }) {
      const [tokenHits, contentHits] = await Promise.all([
        searchTokens(db, query, tokens),
        searchContent(db, query, locale, perKind),
      ]);
      return { tokens: tokenHits, content: contentHits };
    },
  };
}

export type Content = ReturnType<typeof createContent>;
