import { describe, expect, it } from "vitest";
import { FOLD_MIN_KEEP, foldUpdate } from "./fold.ts";

const candle = (time: number, close = "1") => ({
  time,
  open: "1",
  high: "1",
  low: "1",
  close,
  volume: "0",
  trades: 0,
});
const trade = (id: string) => ({ id, time: 0, side: "buy", price: "1", amount: "1", value: "1" });
const series = (candles: unknown[]) => ({ interval: 15, direction: "base", candles });

describe("foldUpdate", () => {
  it("takes a whole-state update as the new state", () => {
    expect(foldUpdate("PRICE", { price: "1" }, { price: "2" })).toEqual({ price: "2" });
    expect(foldUpdate("TOKEN_INFO", undefined, { price: "2" })).toEqual({ price: "2" });
  });

  it("replaces the candle of the same bucket and appends a newer one", () => {
    const state = series([candle(0), candle(900)]);
    expect(foldUpdate("OHLCS", state, { candle: candle(900, "5") })).toEqual(
      series([candle(0), candle(900, "5")]),
    );
    expect(foldUpdate("OHLCS", state, { candle: candle(1800) })).toEqual(
      series([candle(0), candle(900), candle(1800)]),
    );
  });

  it("ignores a candle older than the series it does not belong to", () => {
    const state = series([candle(900), candle(1800)]);
    expect(foldUpdate("OHLCS", state, { candle: candle(0) })).toBe(state);
  });

  it("keeps a series at its snapshot length, or at least FOLD_MIN_KEEP", () => {
    const full = Array.from({ length: FOLD_MIN_KEEP + 20 }, (_, i) => candle(i * 900));
    const folded = foldUpdate("OHLCS", series(full), { candle: candle(full.length * 900) }) as {
      candles: { time: number }[];
    };
    expect(folded.candles).toHaveLength(full.length);
    expect(folded.candles[0].time).toBe(900);
    const short = foldUpdate("OHLCS", series([candle(0)]), { candle: candle(900) }) as { candles: unknown[] };
    expect(short.candles).toHaveLength(2);
  });

  it("puts new trades first, once each", () => {
    const state = { trades: [trade("b"), trade("a")] };
    expect(foldUpdate("TRADE", state, { trades: [trade("d"), trade("c"), trade("b")] })).toEqual({
      trades: [trade("d"), trade("c"), trade("b"), trade("a")],
    });
  });

  it("keeps the state when an update has no usable rows", () => {
    const state = { trades: [trade("a")] };
    expect(foldUpdate("TRADE", state, { trades: "nope" })).toBe(state);
    expect(foldUpdate("TRADE", state, null)).toBe(state);
    expect(foldUpdate("OHLCS", series([]), { candle: null })).toEqual(series([]));
  });

  it("starts from the first update when there is no state yet", () => {
    expect(foldUpdate("TRADE", undefined, { trades: [trade("a")] })).toEqual({ trades: [trade("a")] });
    expect(foldUpdate("TRADE", undefined, { trades: 3 })).toBeUndefined();
    expect(foldUpdate("OHLCS", undefined, { interval: 15, direction: "base", candle: candle(0) })).toEqual(
      series([candle(0)]),
    );
    expect(foldUpdate("OHLCS", undefined, { interval: 15, direction: "base" })).toBeUndefined();
  });
});
