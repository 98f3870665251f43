import type { MetaDescriptor } from "react-router";
import {
  defaultLocale,
  type Locale,
  langTag,
  localeCodes,
  localeEntry,
  localizePath,
} from "../../lib/locales.ts";
import { hasTrail } from "./trail.ts";

export type Breadcrumb = { name: string; path: string };

/** Everything a page says about itself to search engines; `path` is the English (unprefixed) path. */
export type Seo = {
  title: string;
  description: string;
  h1: string;
  path: string;
  locale: Locale;
  publicUrl: string;
  breadcrumbs: Breadcrumb[];
  noindex?: boolean;
  /** The locales the page has its own text in (its hreflang alternates); every locale when not given. */
  alternates?: readonly Locale[];
  /** The locale whose address is canonical: an English fallback points at the English page. */
  canonicalLocale?: Locale;
  /** Open Graph type: "article" for news, blog and FAQ entries. */
  ogType?: "website" | "article";
  /** More JSON-LD objects (Article, FAQPage). */
  jsonLd?: Record<string, unknown>[];
  /** Feeds announced in the head. */
  feeds?: { title: string; href: string; type: "application/rss+xml" | "application/atom+xml" }[];
  /** An absolute image URL for Open Graph. */
  image?: string;
};

/**
 * A route's meta tags, built from its loader's `seo` where they are used (on the server for a document, in the
 * browser after a client navigation) rather than sent ready-made: 33 hreflang links with absolute addresses are
 * a few kilobytes of every page's data.
 */
export function pageMeta(seo: Seo | undefined): MetaDescriptor[] {
  return seo ? seoMeta(seo) : [];
}

/** Title, description, canonical, hreflang for every locale plus x-default, Open Graph and breadcrumbs. */
function seoMeta(seo: Seo): MetaDescriptor[] {
  const abs = (path: string, locale: Locale) => `${seo.publicUrl}${localizePath(path, locale)}`;
  const url = abs(seo.path, seo.locale);
  const alternates = seo.alternates ?? localeCodes;
  const meta: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: abs(seo.path, seo.canonicalLocale ?? seo.locale) },
    ...alternates.map((code) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: langTag(code),
      href: abs(seo.path, code),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: abs(seo.path, defaultLocale) },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:site_name", content: "TokenAtlas" },
    { property: "og:locale", content: localeEntry(seo.locale).iso.replace("-", "_") },
  ];
  if (hasTrail(seo.breadcrumbs)) {
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: seo.breadcrumbs.map((b, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: b.name,
          item: abs(b.path, seo.locale),
        })),
      },
    });
  }
  for (const data of seo.jsonLd ?? [])
    meta.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  for (const feed of seo.feeds ?? []) {
    meta.push({ tagName: "link", rel: "alternate", type: feed.type, title: feed.title, href: feed.href });
  }
  if (seo.image) meta.push({ property: "og:image", content: seo.image });
  if (seo.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  return meta;
}
