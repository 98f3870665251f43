import { Fragment, type ReactElement } from "react";
import { useLocation } from "react-router";
import { formatNumber, formatPrice, formatUsd } from "../../../lib/format/number.ts";
import type { SortDirection, SortKey } from "../../../lib/orderings.ts";
import { Change } from "../../components/ui/change.tsx";
import { LocalLink } from "../../components/ui/local-link.tsx";
import { Sparkline } from "../../components/ui/sparkline.tsx";
import { LazyFavoriteButton } from "../../features/account/components/lazy-favorite-button.tsx";
import { TokenLogo } from "../../features/catalog/components/token-logo.tsx";
import type { TokenRow } from "../../features/catalog/token-row.ts";
import { LazyCompareToggle } from "../../features/compare/lazy-compare-toggle.tsx";
import { RowPrice } from "../../features/market/components/row-price.tsx";
import { useTranslation } from "../../i18n/i18n.tsx";

export type ChainNames = Record<number, string>;

type Column = {
  key: string;
  label: string;
  sort?: SortKey;
  /** Shown as the header's tooltip, when the label alone is terse. */
  title?: string;
  /** The column's cell for a row, a `<td>`. */
  cell: (token: TokenRow) => ReactElement;
};

function SortHeader({ column, sort, dir }: { column: Column; sort: SortKey; dir: SortDirection }) {
  const location = useLocation();
  const { t } = useTranslation();
  if (!column.sort) {
    return (
      <th scope="col" title={column.title}>
        {column.label}
      </th>
    );
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

/**
 * The shared token table of every list screen. Name, price and the 24-hour change always show (with the
 * analysis score when `score` is set); the other columns give way on narrower screens, and what still does not
 * fit scrolls inside the table under a sticky name column (docs/product.md, Lists). The cells carry no classes
 * for that (bytes on every row): app.css finds the priority columns and the name column by their position, so
 * the order of `columns` is the one its rules count (the optional score column comes after the sparkline, and
 * the last four are always volume, market cap, liquidity and holders).
 */
export function TokenTable(props: {
  tokens: TokenRow[];
  chains: ChainNames;
  locale: string;
  sort: SortKey;
  dir: SortDirection;
  caption: string;
  /** Show the token-analysis score as a column. */
  score?: boolean;
}) {
  const { t } = useTranslation();
  const { tokens, chains, locale } = props;
  const verified = t("token.verified");
  const noHistory = t("table.noHistory");
  const columns: Column[] = [
    {
      key: "rank",
      label: "#",
      title: t("table.rankTitle"),
      cell: (token) => (
        <td>
          <span>
            <LazyCompareToggle slug={token.slug} name={token.name} compact />
            {token.marketCapRank ?? "—"}
          </span>
        </td>
      ),
    },
    {
      key: "name",
      label: t("table.name"),
      cell: (token) => (
        <td>
          <div>
            <LazyFavoriteButton slug={token.slug} name={token.name} />
            <LocalLink to={`/token/${token.slug}`}>
              <TokenLogo logo={token.logo} tokenImage={token.tokenImage} symbol={token.symbol} />
              <span>
                <b>{token.name}</b>
                <small>
                  {`${token.symbol} · ${
                    token.deployments > 1
                      ? t("table.chainsCount", { count: token.deployments })
                      : (chains[token.chainId] ?? token.chainId)
                  }`}
                  {token.authorized && (
                    <span className="verified" title={token.ownerProof ?? verified}>
                      ✓<span className="sr-only">{token.ownerProof ?? verified}</span>
                    </span>
                  )}
                </small>
              </span>
            </LocalLink>
          </div>
        </td>
      ),
    },
    {
      key: "price",
      label: t("table.price"),
      sort: "price",
      cell: (token) => (
        <RowPrice address={token.address} chainId={token.chainId} price={token.price} locale={locale} />
      ),
    },
    {
      key: "1h",
      label: t("table.change1h"),
      sort: "change_1h",
      cell: (token) => <Change value={token.change1h} locale={locale} cell />,
    },
    {
      key: "24h",
      label: t("table.change24h"),
      sort: "price_up_24h",
      cell: (token) =>
        token.trades24 === 0 ? (
          <td>
            <span className="chg text-xs text-muted">{t("table.noTrades")}</span>
          </td>
        ) : (
          <Change value={token.change24h} locale={locale} cell />
        ),
    },
    {
      key: "7d",
      label: t("table.change7d"),
      sort: "change_7d",
      cell: (token) => <Change value={token.change7d} locale={locale} missing={noHistory} cell />,
    },
    {
      key: "spark",
      label: t("table.last7d"),
      cell: (token) => (
        <td>
          <Sparkline code={token.spark} change={token.change7d} />
        </td>
      ),
    },
    ...(props.score
      ? [
          {
            key: "score",
            label: t("table.aiScore"),
            sort: "ai",
            cell: (token) => <td>{formatPrice(token.aiScore, locale)}</td>,
          } satisfies Column,
        ]
      : []),
    {
      key: "vol",
      label: t("table.volume24"),
      sort: "volume24",
      cell: (token) => <td>{formatUsd(token.volume24, locale)}</td>,
    },
    {
      key: "mcap",
      label: t("table.marketCap"),
      sort: "market_cap",
      cell: (token) => <td>{formatUsd(token.marketCap, locale)}</td>,
    },
    {
      key: "liq",
      label: t("table.liquidity"),
      sort: "liquidity",
      cell: (token) => <td>{formatUsd(token.liquidity, locale)}</td>,
    },
    {
      key: "hold",
      label: t("table.holders"),
      sort: "holders",
      cell: (token) => <td>{formatNumber(token.holders, locale)}</td>,
    },
  ];
  if (tokens.length === 0) {
    return (
      <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
        {t("table.empty")}
      </p>
    );
  }
  return (
    <div
      className="overflow-x-auto rounded-lg border border-line bg-surface"
      data-testid="token-table-scroll"
    >
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
          {tokens.map((token) => (
            <tr key={token.slug}>
              {columns.map((c) => (
                <Fragment key={c.key}>{c.cell(token)}</Fragment>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
