import { useEffect, useState, useSyncExternalStore } from "react";
import type { TokenListItem } from "../../domain/catalog/tokens.ts";
import { formatUsd } from "../../lib/format/number.ts";
import { Change } from "../components/ui/change.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { TokenLogo } from "../features/catalog/components/token-logo.tsx";
import { recentList } from "../features/compare/stores.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import { useConfirm, useNotify } from "../shell/shell-context.tsx";
import type { Route } from "./+types/last-viewed";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, t, seo, i18n } = pageContext(context);
  const caller = services.caller;
  const [viewed, chains] = await Promise.all([
    caller ? services.recentlyViewed.list(caller) : null,
    services.catalog.chains(),
  ]);
  return {
    seo: seo({
      title: t("compare:lastViewed.title"),
      description: t("compare:lastViewed.description"),
      path: "/last-viewed",
      noindex: true,
      crumbs: [{ name: t("compare:lastViewed.title"), path: "/last-viewed" }],
    }),
    i18n: i18n("compare"),
    /** A signed-in user's list from the server; null for a visitor, whose list the browser keeps. */
    viewed,
    chains: Object.fromEntries(chains.map((c) => [c.id, c.name])),
  };
}

function Loading() {
  const { t } = useTranslation("compare");
  return (
    <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted" aria-busy="true">
      {t("lastViewed.loading")}
    </p>
  );
}

/**
 * What the list shows of a token. The page's own loader gives the catalogue's item, with its wrapped token's
 * image; the API's answer for a visitor's list (`listTokensBySlugs`) has no such image.
 */
type ViewedToken = Pick<
  TokenListItem,
  "slug" | "name" | "symbol" | "chainId" | "logo" | "price" | "change24h"
> &
  Partial<Pick<TokenListItem, "tokenImage">>;

/** The tokens as a short list: name and chain, price and the day's change. */
function ViewedList({
  tokens,
  chains,
  label,
}: {
  tokens: ViewedToken[];
  chains: Record<number, string>;
  label: string;
}) {
  const { locale } = useTranslation();
  return (
    <ol aria-label={label} className="divide-y divide-line rounded-lg border border-line bg-surface">
      {tokens.map((token) => (
        <li key={token.slug} className="flex items-center gap-3 p-3">
          <LocalLink
            to={`/token/${token.slug}`}
            className="flex min-w-0 flex-1 items-center gap-2 hover:underline"
          >
            <TokenLogo logo={token.logo} tokenImage={token.tokenImage ?? null} symbol={token.symbol} />
            <span className="min-w-0">
              <b className="block truncate">{token.name}</b>
              <small className="text-muted">{`${token.symbol} · ${chains[token.chainId] ?? token.chainId}`}</small>
            </span>
          </LocalLink>
          <span className="text-right tabular-nums">
            <span className="block">{formatUsd(token.price, locale)}</span>
            <Change value={token.change24h} locale={locale} />
          </span>
        </li>
      ))}
    </ol>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** A visitor's list: the slugs the browser kept, looked up once they are known. */
function useVisitorTokens(enabled: boolean, locale: string): ViewedToken[] | null {
  const slugs = useSyncExternalStore(recentList.subscribe, recentList.get, () => null);
  const [tokens, setTokens] = useState<ViewedToken[] | null>(null);
  const key = slugs?.join(",") ?? null;
  useEffect(() => {
    if (!enabled || key === null) return;
    if (key === "") return setTokens([]);
    let live = true;
    void accountCall("GET", `/api/tokens/by-slugs?slugs=${key}`, locale).then((r) => {
      if (live) setTokens(r.ok ? r.data : []);
    });
    return () => {
      live = false;
    };
  }, [enabled, key, locale]);
  return enabled ? tokens : null;
}

export default function LastViewed({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation("compare");
  const confirm = useConfirm();
  const notify = useNotify();
  const [viewed, setViewed] = useState(loaderData.viewed);
  const signedIn = loaderData.viewed !== null;
  const visitorTokens = useVisitorTokens(!signedIn, locale);
  const tokens = viewed ? viewed.map((v) => v.token) : visitorTokens;

  async function clear() {
    if (!(await confirm(t("lastViewed.clearConfirm")).catch(() => false))) return;
    if (signedIn) {
      const result = await accountCall("DELETE", "/api/user/last-viewed", locale);
      if (!result.ok) return notify({ type: "error", message: t("account:errors.generic") });
      setViewed([]);
    } else {
      recentList.set([]);
    }
    notify({ type: "success", message: t("lastViewed.cleared") });
  }

  return (
    <div className="grid gap-3">
      <div>
        <PageHeader seo={loaderData.seo} />
        {!signedIn && <p className="text-sm text-muted">{t("lastViewed.browserNote")}</p>}
      </div>
      {tokens === null ? (
        <Loading />
      ) : tokens.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
          {t("lastViewed.empty")}
        </p>
      ) : (
        <>
          <ViewedList tokens={tokens} chains={loaderData.chains} label={loaderData.seo.h1} />
          <div>
            <button type="button" onClick={clear} className="rounded-md border border-line px-3 py-2 text-sm">
              {t("lastViewed.clear")}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
