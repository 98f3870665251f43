import { useLocation } from "react-router";
import type { TokenListItem } from "../../../../domain/catalog/tokens.ts";
import { formatNumber, formatPrice, formatUsd } from "../../../../lib/format/number.ts";
import type { SortDirection, SortKey } from "../../../../lib/orderings.ts";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { Change } from "./change.tsx";
import { TokenLogo } from "./token-logo.tsx";

export type ChainNames = Record<number, string>;

type Column = { key: string; label: string; sort?: SortKey; className: string };

function SortHeader({ column, sort, dir }: { column: Column; sort: SortKey; dir: SortDirection }) {
  const location = useLocation();
  const { t } = useTranslation();
  if (!column.sort) {
    return (
      <th scope="col" className={column.className}>
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
    <th
      scope="col"
      className={column.className}
      aria-sort={active ? (dir === "desc" ? "descending" : "ascending") : "none"}
    >
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
  tokens: TokenListItem[];
  chains: ChainNames;
  locale: string;
  sort: SortKey;
  dir: SortDirection;
  startRank?: number;
  caption: string;
}) {
  const { t } = useTranslation();
  const { tokens, chains, locale } = props;
  const right = "px-2 py-2 text-right font-medium";
  const columns: Column[] = [
    { key: "rank", label: "#", className: "hidden px-2 py-2 text-left font-medium sm:table-cell" },
    { key: "name", label: t("table.name"), className: "px-2 py-2 text-left font-medium" },
    { key: "price", label: t("table.price"), sort: "price", className: right },
    { key: "1h", label: t("table.change1h"), sort: "change_1h", className: `${right} hidden md:table-cell` },
    { key: "24h", label: t("table.change24h"), sort: "price_up_24h", className: right },
    { key: "7d", label: t("table.change7d"), sort: "change_7d", className: `${right} hidden md:table-cell` },
    { key: "vol", label: t("table.volume24"), sort: "volume24", className: `${right} hidden sm:table-cell` },
    {
      key: "mcap",
      label: t("table.marketCap"),
      sort: "market_cap",
      className: `${right} hidden sm:table-cell`,
    },
    {
      key: "liq",
      label: t("table.liquidity"),
      sort: "liquidity",
      className: `${right} hidden lg:table-cell`,
    },
    { key: "hold", label: t("table.holders"), sort: "holders", className: `${right} hidden lg:table-cell` },
  ];
  if (tokens.length === 0) {
    return (
      <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
        {t("table.empty")}
      </p>
    );
  }
  const cell = "px-2 py-2 text-right num whitespace-nowrap";
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-line text-xs text-muted">
          <tr>
            {columns.map((c) => (
              <SortHeader key={c.key} column={c} sort={props.sort} dir={props.dir} />
            ))}
          </tr>
        </thead>
        <tbody>
          {tokens.map((token, i) => (
            <tr key={token.slug} className="border-b border-line last:border-0 hover:bg-bg/60">
              <td className="hidden px-2 py-2 text-muted num sm:table-cell">{(props.startRank ?? 1) + i}</td>
              <td className="max-w-[11rem] px-2 py-2 sm:max-w-none">
                <LocalLink to={`/token/${token.slug}`} className="flex min-w-0 items-center gap-2">
                  <TokenLogo logo={token.logo} tokenImage={token.tokenImage} symbol={token.symbol} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{token.name}</span>
                    <span className="block truncate text-xs text-muted">
                      {token.symbol} · {chains[token.chainId] ?? token.chainId}
                      {token.authorized && (
                        <span className="ml-1 text-accent" title={t("token.verified")}>
                          ✓<span className="sr-only">{t("token.verified")}</span>
                        </span>
                      )}
                    </span>
                  </span>
                </LocalLink>
              </td>
              <td className={cell}>${formatPrice(token.price, locale)}</td>
              <td className={`${cell} hidden md:table-cell`}>
                <Change value={token.change1h} locale={locale} />
              </td>
              <td className={cell}>
                <Change value={token.change24h} locale={locale} />
              </td>
              <td className={`${cell} hidden md:table-cell`}>
                <Change value={token.change7d} locale={locale} />
              </td>
              <td className={`${cell} hidden sm:table-cell`}>{formatUsd(token.volume24, locale)}</td>
              <td className={`${cell} hidden sm:table-cell`}>{formatUsd(token.marketCap, locale)}</td>
              <td className={`${cell} hidden lg:table-cell`}>{formatUsd(token.liquidity, locale)}</td>
              <td className={`${cell} hidden lg:table-cell`}>{formatNumber(token.holders, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
