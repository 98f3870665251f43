import { mergeVisitorFavorites } from "./favorites-store.ts";

export { safeNext } from "../../../lib/next-path.ts";

/** Signed in: the visitor's browser stars join the account, then a full load shows the signed-in site. */
export async function finishSignIn(next: string, locale: string): Promise<void> {
  await mergeVisitorFavorites(locale);
  window.location.assign(next);
}
