/**
 * The price chart's time ranges (docs/product.md, Live market panel). Each range shows its span in the candle
 * interval that gives it between about 100 and 200 candles; "all" asks the history API for as many daily
 * candles as one call returns. A candle interval chosen by hand shows the newest candles without a range.
 */
import type { CandleInterval } from "./realtime/protocol.ts";

export const CHART_RANGES = ["1d", "7d", "30d", "all"] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const DEFAULT_CHART_RANGE: ChartRange = "1d";
/** The most candles one call of the candle history API returns (server/api/market/routes.ts). */
export const MAX_CANDLES_PER_CALL = 1500;
/** Candles the chart asks for when no range is chosen, and per step when the reader scrolls back. */
export const CANDLES_PER_PAGE = 300;

const DAY_MS = 86_400_000;

const RANGES: Record<ChartRange, { interval: CandleInterval; days?: number }> = {
  "1d": { interval: 15, days: 1 },
  "7d": { interval: 60, days: 7 },
  "30d": { interval: 240, days: 30 },
  all: { interval: 1440 },
};

/** What the chart shows: a range (with its interval), or an interval chosen by hand (range null). */
export type ChartWindow = { range: ChartRange | null; interval: CandleInterval };

export const rangeWindow = (range: ChartRange): ChartWindow => ({ range, interval: RANGES[range].interval });

export const DEFAULT_CHART_WINDOW: ChartWindow = rangeWindow(DEFAULT_CHART_RANGE);

/** The first history request of a window at `now` (Unix ms): the range's span, or the newest page. */
export function historyQuery(
  window: ChartWindow,
  now: number,
): { interval: CandleInterval; from?: number; limit: number } {
  if (window.range === null) return { interval: window.interval, limit: CANDLES_PER_PAGE };
  const { days } = RANGES[window.range];
  return {
    interval: window.interval,
    from: days === undefined ? undefined : now - days * DAY_MS,
    limit: MAX_CANDLES_PER_CALL,
  };
}
