import { lazy, Suspense } from "react";
import { useTranslation } from "../../../i18n/i18n.tsx";
import type { MarketPanelProps } from "./market-panel.tsx";

const MarketPanel = lazy(() => import("./market-panel.tsx"));

/**
 * The live market of a token page. The server renders the whole panel (figures as dashes until the live ones
 * arrive), so nothing below it moves when it comes to life; its code (trades, marks, then the chart) is not part
 * of the first load: the browser keeps the server's markup until the code has loaded, then hydrates it
 * (docs/architecture.md, Performance budgets). The placeholder shows only on a page reached in the browser.
 */
export function MarketSection(props: MarketPanelProps) {
  const { t } = useTranslation("market");
  const placeholder = (
    <div className="grid min-h-[300px] place-items-center rounded-lg border border-line bg-surface text-sm text-muted md:min-h-[480px]">
      {t("chart.loading")}
    </div>
  );
  return (
    <div className="mt-4" data-testid="market-section">
      <Suspense fallback={placeholder}>
        <MarketPanel {...props} />
      </Suspense>
    </div>
  );
}
