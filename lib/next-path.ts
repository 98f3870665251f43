import { type Locale, localizePath } from "./locales.ts";

/**
 * Where to go after signing in: a local path only, never another site; the cabinet by default. Printable
 * ASCII only (a browser sends the path percent-encoded): a control or wider character cannot go into the
 * Location header of the redirect.
 */
export function safeNext(value: string | null | undefined, locale: Locale): string {
  return value && /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/.test(value) ? value : localizePath("/cabinet", locale);
}
