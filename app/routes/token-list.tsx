import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { SourceNote } from "../features/catalog/components/demo-badge.tsx";
import { ListFilters } from "../features/catalog/components/list-filters.tsx";
import { MarketSummaryBar } from "../features/catalog/components/market-summary.tsx";
import { Pager } from "../features/catalog/components/pager.tsx";
import { loadTokenList } from "../features/catalog/list.server.ts";
import { unpackTokenRow } from "../features/catalog/token-row.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/token-list";
import { TokenTable } from "./parts/token-table.tsx";

export const loader = (args: Route.LoaderArgs) => loadTokenList(args);

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function TokenList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const d = loaderData;
  const chains = Object.fromEntries(d.filterData.chains.map((c) => [c.id, c.name]));

  return (
    <>
      <PageHeader seo={d.seo} lead={d.intro} />
      <MarketSummaryBar summary={d.summary} locale={d.locale} now={d.now} />
      {d.chainScope ? (
        <dl className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="inline text-muted">{t("catalog.chainId")}: </dt>
            <dd className="inline num">{d.chainScope.id}</dd>
          </div>
          <div>
            <dt className="inline text-muted">{t("catalog.nativeCurrency")}: </dt>
            <dd className="inline">
              {d.chainScope.nativeName} ({d.chainScope.nativeSymbol})
            </dd>
          </div>
          {d.chainScope.explorerUrl ? (
            <div>
              <dt className="inline text-muted">{t("catalog.explorer")}: </dt>
              <dd className="inline">
                <a
                  className="text-accent underline"
                  href={d.chainScope.explorerUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {d.chainScope.explorerName ?? d.chainScope.explorerUrl}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <ListFilters
        data={d.filterData}
        selection={d.selection}
        hide={{ chain: d.scope === "chain", tagType: d.tagScope?.type }}
        sort={d.sort}
        dir={d.dir}
      />
      {d.figures ? (
        <p className="mb-2">
          <SourceNote
            source={d.figures.source}
            updatedAt={d.figures.updatedAt}
            locale={d.locale}
            now={d.now}
          />
        </p>
      ) : null}
      {d.score ? (
        <p className="mb-2 text-sm">
          <LocalLink to={d.score.explained} className="text-accent underline">
            {t("table.aiScoreExplained")}
          </LocalLink>
        </p>
      ) : null}
      <TokenTable
        tokens={d.rows.map(unpackTokenRow)}
        chains={chains}
        locale={d.locale}
        sort={d.sort}
        dir={d.dir}
        caption={d.seo.h1}
        score={d.score !== null}
      />
      <Pager nextCursor={d.nextCursor} prevCursor={d.prevCursor} />
    </>
  );
}
