import { lazy } from "react";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { AfterMount } from "../../../shell/after-mount.tsx";
import type { MarketPanelProps } from "./market-panel.tsx";

const MarketPanel = lazy(() => import("./market-panel.tsx"));

/**
 * The live market of a token page. Its code (chart, trades, marks) loads after the page is interactive, so
 * it adds nothing to the first load; the server renders a placeholder of the same height.
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
      <AfterMount placeholder={placeholder}>
        <MarketPanel {...props} />
      </AfterMount>
    </div>
  );
}
