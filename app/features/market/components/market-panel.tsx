import { lazy, useState } from "react";
import {
  CHART_RANGES,
  type ChartWindow,
  DEFAULT_CHART_WINDOW,
  rangeWindow,
} from "../../../../lib/chart-ranges.ts";
import type { Catalogs } from "../../../../lib/i18n/translator.ts";
import { type ChartVariant, MARK_LIMITS, type Mark } from "../../../../lib/marks.ts";
import { CANDLE_INTERVALS, type CandleInterval } from "../../../../lib/realtime/protocol.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { AfterMount } from "../../../shell/after-mount.tsx";
import { useNotify } from "../../../shell/shell-context.tsx";
import { useBreakpoint } from "../../../shell/use-breakpoint.ts";
import { useMarks } from "../hooks/use-marks.ts";
import { ChartFrame } from "./chart-frame.tsx";
import { MarksEditor } from "./marks-editor.tsx";
import { AnalysisScore, PairStats, SourceBadge } from "./pair-stats.tsx";
import type { ChartStyle } from "./price-chart.tsx";
import { TradesTable } from "./trades-table.tsx";

const PriceChart = lazy(() => import("./price-chart.tsx"));

/** A row of controls; it scrolls rather than spill out, with room for the buttons' focus outline. */
const GROUP = "flex h-9 min-w-0 items-center gap-1 overflow-x-auto px-1";
const BUTTON =
  "h-7 min-w-10 shrink-0 rounded border border-line px-2 text-sm aria-pressed:bg-accent aria-pressed:text-white dark:aria-pressed:text-bg";

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
  const [view, setView] = useState<ChartWindow>(DEFAULT_CHART_WINDOW);
  const [style, setStyle] = useState<ChartStyle>("candles");
  const [log, setLog] = useState(false);
  const { marks, add, remove } = useMarks(pair.chainId, pair.address);
  const limit = MARK_LIMITS[variant];

  const mark = (next: Mark) => {
    const outcome = add(variant, next, view.interval);
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
  const title = t("chart.title", { pair: `${pair.baseSymbol}/${pair.quoteSymbol}` });
  return (
    <div className="space-y-4">
      <ChartFrame
        title={
          <>
            <span className="truncate">{title}</span>
            <SourceBadge address={pair.address} chainId={pair.chainId} />
          </>
        }
        controls={
          <>
            <fieldset className={GROUP}>
              <legend className="sr-only">{t("chart.interval")}</legend>
              {CANDLE_INTERVALS.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={value === view.interval}
                  onClick={() => setView({ range: null, interval: value })}
                  className={BUTTON}
                >
                  {t(`intervals.${INTERVAL_KEYS[value]}`)}
                </button>
              ))}
            </fieldset>
            <div className={`${GROUP} md:col-span-2`}>
              <fieldset className="flex gap-1">
                <legend className="sr-only">{t("chart.range")}</legend>
                {CHART_RANGES.map((range) => (
                  <button
                    key={range}
                    type="button"
                    aria-pressed={range === view.range}
                    onClick={() => range !== view.range && setView(rangeWindow(range))}
                    className={BUTTON}
                  >
                    {t(`ranges.${range}`)}
                  </button>
                ))}
              </fieldset>
              <span aria-hidden="true" className="mx-1 h-5 border-l border-line" />
              <button
                type="button"
                aria-pressed={style === "line"}
                title={t("chart.lineTitle")}
                onClick={() => setStyle(style === "line" ? "candles" : "line")}
                className={BUTTON}
              >
                {t("chart.line")}
              </button>
              <button
                type="button"
                aria-pressed={log}
                title={t("chart.logTitle")}
                onClick={() => setLog(!log)}
                className={BUTTON}
              >
                {t("chart.log")}
              </button>
            </div>
          </>
        }
        chart={
          <AfterMount
            placeholder={
              <p className="grid h-full place-items-center text-sm text-muted">{t("chart.loading")}</p>
            }
          >
            <PriceChart
              key={variant}
              address={pair.address}
              chainId={pair.chainId}
              view={view}
              style={style}
              log={log}
              locale={locale}
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
        }
        footer={
          <details>
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
        }
      />

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
