import { describe, expect, it } from "vitest";
import { CONTRACT_ADDRESS } from "./address.ts";
import { exchangeMarketAddress, isMarketSymbol, splitMarketSymbol } from "./exchange-markets.ts";
import { parseClientMessage } from "./realtime/protocol.ts";

describe("exchange markets", () => {
  it("names a market by a visibly synthetic address: 0xcec0, the symbol's ASCII in hex, zeros", () => {
    const address = exchangeMarketAddress("btcusdt");
    expect(address).toBe("0xcec0425443555344540000000000000000000000");
    expect(address).toMatch(CONTRACT_ADDRESS);
    expect(exchangeMarketAddress("ETHUSDT")).not.toBe(address);
  });

  it("splits a symbol at its quote asset, longest known quote first", () => {
    expect(splitMarketSymbol("BTCUSDT")).toEqual({ base: "BTC", quote: "USDT" });
    expect(splitMarketSymbol("ethbtc")).toEqual({ base: "ETH", quote: "BTC" });
    expect(splitMarketSymbol("BTCFDUSD")).toEqual({ base: "BTC", quote: "FDUSD" });
    expect(splitMarketSymbol("USDT")).toBeUndefined();
    expect(splitMarketSymbol("FOOBAR")).toBeUndefined();
  });

  it("accepts only non-digit market text in the route (docs/product.md, Route parameters and not-found)", () => {
    expect(isMarketSymbol("BTCUSDT")).toBe(true);
    expect(isMarketSymbol("btcusdt")).toBe(true);
    expect(isMarketSymbol("1INCHUSDT")).toBe(false);
    expect(isMarketSymbol("BTC-USDT")).toBe(false);
    expect(isMarketSymbol("B")).toBe(false);
    expect(isMarketSymbol(undefined)).toBe(false);
  });

  it("is reachable through the channel protocol with chain id 0", () => {
    const body = { topic: "PRICE", address: exchangeMarketAddress("BTCUSDT"), chainId: 0 };
    const message = parseClientMessage(
      JSON.stringify({ type: "subscribe", endpoint: `/chanel/token/price/${body.address}_0`, body }),
    );
    expect(message).toMatchObject({ type: "subscribe", body: { chainId: 0 } });
  });
});
