import { useLocation } from "react-router";
import { formatNumber, formatUsd } from "../../../lib/format/number.ts";
import type { SortDirection, SortKey } from "../../../lib/orderings.ts";
import { Change } from "../../components/ui/change.tsx";
import { LocalLink } from "../../components/ui/local-link.tsx";
import { LazyFavoriteButton } from "../../features/account/components/lazy-favorite-button.tsx";
import { TokenLogo } from "../../features/catalog/components/token-logo.tsx";
import type { TokenRow } from "../../features/catalog/token-row.ts";
import { LazyCompareToggle } from "../../features/compare/lazy-compare-toggle.tsx";
import { RowPrice } from "../../features/market/components/row-price.tsx";
import { useTranslation } from "../../i18n/i18n.tsx";

export type ChainNames = Record<number, string>;

type Column = { key: string; label: string; sort?: SortKey };

function SortHeader({ column, sort, dir }: { column: Column; sort: SortKey; dir: SortDirection }) {
  const location = useLocation();
  const { t } = useTranslation();
  if (!column.sort) {
    return <th scope="col">{column.label}</th>;
  }
  const active = sort === column.sort;
  const nextDir: SortDirection = active && dir === "desc" ? "asc" : "desc";
  const params = new URLSearchParams(location.search);
  params.delete("cursor");
  params.set("sort", column.sort);
  params.set("dir", nextDir);
  return (
    <th scope="col" aria-sort={active ? (dir === "desc" ? "descending" : "ascending") : "none"}>
      <a
        href={`?${params}`}
        className="inline-flex items-center gap-0.5 hover:text-fg"
        title={t("table.sortBy", { column: column.label })}
      >
        {column.label}
        <span aria-hidden="true" className={active ? "text-accent" : "opacity-30"}>
          {active && dir === "asc" ? "↑" : "↓"}
        </span>
      </a>
    </th>
  );
}

/** The shared token table of every list screen; secondary columns give way on narrow screens. */
export function TokenTable(props: {
  tokens: TokenRow[];
  chains: ChainNames;
  locale: string;
  sort: SortKey;
  dir: SortDirection;
  startRank?: number;
  caption: string;
}) {
  const { t } = useTranslation();
  const { tokens, chains, locale } = props;
  // Column order matters: app.css hides columns by position on narrow screens.
  const columns: Column[] = [
    { key: "rank", label: "#" },
    { key: "name", label: t("table.name") },
    { key: "price", label: t("table.price"), sort: "price" },
    { key: "1h", label: t("table.change1h"), sort: "change_1h" },
    { key: "24h", label: t("table.change24h"), sort: "price_up_24h" },
    { key: "7d", label: t("table.change7d"), sort: "change_7d" },
    { key: "vol", label: t("table.volume24"), sort: "volume24" },
    { key: "mcap", label: t("table.marketCap"), sort: "market_cap" },
    { key: "liq", label: t("table.liquidity"), sort: "liquidity" },
    { key: "hold", label: t("table.holders"), sort: "holders" },
  ];
  const verified = t("token.verified");
  const noHistory = t("table.noHistory");
  if (tokens.length === 0) {
    return (
      <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
        {t("table.empty")}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="token-table">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <SortHeader key={c.key} column={c} sort={props.sort} dir={props.dir} />
            ))}
          </tr>
        </thead>
        <tbody>
          {tokens.map((token, i) => (
            <tr key={token.slug}>
              <td>
                <span className="inline-flex items-center gap-1">
                  <LazyCompareToggle slug={token.slug} name={token.name} compact />
                  {(props.startRank ?? 1) + i}
                </span>
              </td>
              <td>
                <div className="flex items-center gap-1">
                  <LazyFavoriteButton slug={token.slug} name={token.name} className="shrink-0" />
                  <LocalLink to={`/token/${token.slug}`} className="token-name">
                    <TokenLogo logo={token.logo} tokenImage={token.tokenImage} symbol={token.symbol} />
                    <span className="min-w-0">
                      <b>{token.name}</b>
                      <small>
                        {`${token.symbol} · ${
                          token.deployments > 1
                            ? t("table.chainsCount", { count: token.deployments })
                            : (chains[token.chainId] ?? token.chainId)
                        }`}
                        {token.authorized && (
                          <span className="ml-1 text-accent" title={verified}>
                            ✓<span className="sr-only">{verified}</span>
                          </span>
                        )}
                      </small>
                    </span>
                  </LocalLink>
                </div>
              </td>
              <RowPrice address={token.address} chainId={token.chainId} price={token.price} locale={locale} />
              <td>
                <Change value={token.change1h} locale={locale} />
              </td>
              <td>
                {token.trades24 === 0 ? (
                  <span className="chg text-xs text-muted">{t("table.noTrades")}</span>
                ) : (
                  <Change value={token.change24h} locale={locale} />
                )}
              </td>
              <td>
                <Change value={token.change7d} locale={locale} missing={noHistory} />
              </td>
              <td>{formatUsd(token.volume24, locale)}</td>
              <td>{formatUsd(token.marketCap, locale)}</td>
              <td>{formatUsd(token.liquidity, locale)}</td>
              <td>{formatNumber(token.holders, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
