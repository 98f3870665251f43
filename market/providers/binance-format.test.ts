import { describe, expect, it } from "vitest";
import { formatBinanceTrade, parseBinanceMessage } from "./binance-format.ts";

const raw = {
  e: "trade",
  E: 1700000000100,
  s: "BTCUSDT",
  t: 42,
  p: "37000.50",
  q: "0.125",
  T: 1700000000000,
  m: false,
};

describe("Binance trade stream messages", () => {
  it("reads a raw trade: symbol, id, trade time, price, quantity; m=false means the taker bought", () => {
    expect(parseBinanceMessage(JSON.stringify(raw))).toEqual({
      symbol: "BTCUSDT",
      id: 42,
      time: 1700000000000,
      price: 37000.5,
      amount: 0.125,
      side: "buy",
    });
  });

  it("reads a combined-stream wrapper, and m=true as a sell", () => {
    const wrapped = { stream: "btcusdt@trade", data: { ...raw, m: true } };
    expect(parseBinanceMessage(JSON.stringify(wrapped))).toMatchObject({ symbol: "BTCUSDT", side: "sell" });
  });

  it.each([
    ["not JSON", "{"],
    ["another event", JSON.stringify({ ...raw, e: "aggTrade" })],
    ["a kline", JSON.stringify({ stream: "btcusdt@kline_1m", data: { e: "kline", s: "BTCUSDT" } })],
    ["no symbol", JSON.stringify({ ...raw, s: undefined })],
    ["a zero price", JSON.stringify({ ...raw, p: "0" })],
    ["a non-numeric quantity", JSON.stringify({ ...raw, q: "lots" })],
    ["a string trade time", JSON.stringify({ ...raw, T: "now" })],
    ["no maker flag", JSON.stringify({ ...raw, m: undefined })],
  ])("ignores %s", (_name, text) => {
    expect(parseBinanceMessage(text)).toBeUndefined();
  });

  it("writes what it reads", () => {
    const trade = {
      symbol: "ETHUSDT",
      id: 7,
      time: 1700000001234,
      price: 2000.25,
      amount: 3,
      side: "sell" as const,
    };
    expect(parseBinanceMessage(formatBinanceTrade(trade))).toEqual(trade);
  });
});
