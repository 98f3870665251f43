/**
 * Favourites in the browser. A visitor's stars live in localStorage and move into the account at sign-in;
 * a signed-in user's stars live on the server. One small store, shared by every star on the page.
 */
import { accountCall } from "../../runtime/account-api.ts";
import { isString, readStoredList, writeStoredList } from "../../runtime/stored-list.ts";

const KEY = "tokenatlas:favorites";
const MAX = 500;

type Listener = () => void;
const listeners = new Set<Listener>();
let signedIn = false;
let slugs: Set<string> | null = null;
let loading: Promise<void> | null = null;

const readLocal = () => readStoredList(KEY, isString, MAX);

const notify = () => {
  for (const listener of listeners) listener();
};

/** Loads the stars once per page: from the account when signed in, from the browser otherwise. */
export function loadFavorites(isSignedIn: boolean, locale: string): Promise<void> {
  signedIn = isSignedIn;
  loading ??= (async () => {
    if (!signedIn) {
      slugs = new Set(readLocal());
    } else {
      const result = await accountCall("GET", "/api/user/favorite", locale);
      slugs = new Set(result.ok ? result.data.map((t) => t.slug) : []);
    }
    notify();
  })();
  return loading;
}

export const isFavorite = (slug: string): boolean => slugs?.has(slug) ?? false;
export const favoritesReady = (): boolean => slugs !== null;

export function subscribeFavorites(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stars or unstars a token; false when the server refused (the star is left as it was). */
export async function setFavorite(slug: string, on: boolean, locale: string): Promise<boolean> {
  if (!slugs) return false;
  if (signedIn) {
    const path = `/api/user/favorite/${encodeURIComponent(slug)}` as const;
    const result = on ? await accountCall("PUT", path, locale) : await accountCall("DELETE", path, locale);
    if (!result.ok) return false;
  }
  if (on) slugs.add(slug);
  else slugs.delete(slug);
  if (!signedIn) writeStoredList(KEY, [...slugs], MAX);
  notify();
  return true;
}

/** After sign-in: the visitor's browser stars join the account's, and the browser list is emptied. */
export async function mergeVisitorFavorites(locale: string): Promise<void> {
  const local = readLocal();
  if (local.length === 0) return;
  const result = await accountCall("POST", "/api/user/favorite/merge", locale, { slugs: local });
  if (result.ok) writeStoredList(KEY, [], MAX);
}
