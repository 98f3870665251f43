import {
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type Time,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useRef, useState } from "react";
import { formatClock, formatDate, formatDay } from "../../../../lib/format/date.ts";
import { formatPrice } from "../../../../lib/format/number.ts";
import { type Mark, roundDownToInterval } from "../../../../lib/marks.ts";
import type { Candle } from "../../../../lib/realtime/payloads.ts";
import type { CandleInterval } from "../../../../lib/realtime/protocol.ts";
import { useChannel } from "../hooks/use-channel.ts";
import { marketApi } from "../market-api.ts";

type Props = {
  address: string;
  chainId: number;
  interval: CandleInterval;
  locale: string;
  height: number;
  marks: Mark[];
  labels: { loading: string; empty: string; failed: string; buy: string; sell: string };
};

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
  };
}

const toBar = (c: Candle) => ({
  time: seconds(c.time),
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
});

/** Draws a whole candle list: candles, and volume coloured by the candle's direction. */
function paint(
  list: Candle[],
  candleSeries: ISeriesApi<"Candlestick"> | null,
  volumeSeries: ISeriesApi<"Histogram"> | null,
) {
  candleSeries?.setData(list.map(toBar));
  volumeSeries?.setData(
    list.map((c) => ({
      time: seconds(c.time),
      value: Number(c.volume),
      color: Number(c.close) >= Number(c.open) ? "rgba(4,120,87,0.35)" : "rgba(194,38,29,0.35)",
    })),
  );
}

/**
 * The candle chart of a pair (lightweight-charts, loaded only here): history from the REST API, then live
 * candles from the OHLCS channel; volume below; buy and sell marks as markers; older candles load when the
 * person scrolls back to the start. Times show in the visitor's time zone. The chart is built once per mount:
 * give it a new key to change its height or locale.
 */
export default function PriceChart({ address, chainId, interval, locale, height, marks, labels }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi>(null);
  const candles = useRef<ISeriesApi<"Candlestick">>(null);
  const volume = useRef<ISeriesApi<"Histogram">>(null);
  const markers = useRef<ISeriesMarkersPluginApi<Time>>(null);
  const bars = useRef<Candle[]>([]);
  const [status, setStatus] = useState<"loading" | "ready" | "empty" | "failed">("loading");
  /** Candles on the chart, shown as data-candles (how far the history reaches, at a glance). */
  const [count, setCount] = useState(0);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const colors = themeColors();
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const instance = createChart(element, {
      height,
      autoSize: true,
      layout: { background: { color: colors.bg }, textColor: colors.text, attributionLogo: false },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderColor: colors.grid },
      timeScale: {
        borderColor: colors.grid,
        timeVisible: true,
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
        priceFormatter: (p: number) => formatPrice(p, locale),
      },
    });
    candles.current = instance.addSeries(CandlestickSeries, {
      upColor: colors.up,
      downColor: colors.down,
      wickUpColor: colors.up,
      wickDownColor: colors.down,
      borderVisible: false,
      priceFormat: { type: "custom", formatter: (p: number) => formatPrice(p, locale), minMove: 1e-12 },
    });
    volume.current = instance.addSeries(HistogramSeries, {
      priceScaleId: "",
      priceFormat: { type: "volume" },
    });
    instance.priceScale("").applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    markers.current = createSeriesMarkers(candles.current, []);
    chart.current = instance;

    const observer = new MutationObserver(() => {
      const next = themeColors();
      instance.applyOptions({
        layout: { background: { color: next.bg }, textColor: next.text },
        grid: { vertLines: { color: next.grid }, horzLines: { color: next.grid } },
      });
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
    return () => {
      observer.disconnect();
      instance.remove();
      chart.current = null;
    };
  }, [height, locale]);

  // History for first paint, and older candles when the person scrolls back to the start.
  useEffect(() => {
    let active = true;
    let loadingOlder = false;
    let exhausted = false;
    bars.current = [];
    setStatus("loading");
    const load = async (to?: number) => marketApi.candles({ chainId, address, interval, to, limit: 300 });
    void load().then((data) => {
      if (!active) return;
      if (!data) return setStatus("failed");
      bars.current = data;
      paint(bars.current, candles.current, volume.current);
      setCount(data.length);
      chart.current?.timeScale().fitContent();
      setStatus(data.length ? "ready" : "empty");
    });
    const timeScale = chart.current?.timeScale();
    const onRange = (range: { from: number } | null) => {
      const first = bars.current[0];
      if (!range || range.from > 10 || loadingOlder || exhausted || !first) return;
      loadingOlder = true;
      void load(first.time).then((older) => {
        loadingOlder = false;
        if (!active || !older) return;
        if (older.length === 0) exhausted = true;
        bars.current = [...older.filter((c) => c.time < first.time), ...bars.current];
        paint(bars.current, candles.current, volume.current);
        setCount(bars.current.length);
      });
    };
    timeScale?.subscribeVisibleLogicalRangeChange(onRange);
    return () => {
      active = false;
      timeScale?.unsubscribeVisibleLogicalRangeChange(onRange);
    };
  }, [address, chainId, interval]);

  useChannel({ topic: "OHLCS", address, chainId, interval, direction: "base" }, (message) => {
    const state = message.state as { candles?: Candle[] } | undefined;
    for (const candle of state?.candles ?? []) {
      const list = bars.current;
      const last = list.at(-1);
      if (last && candle.time < last.time) continue;
      if (last && candle.time === last.time) list[list.length - 1] = candle;
      else list.push(candle);
      candles.current?.update(toBar(candle));
      volume.current?.update({ time: seconds(candle.time), value: Number(candle.volume) });
    }
    if (bars.current.length) setStatus("ready");
    setCount(bars.current.length);
  });

  useEffect(() => {
    markers.current?.setMarkers(
      [...marks]
        .map((m) => ({
          time: seconds(roundDownToInterval(m.time, interval)),
          position: m.type === "buy" ? ("belowBar" as const) : ("aboveBar" as const),
          shape: m.type === "buy" ? ("arrowUp" as const) : ("arrowDown" as const),
          color: m.type === "buy" ? themeColors().up : themeColors().down,
          text: `${m.type === "buy" ? labels.buy : labels.sell} ${formatPrice(m.price, locale)}`,
          id: m.key,
        }))
        .sort((a, b) => a.time - b.time),
    );
  }, [marks, interval, labels.buy, labels.sell, locale]);

  return (
    <div className="relative" style={{ height }}>
      <div
        ref={container}
        className="h-full w-full"
        data-testid="price-chart"
        data-status={status}
        data-candles={count}
      />
      {status !== "ready" ? (
        <p className="absolute inset-0 grid place-items-center text-sm text-muted" role="status">
          {status === "loading" ? labels.loading : status === "empty" ? labels.empty : labels.failed}
        </p>
      ) : null}
    </div>
  );
}
