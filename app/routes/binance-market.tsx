import { isMarketSymbol } from "../../lib/exchange-markets.ts";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { LivePrice } from "../features/market/components/live-price.tsx";
import { MarketSection } from "../features/market/components/market-section.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { fatalNotFound, notFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/binance-market";

export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!isMarketSymbol(params.market)) fatalNotFound(url);
  const { services, locale, path, t, seo, i18n } = pageContext(context);
  const market = await services.market.exchangeMarket(params.market);
  if (!market?.symbol) notFound(url);
  const vars = { base: market.baseSymbol, quote: market.quoteSymbol, exchange: market.dex };
  return {
    seo: seo({
      title: t("market:exchange.title", vars),
      description: t("market:exchange.seoDescription", vars),
      h1: t("market:exchange.h1", vars),
      path,
      crumbs: [{ name: `${market.baseSymbol}/${market.quoteSymbol}`, path }],
    }),
    i18n: i18n("market"),
    market: {
      address: market.address,
      chainId: market.chainId,
      symbol: market.symbol,
      baseSymbol: market.baseSymbol,
      quoteSymbol: market.quoteSymbol,
      dex: market.dex,
    },
    locale,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

/** An exchange market (/binance/{market}, docs/product.md, Exchange markets): the token screen's live view, fed by the exchange stream. */
export default function BinanceMarket({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("market");
  const { market, locale } = loaderData;
  return (
    <article>
      <Breadcrumbs items={loaderData.seo.breadcrumbs} />
      <header className="flex flex-wrap items-center gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{loaderData.seo.h1}</h1>
          <p className="text-sm text-muted">
            {t("exchange.subtitle", { symbol: market.symbol, exchange: market.dex })}
          </p>
        </div>
        <LivePrice
          address={market.address}
          chainId={market.chainId}
          price={null}
          change24h={null}
          locale={locale}
        />
      </header>
      <MarketSection pair={market} token={{ address: market.address }} locale={locale} exchange />
    </article>
  );
}
