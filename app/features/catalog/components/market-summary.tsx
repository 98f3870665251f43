import type { MarketSummary } from "../../../../domain/catalog/index.ts";
import { formatShare, formatUsd } from "../../../../lib/format/number.ts";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { SourceNote } from "./demo-badge.tsx";

/**
 * The market at a glance (docs/product.md, Home): total market cap, 24-hour volume and the largest assets'
 * shares, summed from the figures the lists show, with their source and age.
 */
export function MarketSummaryBar({
  summary,
  locale,
  now,
}: {
  summary: MarketSummary;
  locale: string;
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="market-summary"
      className="mb-3 flex flex-wrap items-center gap-x-6 gap-y-1.5 rounded-lg border border-line bg-surface px-3 py-2"
      data-testid="market-summary"
    >
      <h2 id="market-summary" className="sr-only">
        {t("summary.title")}
      </h2>
      <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm sm:gap-x-6">
        <div>
          <dt className="text-xs text-muted">{t("summary.marketCap")}</dt>
          <dd className="num font-semibold" data-testid="summary-market-cap">
            {formatUsd(summary.marketCap, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t("summary.volume24")}</dt>
          <dd className="num font-semibold" data-testid="summary-volume">
            {formatUsd(summary.volume24, locale)}
          </dd>
        </div>
        {summary.dominance.length > 0 ? (
          <div>
            <dt className="text-xs text-muted">{t("summary.dominance")}</dt>
            <dd className="flex gap-3">
              {summary.dominance.map((d) => (
                <span key={d.slug} className="whitespace-nowrap">
                  <LocalLink to={`/token/${d.slug}`} className="font-medium hover:underline" title={d.name}>
                    {d.symbol}
                  </LocalLink>{" "}
                  <span className="num">{formatShare(d.share, locale)}</span>
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {summary.updatedAt ? (
        <SourceNote source={summary.sources} updatedAt={summary.updatedAt} locale={locale} now={now} />
      ) : null}
    </section>
  );
}
