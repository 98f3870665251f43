import { describe, expect, it } from "vitest";
import { formatBinanceTrade, parseBinanceMessage, streamTimeUnit } from "./binance-format.ts";
import examples from "./fixtures/binance-stream-examples.json" with { type: "json" };

const { trade, aggTrade } = examples;
const json = (value: unknown) => JSON.stringify(value);
/** The documented combined-stream wrapper around a raw payload. */
const combined = (stream: string, data: unknown) => json({ stream, data });

/** Both documented examples: BNBBTC at 0.001 for 100, at 1672515782136, buyer the maker. */
const documented = {
  kind: "trade",
  symbol: "BNBBTC",
  time: 1672515782136,
  price: 0.001,
  amount: 100,
  side: "sell",
};

describe("Binance stream messages: the documented examples", () => {
  it("reads a raw trade: id t, trade time T, price p, quantity q; m=true means the taker sold", () => {
    expect(parseBinanceMessage(json(trade))).toEqual({ ...documented, tradeId: "trade:12345" });
  });

  it("reads a raw aggregate trade by its aggregate id a", () => {
    expect(parseBinanceMessage(json(aggTrade))).toEqual({ ...documented, tradeId: "aggTrade:12345" });
  });

  it("reads both in the combined-stream wrapper", () => {
    expect(parseBinanceMessage(combined("bnbbtc@trade", trade))).toEqual({
      ...documented,
      tradeId: "trade:12345",
    });
    expect(parseBinanceMessage(combined("bnbbtc@aggTrade", aggTrade))).toEqual({
      ...documented,
      tradeId: "aggTrade:12345",
    });
  });

  it("reads m=false as a buy", () => {
    expect(parseBinanceMessage(json({ ...trade, m: false }))).toMatchObject({ side: "buy" });
    expect(parseBinanceMessage(combined("bnbbtc@aggTrade", { ...aggTrade, m: false }))).toMatchObject({
      side: "buy",
    });
  });

  it("reads the server shutdown notice, raw and combined", () => {
    expect(parseBinanceMessage(json(examples.serverShutdown))).toEqual({ kind: "serverShutdown" });
    expect(parseBinanceMessage(json(examples.serverShutdownCombined))).toEqual({ kind: "serverShutdown" });
  });
});

describe("Binance stream time units", () => {
  const micro = { ...trade, E: 1672515782136789, T: 1672515782136789 };
  const microAgg = { ...aggTrade, E: 1672515782136789, T: 1672515782136789 };

  it("takes the unit from the URL's timeUnit parameter, milliseconds by default", () => {
    expect(
      streamTimeUnit("wss://stream.binance.com:9443/stream?streams=btcusdt@trade&timeUnit=MICROSECOND"),
    ).toBe("microsecond");
    expect(streamTimeUnit("wss://stream.binance.com:9443/ws/btcusdt@trade?timeUnit=microsecond")).toBe(
      "microsecond",
    );
    expect(
      streamTimeUnit("wss://stream.binance.com:9443/stream?streams=btcusdt@trade&timeUnit=millisecond"),
    ).toBe("millisecond");
    expect(streamTimeUnit("wss://stream.binance.com:9443/ws/btcusdt@trade")).toBe("millisecond");
    expect(streamTimeUnit("not a url")).toBe("millisecond");
  });

  it("turns µs trade times into whole ms, raw and combined, trade and aggTrade", () => {
    const options = { timeUnit: "microsecond" } as const;
    expect(parseBinanceMessage(json(micro), options)).toMatchObject({ time: 1672515782136 });
    expect(parseBinanceMessage(combined("bnbbtc@trade", micro), options)).toMatchObject({
      time: 1672515782136,
    });
    expect(parseBinanceMessage(json(microAgg), options)).toMatchObject({ time: 1672515782136 });
    expect(parseBinanceMessage(combined("bnbbtc@aggTrade", microAgg), options)).toMatchObject({
      time: 1672515782136,
    });
  });

  it("keeps ms times as they are when the unit is ms", () => {
    expect(parseBinanceMessage(json(trade), { timeUnit: "millisecond" })).toMatchObject({
      time: 1672515782136,
    });
  });

  it("does not guess: on a stream of the wrong unit the times fall outside 2017–9999 and give no trade", () => {
    expect(parseBinanceMessage(json(micro))).toBeUndefined();
    expect(parseBinanceMessage(json(trade), { timeUnit: "microsecond" })).toBeUndefined();
  });
});

describe("Binance stream messages: malformed and hostile input", () => {
  const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

  it.each([
    ["not JSON", "{"],
    ["an empty string", ""],
    ["JSON null", "null"],
    ["a JSON array", json([trade])],
    ["a JSON number", "12345"],
    ["another event", json({ stream: "bnbbtc@kline_1m", data: { e: "kline", s: "BNBBTC" } })],
    ["an unknown event type", json({ ...trade, e: "blockTrade" })],
    ["a wrapper without data", json({ stream: "bnbbtc@trade" })],
    ["a wrapper with data that is not an object", json({ stream: "bnbbtc@trade", data: json(trade) })],
    ["no symbol", json({ ...trade, s: undefined })],
    ["an empty symbol", json({ ...trade, s: "" })],
    ["a symbol that is not text", json({ ...trade, s: 42 })],
    ["a symbol of 1,000 characters", json({ ...trade, s: "X".repeat(1000) })],
    ["no trade id", json({ ...trade, t: undefined })],
    ["an aggTrade with only a trade id", json({ ...aggTrade, a: undefined, t: 12345 })],
    ["a negative trade id", json({ ...trade, t: -1 })],
    ["a fractional trade id", json({ ...trade, t: 1.5 })],
    ["a trade id beyond 2^53", json({ ...trade, t: 2 ** 60 })],
    ["a trade id as text", json({ ...trade, t: "12345" })],
    ["a zero price", json({ ...trade, p: "0" })],
    ["a negative price", json({ ...trade, p: "-0.001" })],
    ["a numeric price (the stream sends text)", json({ ...trade, p: 0.001 })],
    ["a price in exponent notation", json({ ...trade, p: "1e3" })],
    ["a hexadecimal price", json({ ...trade, p: "0x10" })],
    ["an infinite price", json({ ...trade, p: "Infinity" })],
    ["a NaN price", json({ ...trade, p: "NaN" })],
    ["a price with blanks", json({ ...trade, p: " 1" })],
    ["a price of 400 digits", json({ ...trade, p: "9".repeat(400) })],
    ["a price of 1e15", json({ ...trade, p: "1000000000000000" })],
    ["a quantity with 19 decimals", json({ ...trade, q: "0.0000000000000000001" })],
    ["a non-numeric quantity", json({ ...trade, q: "lots" })],
    ["no quantity", json({ ...trade, q: undefined })],
    ["a string trade time", json({ ...trade, T: "now" })],
    ["a zero trade time", json({ ...trade, T: 0 })],
    ["a negative trade time", json({ ...trade, T: -1672515782136 })],
    ["a fractional trade time", json({ ...trade, T: 1672515782136.5 })],
    ["a huge trade time", json({ ...trade, T: 1e300 })],
    ["a trade time before 2017", json({ ...trade, T: 1 })],
    ["no trade time", json({ ...trade, T: undefined })],
    ["no maker flag", json({ ...trade, m: undefined })],
    ["a maker flag as text", json({ ...trade, m: "true" })],
    ["a __proto__ key", `{"__proto__":{"polluted":true},${json(trade).slice(1)}`],
    [
      "a __proto__ key inside the data",
      `{"stream":"bnbbtc@trade","data":{"__proto__":{"m":false},${json(trade).slice(1)}}`,
    ],
    ["a constructor key", json({ ...trade, constructor: { prototype: { polluted: true } } })],
    ["a message over 4 KB", json({ ...trade, pad: "x".repeat(5000) })],
    ["arrays nested 2,000 deep", nested(2000)],
    ["arrays nested 100,000 deep", nested(100_000)],
  ])("ignores %s", (_name, text) => {
    expect(parseBinanceMessage(text)).toBeUndefined();
    expect(parseBinanceMessage(text, { timeUnit: "microsecond" })).toBeUndefined();
  });

  it.each([
    ["a Buffer", Buffer.from(json(trade))],
    ["an ArrayBuffer", new TextEncoder().encode(json(trade)).buffer],
    ["an object", trade],
    ["undefined", undefined],
    ["a number", 12345],
  ])("ignores a frame that is not text: %s", (_name, frame) => {
    expect(parseBinanceMessage(frame)).toBeUndefined();
  });

  it("does not read fields inherited from a polluted prototype", () => {
    const { m: _m, ...noMaker } = trade;
    Object.defineProperty(Object.prototype, "m", { value: true, configurable: true });
    try {
      expect(parseBinanceMessage(json(noMaker))).toBeUndefined();
    } finally {
      Reflect.deleteProperty(Object.prototype, "m");
    }
  });

  it("leaves Object.prototype alone whatever it reads", () => {
    parseBinanceMessage(`{"__proto__":{"polluted":true},"e":"trade"}`);
    parseBinanceMessage(combined("x", JSON.parse(`{"__proto__":{"polluted":true}}`)));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("accepts the documented shape with unknown extra fields (Binance adds fields over time)", () => {
    expect(parseBinanceMessage(json({ ...trade, X: "new" }))).toMatchObject({ tradeId: "trade:12345" });
  });
});

describe("Binance trade messages written by the local replay", () => {
  it("writes what it reads, in the documented trade shape", () => {
    const text = formatBinanceTrade({
      symbol: "ETHUSDT",
      id: 7,
      time: 1700000001234,
      price: 2000.25,
      amount: 3,
      side: "sell",
    });
    expect(JSON.parse(text)).toEqual({
      stream: "ethusdt@trade",
      data: {
        e: "trade",
        E: 1700000001234,
        s: "ETHUSDT",
        t: 7,
        p: "2000.25",
        q: "3",
        T: 1700000001234,
        m: true,
        M: true,
      },
    });
    expect(parseBinanceMessage(text)).toEqual({
      kind: "trade",
      symbol: "ETHUSDT",
      tradeId: "trade:7",
      time: 1700000001234,
      price: 2000.25,
      amount: 3,
      side: "sell",
    });
  });

  it("writes tiny and large figures in plain decimals the parser accepts", () => {
    const text = formatBinanceTrade({
      symbol: "SHIBUSDT",
      id: 1,
      time: 1700000000000,
      price: 1.2e-7,
      amount: 3e11,
      side: "buy",
    });
    expect(parseBinanceMessage(text)).toMatchObject({ price: 1.2e-7, amount: 3e11, side: "buy" });
  });
});
