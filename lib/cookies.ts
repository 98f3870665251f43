import { LOCALE_COOKIE } from "./locales.ts";

/** A first-party preference cookie: whole site, SameSite=Lax, kept for `maxAge` seconds (docs/architecture.md, Languages and locale routing). */
export function preferenceCookie(name: string, value: string, maxAge: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/** The theme a visitor chose (light or dark); without it the page follows the system. */
export const THEME_COOKIE = "theme";

/** The cookies a signed-out visitor's page depends on: the shared page cache keys by their values. */
export const PAGE_COOKIES = [LOCALE_COOKIE, THEME_COOKIE] as const;
