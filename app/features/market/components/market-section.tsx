import { lazy } from "react";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { AfterMount } from "../../../shell/after-mount.tsx";
import { ChartFrame } from "./chart-frame.tsx";
import type { MarketPanelProps } from "./market-panel.tsx";

const MarketPanel = lazy(() => import("./market-panel.tsx"));

/**
 * The live market of a token page. Its code (chart, trades, marks) loads after the page is interactive, so
 * it adds nothing to the first load; the server renders the chart section's frame with its title, so the
 * chart section keeps its place and size when the panel mounts.
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
      <AfterMount placeholder={placeholder}>
        <MarketPanel {...props} />
      </AfterMount>
    </div>
  );
}
