import {
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  LineSeries,
  PriceScaleMode,
  type Time,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useRef, useState } from "react";
import { CANDLES_PER_PAGE, type ChartWindow, historyQuery } from "../../../../lib/chart-ranges.ts";
import { formatClock, formatDate, formatDay } from "../../../../lib/format/date.ts";
import { formatUsd, formatUsdTicks } from "../../../../lib/format/number.ts";
import { groupMarks, type Mark } from "../../../../lib/marks.ts";
import type { Candle } from "../../../../lib/realtime/payloads.ts";
import { useChannel } from "../../../runtime/realtime/use-channel.ts";
import { marketApi } from "../market-api.ts";

/** Candles, or a line through the closing prices. */
export type ChartStyle = "candles" | "line";

type Props = {
  address: string;
  chainId: number;
  view: ChartWindow;
  style: ChartStyle;
  /** A logarithmic price scale. */
  log: boolean;
  locale: string;
  marks: Mark[];
  labels: { loading: string; empty: string; failed: string; buy: string; sell: string };
};

/** Room right of the newest candle, in pixels, so the label of a marker on it is not cut off. */
const MARKER_ROOM = 48;

const seconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

function themeColors() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: read("--muted"),
    grid: read("--border"),
    up: read("--up"),
    down: read("--down"),
    bg: read("--surface"),
    accent: read("--accent"),
  };
}

/** The chart and its series, built once per mount and locale. */
type Parts = {
  chart: IChartApi;
  candles: ISeriesApi<"Candlestick">;
  line: ISeriesApi<"Line">;
  volume: ISeriesApi<"Histogram">;
  markers: Record<ChartStyle, ISeriesMarkersPluginApi<Time>>;
};

const toBar = (c: Candle) => ({
  time: seconds(c.time),
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
});

const toPoint = (c: Candle) => ({ time: seconds(c.time), value: Number(c.close) });

const toVolume = (c: Candle) => ({
  time: seconds(c.time),
  value: Number(c.volume),
  color: Number(c.close) >= Number(c.open) ? "rgba(4,120,87,0.35)" : "rgba(194,38,29,0.35)",
});

/** Draws a whole candle list: candles, the closing line, and volume coloured by the candle's direction. */
function paint(list: Candle[], parts: Parts) {
  parts.candles.setData(list.map(toBar));
  parts.line.setData(list.map(toPoint));
  parts.volume.setData(list.map(toVolume));
}

/**
 * The price chart of a pair (lightweight-charts, loaded only here; docs/product.md, Live market panel): history
 * from the REST API for the chosen range or interval, then live candles from the OHLCS channel; candles or a
 * closing line on a linear or logarithmic USD scale in the top three quarters, volume on its own scale in the
 * bottom fifth; buy and sell marks as markers, merged per candle; older candles load when the person scrolls
 * back to the start. Times show in the visitor's time zone. Its height comes from its container.
 */
export default function PriceChart({ address, chainId, view, style, log, locale, marks, labels }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [parts, setParts] = useState<Parts | null>(null);
  const bars = useRef<Candle[]>([]);
  const [status, setStatus] = useState<"loading" | "ready" | "empty" | "failed">("loading");
  /** Candles on the chart, shown as data-candles (how far the history reaches, at a glance). */
  const [count, setCount] = useState(0);
  /** Live channel messages drawn since mount, shown as data-updates. */
  const [updates, setUpdates] = useState(0);
  /** What the chart draws, read back from it: data-style and data-scale. */
  const [drawn, setDrawn] = useState<{ style: ChartStyle; scale: "log" | "linear" }>();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const colors = themeColors();
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const price = (p: number) => formatUsd(p, locale);
    const chart = createChart(element, {
      autoSize: true,
      layout: { background: { color: colors.bg }, textColor: colors.text, attributionLogo: false },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderColor: colors.grid, scaleMargins: { top: 0.08, bottom: 0.25 } },
      timeScale: {
        borderColor: colors.grid,
        timeVisible: true,
        rightOffsetPixels: MARKER_ROOM,
        tickMarkFormatter: (t: Time) => {
          const date = new Date(Number(t) * 1000);
          return date.getHours() === 0 && date.getMinutes() === 0
            ? formatDay(date, { locale })
            : formatClock(date, { locale });
        },
      },
      localization: {
        locale,
        timeFormatter: (t: Time) => formatDate(Number(t) * 1000, { now: Date.now(), timeZone, locale }),
        priceFormatter: price,
        tickmarksPriceFormatter: (prices: number[]) => formatUsdTicks(prices, locale),
      },
    });
    const priceFormat = { type: "custom", formatter: price, minMove: 1e-12 } as const;
    const candles = chart.addSeries(CandlestickSeries, {
      upColor: colors.up,
      downColor: colors.down,
      wickUpColor: colors.up,
      wickDownColor: colors.down,
      borderVisible: false,
      priceFormat,
    });
    const line = chart.addSeries(LineSeries, {
      color: colors.accent,
      lineWidth: 2,
      priceFormat,
      visible: false,
    });
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: "volume",
      priceFormat: { type: "volume" },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    chart.priceScale("volume").applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    setParts({
      chart,
      candles,
      line,
      volume,
      markers: { candles: createSeriesMarkers(candles, []), line: createSeriesMarkers(line, []) },
    });

    const observer = new MutationObserver(() => {
      const next = themeColors();
      chart.applyOptions({
        layout: { background: { color: next.bg }, textColor: next.text },
        grid: { vertLines: { color: next.grid }, horzLines: { color: next.grid } },
      });
      candles.applyOptions({
        upColor: next.up,
        downColor: next.down,
        wickUpColor: next.up,
        wickDownColor: next.down,
      });
      line.applyOptions({ color: next.accent });
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
    return () => {
      observer.disconnect();
      setParts(null);
      chart.remove();
    };
  }, [locale]);

  // Candles or line, linear or logarithmic: applied to the chart as it is, so the data and the view stay.
  useEffect(() => {
    if (!parts) return;
    parts.candles.applyOptions({ visible: style === "candles" });
    parts.line.applyOptions({ visible: style === "line" });
    parts.chart
      .priceScale("right")
      .applyOptions({ mode: log ? PriceScaleMode.Logarithmic : PriceScaleMode.Normal });
    setDrawn({
      style: parts.line.options().visible ? "line" : "candles",
      scale: parts.chart.priceScale("right").options().mode === PriceScaleMode.Logarithmic ? "log" : "linear",
    });
  }, [parts, style, log]);

  // History for first paint, and older candles when the person scrolls back past the first one.
  useEffect(() => {
    if (!parts) return;
    let active = true;
    let loaded = false;
    /** Set once the fitted history is on screen: only a scroll past its first candle after that loads more. */
    let fitted = false;
    let loadingOlder = false;
    let exhausted = false;
    // The old view's candles leave the chart at once: a live candle of the new interval is older than the last
    // of a shorter interval, which the series would refuse as an update of past data.
    bars.current = [];
    paint([], parts);
    setStatus("loading");
    const { interval, from, limit } = historyQuery(view, Date.now());
    void marketApi.candles({ chainId, address, interval, from, limit }).then((data) => {
      if (!active) return;
      if (!data) return setStatus("failed");
      // Live candles that came in while the history loaded stay when they are newer than its last one.
      const newest = data.at(-1)?.time ?? Number.NEGATIVE_INFINITY;
      bars.current = [...data, ...bars.current.filter((c) => c.time > newest)];
      paint(bars.current, parts);
      setCount(bars.current.length);
      loaded = true;
      parts.chart.timeScale().fitContent();
      setStatus(bars.current.length ? "ready" : "empty");
    });
    const timeScale = parts.chart.timeScale();
    const onRange = (range: { from: number } | null) => {
      const first = bars.current[0];
      if (!loaded || !range || !first) return;
      if (range.from >= 0) fitted = true;
      if (!fitted || range.from >= 0 || loadingOlder || exhausted) return;
      loadingOlder = true;
      void marketApi
        .candles({ chainId, address, interval, to: first.time, limit: CANDLES_PER_PAGE })
        .then((older) => {
          loadingOlder = false;
          if (!active || !older) return;
          if (older.length === 0) exhausted = true;
          bars.current = [...older.filter((c) => c.time < first.time), ...bars.current];
          paint(bars.current, parts);
          setCount(bars.current.length);
        });
    };
    timeScale.subscribeVisibleLogicalRangeChange(onRange);
    return () => {
      active = false;
      timeScale.unsubscribeVisibleLogicalRangeChange(onRange);
    };
  }, [parts, address, chainId, view]);

  useChannel({ topic: "OHLCS", address, chainId, interval: view.interval, direction: "base" }, (message) => {
    const state = message.state as { candles?: Candle[] } | undefined;
    for (const candle of state?.candles ?? []) {
      const list = bars.current;
      const last = list.at(-1);
      if (last && candle.time < last.time) continue;
      if (last && candle.time === last.time) list[list.length - 1] = candle;
      else list.push(candle);
      parts?.candles.update(toBar(candle));
      parts?.line.update(toPoint(candle));
      parts?.volume.update(toVolume(candle));
    }
    if (bars.current.length) setStatus("ready");
    setCount(bars.current.length);
    setUpdates((n) => n + 1);
  });

  useEffect(() => {
    if (!parts) return;
    const colors = themeColors();
    const markers = groupMarks(marks, view.interval).map((group) => {
      const side = group.side === "buy" ? labels.buy : labels.sell;
      return {
        time: seconds(group.time),
        position: group.side === "buy" ? ("belowBar" as const) : ("aboveBar" as const),
        shape: group.side === "buy" ? ("arrowUp" as const) : ("arrowDown" as const),
        color: group.side === "buy" ? colors.up : colors.down,
        text: group.count > 1 ? `${side} ×${group.count}` : side,
        id: group.key,
      };
    });
    parts.markers[style].setMarkers(markers);
    parts.markers[style === "line" ? "candles" : "line"].setMarkers([]);
  }, [parts, marks, view.interval, style, labels.buy, labels.sell]);

  return (
    <div className="relative h-full">
      <div
        ref={container}
        className="h-full w-full"
        data-testid="price-chart"
        data-status={status}
        data-candles={count}
        data-updates={updates}
        data-style={drawn?.style}
        data-scale={drawn?.scale}
      />
      {status !== "ready" ? (
        <p className="absolute inset-0 grid place-items-center text-sm text-muted" role="status">
          {status === "loading" ? labels.loading : status === "empty" ? labels.empty : labels.failed}
        </p>
      ) : null}
    </div>
  );
}
