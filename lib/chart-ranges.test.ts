import { describe, expect, it } from "vitest";
import {
  CANDLES_PER_PAGE,
  CHART_RANGES,
  DEFAULT_CHART_WINDOW,
  historyQuery,
  MAX_CANDLES_PER_CALL,
  rangeWindow,
} from "./chart-ranges.ts";
import { CANDLE_INTERVALS, DEFAULT_CANDLE_INTERVAL } from "./realtime/protocol.ts";

const now = Date.UTC(2026, 10, 27, 12, 0, 0);
const DAY = 86_400_000;

describe("rangeWindow", () => {
  it("gives each range a candle interval the channel and the history API accept", () => {
    for (const range of CHART_RANGES) {
      expect(CANDLE_INTERVALS).toContain(rangeWindow(range).interval);
    }
  });

  it("picks 15 minutes for a day, an hour for a week, 4 hours for a month and a day for everything", () => {
    expect(CHART_RANGES.map((range) => rangeWindow(range).interval)).toEqual([15, 60, 240, 1440]);
  });

  it("starts on one day in the default candle interval", () => {
    expect(DEFAULT_CHART_WINDOW).toEqual({ range: "1d", interval: DEFAULT_CANDLE_INTERVAL });
  });
});

describe("historyQuery", () => {
  it("asks for the range's span, which fits in one call", () => {
    for (const [range, days] of [
      ["1d", 1],
      ["7d", 7],
      ["30d", 30],
    ] as const) {
      const query = historyQuery(rangeWindow(range), now);
      expect(query.from).toBe(now - days * DAY);
      expect(query.limit).toBe(MAX_CANDLES_PER_CALL);
      expect((days * DAY) / (query.interval * 60_000)).toBeLessThanOrEqual(MAX_CANDLES_PER_CALL);
    }
  });

  it("asks for everything one call gives for all", () => {
    expect(historyQuery(rangeWindow("all"), now)).toEqual({ interval: 1440, limit: MAX_CANDLES_PER_CALL });
  });

  it("asks for the newest page when an interval is chosen by hand", () => {
    expect(historyQuery({ range: null, interval: 1 }, now)).toEqual({ interval: 1, limit: CANDLES_PER_PAGE });
  });
});
