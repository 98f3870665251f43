import { type Locale, localizePath } from "./locales.ts";

/** Where to go after signing in: a local path only, never another site; the cabinet by default. */
export function safeNext(value: string | null | undefined, locale: Locale): string {
  return value && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : localizePath("/cabinet", locale);
}
