import { type Locale, localizePath } from "./locales.ts";
import { isPageParam } from "./route-shapes.ts";

/** Content kinds, their public paths and the pure rules pages and the server share. */

export const contentKinds = ["news", "blog", "faq", "ico", "airdrop", "page"] as const;
export type ContentKind = (typeof contentKinds)[number];

export const articleKinds = ["news", "blog"] as const;
export type ArticleKind = (typeof articleKinds)[number];

export const offeringKinds = ["ico", "airdrop"] as const;
export type OfferingKind = (typeof offeringKinds)[number];

/** The informational pages, each at `/{slug}`. */
export const infoPageSlugs = [
  "about-us",
  "roadmap",
  "contacts",
  "listings",
  "privacy-policy",
  "terms-and-conditions",
  "community-rules",
  "announcements-updates",
  "warning-about-scammers",
] as const;
export type InfoPageSlug = (typeof infoPageSlugs)[number];

export const faqGroups = ["basics", "tokens", "market-data", "accounts", "security", "listings"] as const;
export type FaqGroup = (typeof faqGroups)[number];

/** Roles of the editors' desk: editors write and publish; admins also delete entries and grant roles. */
export const roles = ["user", "editor", "admin"] as const;
export type Role = (typeof roles)[number];

export function canEdit(role: string): boolean {
  return role === "editor" || role === "admin";
}

/** Articles per list page. */
export const ARTICLES_PER_PAGE = 12;

/** The English path of an entry's page. */
export function contentPath(kind: ContentKind, slug: string): string {
  return kind === "page" ? `/${slug}` : `/${kind}/${slug}`;
}

/** The English path of page `n` of a news or blog list: page 1 is the list's own address. */
export function articleListPath(kind: ArticleKind, page: number): string {
  return page <= 1 ? `/${kind}` : `/${kind}/page-${page}`;
}

/**
 * What `/news/{x}` (or `/blog/{x}`) names: a list page for `page-{digits}` (docs/product.md, Route parameters and not-found), nothing for any other
 * `page-…` (page must be digits), else an article slug.
 */
export function articleSegment(segment: string): { page: number } | { slug: string } | null {
  const page = /^page-(.*)$/.exec(segment);
  if (!page) return { slug: segment };
  if (!isPageParam(page[1]) || page[1].length > 6) return null;
  const n = Number(page[1]);
  return n >= 1 ? { page: n } : null;
}

/** Slugs editors may choose: lower-case ASCII words joined by single hyphens, never a list page's name. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export function isContentSlug(slug: string): boolean {
  return slug.length >= 3 && slug.length <= 120 && SLUG_PATTERN.test(slug) && !slug.startsWith("page-");
}

export type OfferingStatus = "upcoming" | "active" | "ended";
export const offeringStatuses: readonly OfferingStatus[] = ["upcoming", "active", "ended"];

/** A sale or airdrop is upcoming before its start, active from the start until (not including) its end. */
export function offeringStatus(startsAt: string, endsAt: string, now: Date): OfferingStatus {
  const time = now.getTime();
  if (time < Date.parse(startsAt)) return "upcoming";
  return time < Date.parse(endsAt) ? "active" : "ended";
}

const WORDS_PER_MINUTE = 220;
/** Characters per minute for scripts written without spaces between words. */
const CHARS_PER_MINUTE = 500;
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\u0e00-\u0e7f]/g;

/** Minutes a reader needs for a plain text (at least 1): words, plus characters of unspaced scripts. */
export function readingMinutes(plain: string): number {
  const unspaced = plain.match(UNSPACED)?.length ?? 0;
  const words = plain.replace(UNSPACED, " ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE + unspaced / CHARS_PER_MINUTE));
}

/** Sanitized rich text with its site links (`href="/…"`) moved into the reader's locale. */
export function localizeLinks(html: string, locale: Locale): string {
  return html.replace(
    /<a href="(\/(?!\/)[^"]*)"/g,
    (_, path: string) => `<a href="${localizePath(path, locale)}"`,
  );
}

/**
 * Sanitized rich text with its headings re-levelled to sit under a heading of level `top - 1`: the shallowest
 * becomes `top`, and none is more than one level below the heading before it, so a page's headings skip no
 * level wherever an editor started (docs/decisions/020-valid-html.md).
 */
export function fitHeadings(html: string, top: number): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = top - Math.min(...levels);
  let previous = top - 1;
  const fitted = levels.map((level) => {
    previous = Math.min(level + shift, previous + 1, 6);
    return previous;
  });
  let opened = 0;
  let closed = 0;
  // Headings do not nest, so the n-th closing tag ends the n-th heading.
  return html.replace(/<(\/?)h[1-6](?=[\s>])/g, (_, slash: string) =>
    slash ? `</h${fitted[closed++]}` : `<h${fitted[opened++]}`,
  );
}
