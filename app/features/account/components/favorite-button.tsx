import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { useNotify } from "../../../shell/shell-context.tsx";
import {
  favoritesReady,
  isFavorite,
  loadFavorites,
  setFavorite,
  subscribeFavorites,
} from "../favorites-store.ts";

/** A star that adds a token to favourites (the browser's for visitors, the account's when signed in). */
export function FavoriteButton({
  slug,
  name,
  className = "",
}: {
  slug: string;
  name: string;
  className?: string;
}) {
  const { t, locale } = useTranslation("account");
  const notify = useNotify();
  const root = useRouteLoaderData("root") as { user: unknown } | undefined;
  const signedIn = Boolean(root?.user);
  const [state, setState] = useState({ on: false, ready: false });
  useEffect(() => {
    const read = () => setState({ on: isFavorite(slug), ready: favoritesReady() });
    const unsubscribe = subscribeFavorites(read);
    read();
    void loadFavorites(signedIn, locale);
    return unsubscribe;
  }, [slug, signedIn, locale]);
  const { on, ready } = state;
  return (
    <button
      type="button"
      disabled={!ready}
      aria-pressed={on}
      aria-label={t(on ? "favorite.remove" : "favorite.add", { name })}
      title={t(on ? "favorite.remove" : "favorite.add", { name })}
      onClick={async () => {
        const ok = await setFavorite(slug, !on, locale);
        notify(
          ok
            ? { type: "success", message: t(on ? "favorite.removed" : "favorite.added") }
            : { type: "error", message: t("errors.generic") },
        );
      }}
      className={`inline-flex h-8 w-8 items-center justify-center rounded-md text-lg leading-none disabled:opacity-50 ${on ? "text-[#f5b301]" : "text-muted hover:text-fg"} ${className}`}
    >
      <span aria-hidden="true">{on ? "★" : "☆"}</span>
    </button>
  );
}
