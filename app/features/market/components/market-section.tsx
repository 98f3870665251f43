import { lazy, Suspense } from "react";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { ChartFrame } from "./chart-frame.tsx";
import type { MarketPanelProps } from "./market-panel.tsx";

const MarketPanel = lazy(() => import("./market-panel.tsx"));

/**
 * The live market of a token page. The server renders the whole panel (figures as dashes until the live ones
 * arrive), so nothing below it moves when it comes to life; its code (trades, marks, then the chart) is not part
 * of the first load: the browser keeps the server's markup until the code has loaded, then hydrates it
 * (docs/architecture.md, Performance budgets). The placeholder, the chart section's frame with its title, shows
 * only on a page reached in the browser.
 */
export function MarketSection(props: MarketPanelProps) {
  const { t } = useTranslation("market");
  const placeholder = (
    <ChartFrame
      title={
        <span className="truncate">
          {t("chart.title", { pair: `${props.pair.baseSymbol}/${props.pair.quoteSymbol}` })}
        </span>
      }
      chart={<p className="grid h-full place-items-center text-sm text-muted">{t("chart.loading")}</p>}
    />
  );
  return (
    <div className="mt-4" data-testid="market-section">
      <Suspense fallback={placeholder}>
        <MarketPanel {...props} />
      </Suspense>
    </div>
  );
}
