import { type Locale, localizePath } from "../../../lib/locales.ts";
import { mergeVisitorFavorites } from "./favorites-store.ts";

/** Where to go after signing in: a local path only, never another site; the cabinet by default. */
export function safeNext(value: string | null, locale: Locale): string {
  return value && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : localizePath("/cabinet", locale);
}

/** Signed in: the visitor's browser stars join the account, then a full load shows the signed-in site. */
export async function finishSignIn(next: string, locale: string): Promise<void> {
  await mergeVisitorFavorites(locale);
  window.location.assign(next);
}
