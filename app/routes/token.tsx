import type { TagTextKey } from "../../domain/catalog/tags.ts";
import { communityPath } from "../../lib/community-paths.ts";
import { formatRelativeAge } from "../../lib/format/date.ts";
import { formatNumber, formatPrice, formatUsd } from "../../lib/format/number.ts";
import type { KeyUnder } from "../../lib/i18n/translator.ts";
import { LINK_NAMES } from "../../lib/link-names.ts";
import { isTokenSlug, tagTypePlural } from "../../lib/route-shapes.ts";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { Change } from "../components/ui/change.tsx";
import { CopyButton } from "../components/ui/copy-button.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { LazyFavoriteButton } from "../features/account/components/lazy-favorite-button.tsx";
import { SourceNote } from "../features/catalog/components/demo-badge.tsx";
import { TokenLogo } from "../features/catalog/components/token-logo.tsx";
import { proofSentence } from "../features/catalog/owner-proof.server.ts";
import { tokenTitle } from "../features/catalog/token-title.ts";
import { LazyCompareToggle } from "../features/compare/lazy-compare-toggle.tsx";
import { useRecordVisit } from "../features/compare/use-record-visit.ts";
import { LivePrice } from "../features/market/components/live-price.tsx";
import { MarketSection } from "../features/market/components/market-section.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { fatalNotFound, notFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/token";

export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!isTokenSlug(params.token)) fatalNotFound(url);
  const { services, locale, path, t, seo, i18n } = pageContext(context);
  const token = await services.catalog.getToken(params.token, locale);
  if (!token) notFound(url);
  const caller = services.caller;
  if (caller) await services.recentlyViewed.record(caller, token.id);
  const [pair, community] = await Promise.all([
    services.market.mainPair(token.id),
    services.communities.community(token.slug),
  ]);
  const view = path.startsWith("/pair/") ? "pair" : path.startsWith("/token-preview/") ? "preview" : "token";
  const vars = { name: token.name, symbol: token.symbol, chain: token.chain.name };
  return {
    seo: seo({
      title: tokenTitle(t, view, vars),
      description: t("token:seoDescription", vars),
      h1: view === "pair" ? t("token:pairH1", vars) : token.name,
      path,
      noindex: view === "preview",
      crumbs: [
        { name: t("nav.allTokens"), path: "/token" },
        { name: token.name, path },
      ],
    }),
    i18n: i18n("token", "tags:name", "market", "compare", "community:tokenLinkCount"),
    community: community ? { postCount: community.postCount } : null,
    token,
    pair: pair
      ? {
          address: pair.address,
          chainId: pair.chainId,
          baseSymbol: pair.baseSymbol,
          quoteSymbol: pair.quoteSymbol,
        }
      : null,
    ownerProof: token.ownerProof ? proofSentence(t, token.ownerProof, "page", locale, new Date()) : null,
    view,
    locale,
    now: Date.now(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="num mt-1 font-semibold">{children}</dd>
    </div>
  );
}

export default function TokenPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { token, locale, view } = loaderData;
  const usd = (value: string) => formatUsd(value, locale);
  const amount = (value: string) => formatPrice(value, locale);
  const orUnknown = (value: string | null, format: (value: string) => string) =>
    value === null ? t("token:unknown") : format(value);
  const projectLinks = token.links.filter((l) => l.type !== "explorer" && /^https?:\/\//.test(l.url));
  const foreign = (textLocale: string) => textLocale !== locale;
  useRecordVisit(token.slug);
  return (
    <article>
      <Breadcrumbs items={loaderData.seo.breadcrumbs} />
      {view === "preview" ? (
        <p className="mb-3 rounded-md border border-amber-400 bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t("token:previewNotice")}
        </p>
      ) : null}
      <header className="flex flex-wrap items-center gap-3">
        <TokenLogo logo={token.logo} tokenImage={token.tokenImage} symbol={token.symbol} size={48} />
        <LazyFavoriteButton slug={token.slug} name={token.name} className="order-last sm:order-none" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{loaderData.seo.h1}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="font-medium text-fg">{token.symbol}</span>
            {token.marketCapRank !== null ? (
              <span
                className="rounded bg-bg px-1.5 py-0.5 font-medium text-fg"
                title={t("table.rankTitle")}
                data-testid="market-cap-rank"
              >
                {t("table.rank", { rank: token.marketCapRank })}
              </span>
            ) : null}
            <LocalLink
              to={`/blockchains/${token.chain.slug}`}
              className="rounded bg-bg px-1.5 py-0.5 hover:underline"
            >
              {token.chain.name}
            </LocalLink>
            {token.authorized ? (
              <span className="rounded bg-blue-100 px-1.5 py-0.5 text-blue-900 dark:bg-blue-900/40 dark:text-blue-100">
                ✓ {loaderData.ownerProof ? t("token:verifiedOwner") : t("token.verified")}
              </span>
            ) : (
              <span className="rounded bg-bg px-1.5 py-0.5">{t("token:notVerified")}</span>
            )}
            {view !== "pair" ? (
              <LocalLink to={`/pair/${token.slug}`} className="text-accent hover:underline">
                {t("token:pairLink")}
              </LocalLink>
            ) : (
              <LocalLink to={`/token/${token.slug}`} className="text-accent hover:underline">
                {t("token:tokenLink")}
              </LocalLink>
            )}
          </p>
          {loaderData.ownerProof ? (
            <p className="mt-1 text-xs break-all text-muted" data-testid="owner-proof">
              {loaderData.ownerProof}
            </p>
          ) : null}
        </div>
        <div className="basis-full sm:basis-auto">
          <LazyCompareToggle slug={token.slug} name={token.name} />
        </div>
        <LivePrice
          address={token.address}
          chainId={token.chainId}
          price={token.price}
          change24h={token.change24h}
          locale={locale}
        />
      </header>

      <section className="mt-4 flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface p-3 text-sm">
        <span className="text-muted">{token.native ? t("token:nativeCoin") : t("token:contract")}</span>
        <code className="min-w-0 flex-1 truncate font-mono text-xs sm:text-sm" title={token.address}>
          {token.address}
        </code>
        <CopyButton text={token.address} label={t("token:copyAddress")} />
        {token.links
          .filter((l) => l.type === "explorer")
          .map((l) => (
            <a
              key={l.url}
              href={l.url}
              target="_blank"
              rel="noopener noreferrer"
              className="basis-full text-accent underline sm:basis-auto"
            >
              {token.chain.explorerName ?? t("token:explorer")}
            </a>
          ))}
        {token.native ? (
          <p className="basis-full text-xs text-muted">
            {t("token:nativeNote", { chain: token.chain.name })}
          </p>
        ) : null}
      </section>

      {projectLinks.length > 0 ? (
        <nav aria-label={t("token:links")} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {projectLinks.map((l) => (
            <a
              key={l.url}
              href={l.url}
              target="_blank"
              rel="nofollow noopener noreferrer"
              className="text-accent underline"
            >
              {LINK_NAMES[l.type] ??
                t(`token:linkTypes.${l.type}` as `token:${KeyUnder<"token", "linkTypes">}`)}
            </a>
          ))}
        </nav>
      ) : null}

      {loaderData.community ? (
        <p className="mt-2 text-sm">
          <LocalLink
            to={communityPath(token.slug)}
            data-testid="community-link"
            className="font-medium text-accent hover:underline"
          >
            {t("community:tokenLinkCount", { count: loaderData.community.postCount })}
          </LocalLink>
        </p>
      ) : null}

      {token.alsoOn.length > 0 ? (
        <section aria-labelledby="also-h" className="mt-4">
          <h2 id="also-h" className="mb-1 font-semibold">
            {t("token:alsoOn")}
          </h2>
          <p className="mb-2 text-sm text-muted">
            {t("token:alsoOnLead", { asset: token.asset?.name ?? token.name, count: token.deployments })}
          </p>
          <ul className="grid gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
            {token.alsoOn.map((d) => (
              <li key={d.slug}>
                <LocalLink
                  to={`/token/${d.slug}`}
                  className="flex items-center justify-between gap-2 rounded-md border border-line bg-surface px-3 py-2 text-sm hover:border-accent"
                >
                  <span className="min-w-0 truncate">
                    {d.chainName}
                    <span className="ml-1 text-xs text-muted">
                      {d.native ? `${d.symbol}, ${t("token:nativeCoin")}` : d.symbol}
                    </span>
                  </span>
                  <span className="num shrink-0 font-medium">{formatUsd(d.price, locale)}</span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {loaderData.pair ? (
        <MarketSection pair={loaderData.pair} token={{ address: token.address }} locale={locale} />
      ) : null}

      <section aria-labelledby="stats-h" className="mt-4">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="stats-h" className="font-semibold">
            {t("token:market")}
          </h2>
          <SourceNote
            source={token.source}
            updatedAt={token.updatedAt}
            locale={locale}
            now={loaderData.now}
          />
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label={t("table.marketCap")}>
            {orUnknown(token.circulatingSupply && token.marketCap, usd)}
          </Stat>
          <Stat label={t("token:fdv")}>{orUnknown(token.fdv, usd)}</Stat>
          <Stat label={t("table.volume24")}>{formatUsd(token.volume24, locale)}</Stat>
          <Stat label={t("token:trades24")}>{formatNumber(token.trades24, locale)}</Stat>
          <Stat label={t("token:circulatingSupply")}>{orUnknown(token.circulatingSupply, amount)}</Stat>
          <Stat label={t("token:totalSupply")}>{orUnknown(token.totalSupply, amount)}</Stat>
          <Stat label={t("table.liquidity")}>{formatUsd(token.liquidity, locale)}</Stat>
          <Stat label={t("table.holders")}>{formatNumber(token.holders, locale)}</Stat>
          <Stat label={t("table.change1h")}>
            <Change value={token.change1h} locale={locale} />
          </Stat>
          <Stat label={t("table.change24h")}>
            {token.trades24 === 0 ? t("table.noTrades") : <Change value={token.change24h} locale={locale} />}
          </Stat>
          <Stat label={t("table.change7d")}>
            <Change value={token.change7d} locale={locale} missing={t("table.noHistory")} />
          </Stat>
          <Stat label={t("token:change30d")}>
            <Change value={token.change30d} locale={locale} missing={t("table.noHistory")} />
          </Stat>
        </dl>
        {token.deployments > 1 ? (
          <p className="mt-2 text-xs text-muted">
            {t("token:deploymentFigures", { asset: token.asset?.name ?? token.name })}
          </p>
        ) : null}
        {token.assetSupply?.circulating ? (
          <p className="mt-1 text-xs text-muted">
            {t("token:assetSupply", {
              asset: token.asset?.name ?? token.name,
              supply: formatPrice(token.assetSupply.circulating, locale),
              source: token.assetSupply.source === "coingecko" ? "CoinGecko" : token.assetSupply.source,
            })}{" "}
            <time dateTime={token.assetSupply.updatedAt}>
              {t("data.updated", {
                age: formatRelativeAge(token.assetSupply.updatedAt, loaderData.now, locale),
              })}
            </time>
          </p>
        ) : null}
      </section>

      {token.tags.length > 0 ? (
        <section aria-labelledby="tags-h" className="mt-4">
          <h2 id="tags-h" className="mb-2 font-semibold">
            {t("token:tags")}
          </h2>
          <ul className="flex flex-wrap gap-1.5">
            {token.tags.map((tag) => (
              <li key={`${tag.type}-${tag.slug}`}>
                <LocalLink
                  to={`/cryptocurrency-${tagTypePlural[tag.type]}/${tag.slug}`}
                  className="inline-block rounded-full border border-line bg-surface px-2.5 py-0.5 text-sm hover:border-accent"
                  title={t(`tags:types.${tag.type}.name`)}
                >
                  {t(`tags:${tag.type}.${tag.slug}.name` as TagTextKey)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="about-h" className="mt-4">
        <h2 id="about-h" className="mb-2 font-semibold">
          {t("token:about", { name: token.name })}
        </h2>
        {token.description ? (
          <div className="rounded-lg border border-line bg-surface p-3">
            {foreign(token.description.locale) ? (
              <p className="mb-2 text-xs text-muted">{t("token:fallbackNotice")}</p>
            ) : null}
            <p lang={token.description.locale} className="leading-relaxed break-words">
              {token.description.body}
            </p>
          </div>
        ) : (
          <p className="text-muted">{t("token:noDescription")}</p>
        )}
      </section>

      {token.faqs.items.length > 0 ? (
        <section aria-labelledby="faq-h" className="mt-4">
          <h2 id="faq-h" className="mb-2 font-semibold">
            {t("token:faq")}
          </h2>
          {foreign(token.faqs.locale) ? (
            <p className="mb-2 text-xs text-muted">{t("token:fallbackNotice")}</p>
          ) : null}
          <div
            lang={token.faqs.locale}
            className="divide-y divide-line rounded-lg border border-line bg-surface"
          >
            {token.faqs.items.map((f) => (
              <details key={f.question} className="p-3">
                <summary className="cursor-pointer font-medium break-words">{f.question}</summary>
                <p className="mt-2 text-sm leading-relaxed break-words text-muted">{f.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}
