import type { ReactNode } from "react";

/**
 * The chart section's frame, shared by the server-rendered placeholder and the live panel so that nothing moves
 * when the chart mounts (docs/product.md, Live market panel). Its rows have fixed heights (app.css, .chart-head
 * and .chart-body): title, intervals, range and display on three rows on a phone, on two from the md breakpoint
 * (928 px), where the chart grows.
 */
export function ChartFrame({
  title,
  controls,
  chart,
  footer,
}: {
  title: ReactNode;
  /** The interval group, then the range and display row. */
  controls?: ReactNode;
  chart: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section aria-labelledby="chart-h" className="rounded-lg border border-line bg-surface p-3">
      <div className="chart-head">
        <h2 id="chart-h" className="flex min-w-0 items-center gap-2 font-semibold">
          {title}
        </h2>
        {controls}
      </div>
      <div className="chart-body">{chart}</div>
      <div className="mt-3 min-h-5">{footer}</div>
    </section>
  );
}
