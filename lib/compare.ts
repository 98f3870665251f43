import { isTokenSlug } from "./route-shapes.ts";

/** At most this many tokens side by side. */
export const COMPARE_MAX = 4;

/** The token slugs of a `tokens=` parameter: well-formed, each once, at most COMPARE_MAX. */
export function parseCompareParam(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(",").map((s) => s.trim()))].filter(isTokenSlug).slice(0, COMPARE_MAX);
}

/** The shareable address of a comparison, before the language prefix (LocalLink adds it). */
export function comparePath(slugs: string[]): string {
  return slugs.length ? `/compare?tokens=${slugs.join(",")}` : "/compare";
}

/** The list with one more token at the end (the oldest drops out when full). */
export function withToken(slugs: string[], slug: string): string[] {
  if (slugs.includes(slug)) return slugs;
  return [...slugs, slug].slice(-COMPARE_MAX);
}
