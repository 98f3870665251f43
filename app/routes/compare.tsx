import { type FormEvent, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { TokenListItem } from "../../domain/catalog/tokens.ts";
import { COMPARE_MAX, comparePath, parseCompareParam, withToken } from "../../lib/compare.ts";
import { formatNumber, formatUsd } from "../../lib/format/number.ts";
import { type Locale, localizePath } from "../../lib/locales.ts";
import { Change } from "../components/ui/change.tsx";
import { CopyButton } from "../components/ui/copy-button.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { TokenLogo } from "../features/catalog/components/token-logo.tsx";
import { compareList } from "../features/compare/stores.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/compare";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { services, t, seo, i18n } = pageContext(context);
  const slugs = parseCompareParam(url.searchParams.get("tokens"));
  const [tokens, chains] = await Promise.all([
    services.catalog.tokensBySlugs(slugs),
    services.catalog.chains(),
  ]);
  return {
    seo: seo({
      title: t("compare:compare.title"),
      description: t("compare:compare.description"),
      path: "/compare",
      // A comparison is the visitor's own pick: only the empty page is worth indexing.
      noindex: slugs.length > 0,
      crumbs: [{ name: t("compare:compare.title"), path: "/compare" }],
    }),
    i18n: i18n("compare"),
    /** Whether the address named tokens (then it wins over what the browser kept). */
    named: url.searchParams.has("tokens"),
    tokens,
    chains: Object.fromEntries(chains.map((c) => [c.id, c.name])),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

type Row = { label: string; cell: (token: TokenListItem) => React.ReactNode };

/**
 * The figure names' column: on a phone its long words break (hyphenated where the browser can), so three
 * tokens fit beside it.
 */
const metricCell = "min-w-21 p-1.5 text-left text-muted hyphens-auto wrap-anywhere sm:p-2 sm:wrap-normal";

function AddToken({ slugs }: { slugs: string[] }) {
  const { t, locale } = useTranslation("compare");
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function add(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    if (!q || pending) return;
    setPending(true);
    const found = await accountCall(
      "GET",
      `/api/tokens?${new URLSearchParams({ q, limit: "1", order: "popular" })}`,
      locale,
    );
    setPending(false);
    const token = found.ok ? found.data[0] : undefined;
    if (!token) return setMessage(t(found.ok ? "compare.notFound" : "account:errors.generic", { query: q }));
    setMessage(slugs.length >= COMPARE_MAX ? t("compare.full", { count: COMPARE_MAX }) : null);
    setQuery("");
    navigate(localizePath(comparePath(withToken(slugs, token.slug)), locale as Locale));
  }
  return (
    <search>
      <form onSubmit={add} className="flex flex-wrap items-end gap-2">
        <label className="grid min-w-0 flex-1 basis-60 gap-1 text-sm">
          {t("compare.addLabel")}
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("compare.addPlaceholder")}
            maxLength={100}
            className="rounded-md border border-line bg-bg px-3 py-2"
          />
        </label>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="rounded-md bg-accent px-4 py-2 font-semibold text-bg disabled:opacity-60"
        >
          {t("compare.add")}
        </button>
        {message && (
          <p role="status" className="basis-full text-sm text-muted">
            {message}
          </p>
        )}
      </form>
    </search>
  );
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation("compare");
  const { tokens, chains, named } = loaderData;
  const navigate = useNavigate();
  const location = useLocation();
  const slugs = tokens.map((x) => x.slug);
  const key = slugs.join(",");

  // The address is the comparison: keep the browser's copy in step, or restore it when the address names none.
  useEffect(() => {
    if (named) compareList.set(key ? key.split(",") : []);
    else if (compareList.get().length > 0) {
      navigate(localizePath(comparePath(compareList.get()), locale as Locale), { replace: true });
    }
  }, [named, key, navigate, locale]);

  const remove = (slug: string) =>
    navigate(localizePath(comparePath(slugs.filter((s) => s !== slug)), locale as Locale));

  const rows: Row[] = [
    { label: t("common:table.price"), cell: (x) => formatUsd(x.price, locale) },
    { label: t("common:table.change1h"), cell: (x) => <Change value={x.change1h} locale={locale} /> },
    { label: t("common:table.change24h"), cell: (x) => <Change value={x.change24h} locale={locale} /> },
    {
      label: t("common:table.change7d"),
      cell: (x) => <Change value={x.change7d} locale={locale} missing={t("common:table.noHistory")} />,
    },
    { label: t("common:table.volume24"), cell: (x) => formatUsd(x.volume24, locale) },
    { label: t("common:table.marketCap"), cell: (x) => formatUsd(x.marketCap, locale) },
    { label: t("common:table.liquidity"), cell: (x) => formatUsd(x.liquidity, locale) },
    { label: t("common:table.holders"), cell: (x) => formatNumber(x.holders, locale) },
    { label: t("compare.chain"), cell: (x) => chains[x.chainId] ?? String(x.chainId) },
    { label: t("compare.verified"), cell: (x) => (x.authorized ? t("compare.yes") : t("compare.no")) },
  ];

  return (
    <div className="grid gap-4">
      <div>
        <PageHeader seo={loaderData.seo} />
      </div>
      <AddToken slugs={slugs} />
      {tokens.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
          {t("compare.empty")}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-line bg-surface">
            <table className="w-full text-sm" data-testid="compare-table">
              <caption className="sr-only">{loaderData.seo.h1}</caption>
              <thead>
                <tr>
                  <th scope="col" className={`${metricCell} text-xs font-medium`}>
                    {t("compare.metric")}
                  </th>
                  {tokens.map((x) => (
                    <th key={x.slug} scope="col" className="p-1.5 text-left align-top sm:min-w-36 sm:p-2">
                      <div className="flex items-start gap-1 sm:gap-2">
                        <LocalLink
                          to={`/token/${x.slug}`}
                          className="flex min-w-0 flex-col items-start gap-1 hover:underline sm:flex-row sm:items-center sm:gap-2"
                        >
                          <TokenLogo logo={x.logo} tokenImage={x.tokenImage} symbol={x.symbol} />
                          <span className="min-w-0 break-words">
                            {x.name} <span className="text-muted">{x.symbol}</span>
                          </span>
                        </LocalLink>
                        <button
                          type="button"
                          onClick={() => remove(x.slug)}
                          aria-label={t("compare.remove", { name: x.name })}
                          title={t("compare.remove", { name: x.name })}
                          className="ml-auto rounded px-1.5 text-muted hover:text-fg"
                        >
                          <span aria-hidden="true">×</span>
                        </button>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label} className="border-t border-line">
                    <th scope="row" className={`${metricCell} font-normal`}>
                      {row.label}
                    </th>
                    {tokens.map((x) => (
                      <td key={x.slug} className="p-1.5 tabular-nums sm:p-2">
                        {row.cell(x)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {t("compare.share")}
            <CopyButton
              text={typeof window === "undefined" ? location.pathname : window.location.href}
              label={t("compare.copyLink")}
            />
          </p>
        </>
      )}
    </div>
  );
}
