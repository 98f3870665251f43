import { redirect } from "react-router";
import type { ContentHit } from "../../domain/content/index.ts";
import { isContractAddress } from "../../lib/address.ts";
import { type ContentKind, contentPath } from "../../lib/content-kinds.ts";
import { formatUsd } from "../../lib/format/number.ts";
import { localizePath } from "../../lib/locales.ts";
import { ChainNames } from "../components/ui/chain-names.tsx";
import { Change } from "../components/ui/change.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { TokenLogo } from "../features/catalog/components/token-logo.tsx";
import { Highlighted } from "../features/content/components/highlighted.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/search";

const MAX_QUERY = 100;
const groupOrder: ContentKind[] = ["news", "blog", "faq", "ico", "airdrop", "page"];

/**
 * `/search?q=`: tokens, one per asset, then news, blog, FAQ, ICOs, airdrops and pages. A contract address that
 * names one token opens its page instead; one deployed on several chains lists them (docs/product.md, Search).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, t, seo, locale, i18n } = pageContext(context);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const results = q ? await services.content.search(q, locale, { tokens: 20, perKind: 10 }) : null;
  if (results && isContractAddress(q) && results.tokens.length === 1) {
    throw redirect(localizePath(`/token/${results.tokens[0].slug}`, locale));
  }
  return {
    q,
    results,
    seo: seo({
      title: q ? t("content:search.titleFor", { q }) : t("content:search.title"),
      h1: q ? t("content:search.titleFor", { q }) : t("content:search.title"),
      description: t("content:search.description"),
      path: "/search",
      noindex: true,
      crumbs: [{ name: t("content:search.title"), path: "/search" }],
    }),
    i18n: i18n("content"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

function ContentGroup({ kind, hits, q }: { kind: ContentKind; hits: ContentHit[]; q: string }) {
  const { t } = useTranslation("content");
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby={`results-${kind}`} className="mb-6">
      <h2 id={`results-${kind}`} className="mb-2 text-lg font-semibold">
        {t(`search.groups.${kind}`)} <span className="text-sm font-normal text-muted">({hits.length})</span>
      </h2>
      <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
        {hits.map((hit) => (
          <li key={hit.slug} className="p-3" lang={hit.fallback ? "en" : undefined}>
            <LocalLink
              to={contentPath(hit.kind, hit.slug)}
              className="font-medium hover:text-accent hover:underline"
            >
              <Highlighted text={hit.title} query={q} />
            </LocalLink>
            <p className="mt-1 text-sm text-muted">
              <Highlighted text={hit.excerpt} query={q} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation("content");
  const { q, results } = loaderData;
  const total = results ? results.tokens.length + results.content.length : 0;
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      <search className="mb-5 block max-w-xl">
        <form method="get" className="flex gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            {t("search.label")}
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_QUERY}
            placeholder={t("search.placeholder")}
            className="w-full rounded-md border border-line bg-bg px-3 py-2"
          />
          <button
            type="submit"
            className="shrink-0 rounded-md bg-accent px-4 py-2 font-medium whitespace-nowrap text-bg"
          >
            {t("search.submit")}
          </button>
        </form>
      </search>
      {!q && <p className="text-muted">{t("search.prompt")}</p>}
      {q && total === 0 && (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
          {t("search.none", { q })}
        </p>
      )}
      {results && results.tokens.length > 0 && (
        <section aria-labelledby="results-tokens" className="mb-6">
          <h2 id="results-tokens" className="mb-2 text-lg font-semibold">
            {t("search.groups.tokens")}{" "}
            <span className="text-sm font-normal text-muted">({results.tokens.length})</span>
          </h2>
          <ul
            className="divide-y divide-line rounded-lg border border-line bg-surface"
            data-testid="token-results"
          >
            {results.tokens.map((token) => (
              <li key={token.slug} className="flex items-center gap-3 p-3">
                <TokenLogo logo={token.logo} tokenImage={token.tokenImage} symbol={token.symbol} size={28} />
                <div className="min-w-0 flex-1">
                  <LocalLink
                    to={`/token/${token.slug}`}
                    className="font-medium hover:text-accent hover:underline"
                  >
                    <Highlighted text={token.name} query={q} />
                  </LocalLink>{" "}
                  <span className="text-muted">
                    <Highlighted text={token.symbol} query={q} />
                  </span>
                  <p className="truncate text-xs text-muted">
                    {token.deployments > 1 ? (
                      <ChainNames chains={token.chains} shown={6} />
                    ) : (
                      <>
                        <ChainNames chains={token.chains} shown={1} /> ·{" "}
                        <span className="font-mono">{token.address}</span>
                      </>
                    )}
                  </p>
                </div>
                <div className="text-right text-sm tabular-nums">
                  <div>{formatUsd(token.price, locale)}</div>
                  <Change value={token.change24h} locale={locale} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {results &&
        groupOrder.map((kind) => (
          <ContentGroup
            key={kind}
            kind={kind}
            q={q}
            hits={results.content.filter((hit) => hit.kind === kind)}
          />
        ))}
    </>
  );
}
