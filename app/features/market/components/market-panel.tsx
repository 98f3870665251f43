import { lazy, useState } from "react";
import type { Catalogs } from "../../../../lib/i18n/translator.ts";
import { type ChartVariant, MARK_LIMITS, type Mark } from "../../../../lib/marks.ts";
import {
  CANDLE_INTERVALS,
  type CandleInterval,
  DEFAULT_CANDLE_INTERVAL,
} from "../../../../lib/realtime/protocol.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { AfterMount } from "../../../shell/after-mount.tsx";
import { useNotify } from "../../../shell/shell-context.tsx";
import { useBreakpoint } from "../../../shell/use-breakpoint.ts";
import { useMarks } from "../hooks/use-marks.ts";
import { MarksEditor } from "./marks-editor.tsx";
import { AnalysisScore, PairStats, SourceBadge } from "./pair-stats.tsx";
import { TradesTable } from "./trades-table.tsx";

const PriceChart = lazy(() => import("./price-chart.tsx"));

const INTERVAL_KEYS: Record<CandleInterval, keyof Catalogs["market"]["intervals"]> = {
  1: "1m",
  5: "5m",
  15: "15m",
  60: "1h",
  240: "4h",
  1440: "1d",
};
/** Below the 928 px breakpoint the chart is the mobile variant (docs/product.md, Live market panel: marks per variant). */
const DESKTOP_FROM = 928;

export type MarketPanelProps = {
  pair: { address: string; chainId: number; baseSymbol: string; quoteSymbol: string };
  token: { address: string };
  locale: string;
  /** An exchange market: no pool figures, no trader addresses, no analysis score. */
  exchange?: boolean;
};

/** The live part of a token or pair page: chart with marks, trades, pair figures and the analysis score. */
export default function MarketPanel({ pair, token, locale, exchange = false }: MarketPanelProps) {
  const { t } = useTranslation("market");
  const notify = useNotify();
  const breakpoint = useBreakpoint();
  const variant: ChartVariant = breakpoint >= DESKTOP_FROM ? "desktop" : "mobile";
  const [interval, setChartInterval] = useState<CandleInterval>(DEFAULT_CANDLE_INTERVAL);
  const { marks, add, remove } = useMarks(pair.chainId, pair.address);
  const limit = MARK_LIMITS[variant];

  const mark = (next: Mark) => {
    const outcome = add(variant, next, interval);
    const side = t(next.type === "buy" ? "side.buy" : "side.sell");
    if (outcome === "added") notify({ type: "success", message: t("marks.added", { side }) });
    else if (outcome === "duplicate") notify({ type: "info", message: t("marks.duplicate") });
    else
      notify({
        type: "warning",
        message: t(variant === "desktop" ? "marks.fullDesktop" : "marks.fullMobile", { side, limit }),
      });
  };

  const current = marks[variant];
  return (
    <div className="space-y-4">
      <section aria-labelledby="chart-h" className="rounded-lg border border-line bg-surface p-3">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 id="chart-h" className="flex items-center gap-2 font-semibold">
            {t("chart.title", { pair: `${pair.baseSymbol}/${pair.quoteSymbol}` })}
            <SourceBadge address={pair.address} chainId={pair.chainId} />
          </h2>
          <fieldset className="flex flex-wrap gap-1">
            <legend className="sr-only">{t("chart.interval")}</legend>
            {CANDLE_INTERVALS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={value === interval}
                onClick={() => setChartInterval(value)}
                className="min-w-10 rounded border border-line px-2 py-1 text-sm aria-pressed:bg-accent aria-pressed:text-white dark:aria-pressed:text-bg"
              >
                {t(`intervals.${INTERVAL_KEYS[value]}`)}
              </button>
            ))}
          </fieldset>
        </div>
        {/* The chart's box has its size from the stylesheet, so the server's markup already has it. */}
        <div className="h-[300px] min-[928px]:h-[420px]">
          <AfterMount
            placeholder={
              <p className="grid h-full place-items-center text-sm text-muted">{t("chart.loading")}</p>
            }
          >
            <PriceChart
              key={variant}
              address={pair.address}
              chainId={pair.chainId}
              interval={interval}
              locale={locale}
              height={variant === "desktop" ? 420 : 300}
              marks={[...current.buy, ...current.sell]}
              labels={{
                loading: t("chart.loading"),
                empty: t("chart.empty"),
                failed: t("chart.failed"),
                buy: t("side.buy"),
                sell: t("side.sell"),
              }}
            />
          </AfterMount>
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium">
            {t("marks.title", { count: current.buy.length + current.sell.length })}
          </summary>
          <div className="mt-2">
            <MarksEditor
              marks={current}
              variant={variant}
              limit={limit}
              locale={locale}
              onAdd={mark}
              onRemove={(side, key) => remove(variant, side, key)}
            />
          </div>
        </details>
      </section>

      <section aria-labelledby="pair-h" className="rounded-lg border border-line bg-surface p-3">
        <h2 id="pair-h" className="mb-2 font-semibold">
          {t("stats.title")}
        </h2>
        <PairStats address={pair.address} chainId={pair.chainId} locale={locale} exchange={exchange} />
      </section>

      <section aria-labelledby="trades-h" className="rounded-lg border border-line bg-surface p-3">
        <h2 id="trades-h" className="mb-2 font-semibold">
          {t("trades.title")}
        </h2>
        <TradesTable
          address={pair.address}
          chainId={pair.chainId}
          locale={locale}
          exchange={exchange}
          onMark={(trade) => mark({ key: trade.id, type: trade.side, time: trade.time, price: trade.price })}
        />
      </section>

      {exchange ? null : <AnalysisScore address={token.address} chainId={pair.chainId} locale={locale} />}
    </div>
  );
}
