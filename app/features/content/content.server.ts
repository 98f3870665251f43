import type { ContentDetail } from "../../../domain/content/index.ts";
import { contentPath } from "../../../lib/content-kinds.ts";
import { isLocale, type Locale, langTag, localizePath } from "../../../lib/locales.ts";
import type { pageContext } from "../../seo/page.server.ts";
import type { Breadcrumb } from "../../seo/seo.ts";

type PageContext = ReturnType<typeof pageContext>;

/**
 * The SEO of an entry's page: hreflang only for the languages it has its own text in, and an English
 * fallback's canonical address is the English page (docs/architecture.md, Languages and locale routing: fallbacks are left out of hreflang).
 */
export function entrySeo(
  { seo, services, locale }: PageContext,
  entry: ContentDetail,
  { crumbs, jsonLd, title }: { crumbs: Breadcrumb[]; jsonLd?: Record<string, unknown>[]; title?: string },
) {
  const path = contentPath(entry.kind, entry.slug);
  return seo({
    title: title ?? entry.title,
    h1: entry.title,
    description: entry.summary,
    path,
    crumbs,
    alternates: entry.locales.filter(isLocale),
    canonicalLocale: entry.fallback ? "en" : locale,
    ogType: "article",
    image: entry.cover ? `${services.publicUrl}${entry.cover}` : undefined,
    jsonLd,
  });
}

/** schema.org NewsArticle or BlogPosting for an article page. */
export function articleJsonLd(
  entry: ContentDetail,
  publicUrl: string,
  locale: Locale,
): Record<string, unknown> {
  const url = `${publicUrl}${localizePath(contentPath(entry.kind, entry.slug), entry.fallback ? "en" : locale)}`;
  const publisher = { "@type": "Organization", name: "TokenAtlas", logo: `${publicUrl}/favicon.svg` };
  return {
    "@type": entry.kind === "news" ? "NewsArticle" : "BlogPosting",
    headline: entry.title,
    description: entry.summary,
    datePublished: entry.publishedAt,
    dateModified: entry.updatedAt,
    inLanguage: langTag(isLocale(entry.locale) ? entry.locale : "en"),
    mainEntityOfPage: url,
    image: entry.cover ? [`${publicUrl}${entry.cover}`] : undefined,
    author: { "@type": "Organization", name: "TokenAtlas" },
    publisher,
  };
}

/** schema.org FAQPage for questions with their answers (plain text of the answer). */
export function faqJsonLd(items: { title: string; answer: string }[]): Record<string, unknown> {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.title,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
