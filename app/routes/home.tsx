import type { TokenListItem } from "../../domain/catalog/index.ts";
import { formatPrice } from "../../lib/format/number.ts";
import { localizePath } from "../../lib/locales.ts";
import { listPageByOrder, type OrderingKey } from "../../lib/orderings.ts";
import { Change } from "../components/ui/change.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { MarketSummaryBar } from "../features/catalog/components/market-summary.tsx";
import { TokenLogo } from "../features/catalog/components/token-logo.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, t, seo, i18n } = pageContext(context);
  const [overview, summary, chains] = await Promise.all([
    services.catalog.overview(),
    services.catalog.marketSummary(),
    services.catalog.chains(),
  ]);
  return {
    seo: seo({ title: t("home:title"), description: t("home:description"), h1: t("home:h1"), path: "/" }),
    i18n: i18n("home"),
    overview,
    summary,
    chains: Object.fromEntries(chains.map((c) => [c.id, c.name])) as Record<number, string>,
    totals: { chains: chains.length, tokens: chains.reduce((n, c) => n + c.tokenCount, 0) },
    now: Date.now(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

const sections: { key: keyof Route.ComponentProps["loaderData"]["overview"]; order: OrderingKey }[] = [
  { key: "trending", order: "popular" },
  { key: "gainers", order: "price_up_24h" },
  { key: "losers", order: "price_down_24h" },
  { key: "newest", order: "new" },
  { key: "verified", order: "authorized" },
];

function OverviewCard(props: {
  title: string;
  to: string;
  tokens: TokenListItem[];
  chains: Record<number, string>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // An id of letters, digits and dashes: "/crypto-gainers" gives "h-crypto-gainers".
  const headingId = `h${props.to.replaceAll("/", "-")}`;
  return (
    <section className="min-w-0 rounded-lg border border-line bg-surface p-3" aria-labelledby={headingId}>
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {props.title}
        </h2>
        <LocalLink to={props.to} className="text-xs whitespace-nowrap text-accent hover:underline">
          {t("home:seeAll")} →
        </LocalLink>
      </div>
      {props.tokens.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted">{t("table.empty")}</p>
      ) : (
        <ol className="divide-y divide-line">
          {props.tokens.map((token) => (
            <li key={token.slug}>
              <LocalLink to={`/token/${token.slug}`} className="flex items-center gap-2 py-1.5 text-sm">
                <TokenLogo logo={token.logo} tokenImage={token.tokenImage} symbol={token.symbol} size={20} />
                <span className="min-w-0 flex-1 truncate">
                  <span className="font-medium">{token.symbol}</span>{" "}
                  <span className="text-xs text-muted">{props.chains[token.chainId]}</span>
                </span>
                <span className="num text-right">${formatPrice(token.price, locale)}</span>
                <span className="w-20 text-right">
                  <Change value={token.change24h} locale={locale} />
                </span>
              </LocalLink>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const d = loaderData;
  return (
    <>
      <section className="mb-4">
        <h1 className="text-2xl font-bold sm:text-3xl">{d.seo.h1}</h1>
        <p className="mt-1 max-w-3xl text-muted">
          {t("home:lead", { tokens: d.totals.tokens, chains: d.totals.chains })}
        </p>
        <search className="mt-3 block max-w-xl">
          <form method="get" action={localizePath("/token", locale)} className="flex gap-2">
            <label htmlFor="home-search" className="sr-only">
              {t("header.searchLabel")}
            </label>
            <input
              id="home-search"
              name="q"
              type="search"
              required
              maxLength={100}
              placeholder={t("home:searchPlaceholder")}
              className="min-w-0 flex-1 rounded-md border border-line bg-surface px-3 py-2"
            />
            <button
              type="submit"
              className="rounded-md bg-accent px-4 py-2 font-medium text-white dark:text-black"
            >
              {t("home:search")}
            </button>
          </form>
        </search>
      </section>
      <MarketSummaryBar summary={d.summary} locale={locale} now={d.now} />
      <div className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {sections.map((s) => {
          const page = listPageByOrder(s.order);
          return (
            <OverviewCard
              key={s.key}
              title={t(`listNames.${page.key}`)}
              to={page.path}
              tokens={d.overview[s.key]}
              chains={d.chains}
            />
          );
        })}
      </div>
    </>
  );
}
