import { localizePath, splitLocale } from "./locales.ts";

/** Page parameters are digits only (docs/product.md, Route parameters and not-found). */
export function isPageParam(value: string | undefined): boolean {
  return typeof value === "string" && /^\d+$/.test(value);
}

export const tagTypes = ["categories", "algorithms", "industries"] as const;
export type TagTypePlural = (typeof tagTypes)[number];
export type TagType = "category" | "algorithm" | "industry";

export const tagTypeOf: Record<TagTypePlural, TagType> = {
  categories: "category",
  algorithms: "algorithm",
  industries: "industry",
};
export const tagTypePlural: Record<TagType, TagTypePlural> = {
  category: "categories",
  algorithm: "algorithms",
  industry: "industries",
};

export function isTagTypeParam(value: string | undefined): value is TagTypePlural {
  return typeof value === "string" && (tagTypes as readonly string[]).includes(value);
}

/**
 * A token slug (docs/product.md, Route parameters and not-found) is hyphen-separated and ends in an alphanumeric identifier containing digits,
 * e.g. `usd-coin-42` or `pepe-a1b2`.
 */
const TOKEN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z0-9]*\d[a-z0-9]*$/i;

export function isTokenSlug(value: string | undefined): boolean {
  return typeof value === "string" && value.length <= 120 && TOKEN_SLUG.test(value);
}

/** Generic slug of tags and chains. */
export function isSlug(value: string | undefined): boolean {
  return typeof value === "string" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120;
}

export type UnmatchedPath =
  | { kind: "redirect"; to: string }
  | { kind: "fatal"; status: 404; message: string }
  | { kind: "not-found"; status: 404; message: string };

/**
 * Decides what a path that no route matched becomes: `/{token}` of the token shape redirects to
 * `/token/{token}`; a parameterised route shape whose parameter fails validation (a type other than the
 * three, a page that is not digits) is a fatal "Page Not Found"; anything else is the ordinary
 * "Page not found" (docs/product.md, Route parameters and not-found).
 */
export function classifyUnmatchedPath(pathname: string): UnmatchedPath {
  const { locale, path } = splitLocale(pathname);
  const single = /^\/([^/]+)\/?$/.exec(path);
  if (single && isTokenSlug(single[1])) {
    return { kind: "redirect", to: localizePath(`/token/${single[1]}`, locale) };
  }
  const typed = /^\/cryptocurrency-([^/]+)(?:\/[^/]*)?\/?$/.exec(path);
  const paged = /^\/(?:news|blog)\/page-([^/]*)\/?$/.exec(path);
  if ((typed && !isTagTypeParam(typed[1])) || (paged && !isPageParam(paged[1]))) {
    return { kind: "fatal", status: 404, message: `Page Not Found: ${pathname}` };
  }
  return { kind: "not-found", status: 404, message: `Page not found: ${pathname}` };
}
