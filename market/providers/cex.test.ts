import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { exchangeMarketAddress } from "../../lib/exchange-markets.ts";
import type { PairRecord, TradeEvent } from "../types.ts";
import { formatBinanceTrade } from "./binance-format.ts";
import { createCexProvider } from "./cex.ts";

const market = (id: number, symbol: string): PairRecord => ({
  id,
  tokenId: null,
  chainId: 0,
  address: exchangeMarketAddress(symbol),
  tokenAddress: exchangeMarketAddress(symbol),
  symbol,
  baseSymbol: symbol.slice(0, 3),
  quoteSymbol: "USDT",
  dex: "Binance",
  source: "cex",
  refPrice: 100,
  volatility: 0.03,
  activity: 1,
  liquidity: 0,
  circulating: 0,
  totalSupply: 0,
  persistedUntil: null,
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe("exchange provider on a configured stream", () => {
  it("turns the stream's trades for its markets into trades, skips the rest, and reconnects", async () => {
    const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    cleanups.push(() => server.close());
    let connections = 0;
    server.on("connection", (socket) => {
      connections += 1;
      const time = 1700000000000 + connections;
      socket.send(
        formatBinanceTrade({
          symbol: "BTCUSDT",
          id: connections,
          time,
          price: 50_000,
          amount: 0.5,
          side: "sell",
        }),
      );
      socket.send(
        formatBinanceTrade({ symbol: "DOGEUSDT", id: 9, time, price: 0.1, amount: 10, side: "buy" }),
      );
      socket.send("not json");
      // The first connection drops: the provider must come back by itself.
      if (connections === 1) setTimeout(() => socket.terminate(), 50);
    });
    const { port } = server.address() as AddressInfo;
    const provider = createCexProvider({ url: `ws://127.0.0.1:${port}`, seed: 1, rate: 1 });
    cleanups.push(() => provider.stop());
    const received: TradeEvent[] = [];
    provider.open([market(5, "BTCUSDT")]);
    provider.start((trades) => received.push(...trades), 0);

    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
    expect(received[0]).toEqual({
      pairId: 5,
      time: 1700000000001,
      side: "sell",
      price: 50_000,
      amount: 0.5,
      value: 25_000,
      trader: "",
      txHash: "",
      tradeId: "trade:1",
    });
    expect(received[1].tradeId).toBe("trade:2");
    expect(provider.label).toBe("binance");
    expect(provider.history).toBeUndefined();
  });

  it("replays recorded-format messages locally when no stream is configured, labelled demo", async () => {
    const provider = createCexProvider({ seed: 3, rate: 50 });
    cleanups.push(() => provider.stop());
    const received: TradeEvent[] = [];
    provider.open([market(1, "BTCUSDT"), market(2, "ETHUSDT")]);
    provider.start((trades) => received.push(...trades), Date.now() - 60_000);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(provider.label).toBe("demo");
    expect(received.every((t) => (t.pairId === 1 || t.pairId === 2) && t.trader === "" && t.price > 0)).toBe(
      true,
    );
    expect(received.every((t) => t.txHash === "" && /^trade:\d+$/.test(t.tradeId ?? ""))).toBe(true);
    const past = provider.history?.(market(1, "BTCUSDT"), Date.now() - 3_600_000, Date.now()) ?? [];
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((t) => t.trader === "" && t.txHash === "")).toBe(true);
  });
});
