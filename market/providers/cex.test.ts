import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type WebSocket, WebSocketServer } from "ws";
import { exchangeMarketAddress } from "../../lib/exchange-markets.ts";
import type { PairRecord, TradeEvent } from "../types.ts";
import { type CexOptions, createCexProvider } from "./cex.ts";
import examples from "./fixtures/binance-stream-examples.json" with { type: "json" };

const market = (id: number, symbol: string, activity = 1): PairRecord => ({
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
  priceKey: `ref:${symbol.slice(0, 3)}`,
  activity,
  liquidity: 0,
  circulating: 0,
  totalSupply: 0,
  persistedUntil: null,
});

const BTC = market(5, "BTCUSDT");
const ETH = market(6, "ETHUSDT");
const T0 = 1700000000000;
const json = (value: unknown) => JSON.stringify(value);

/** The documented trade example for another symbol, id and time. */
const trade = (s: string, t: number, time: number, m = true) => ({
  ...examples.trade,
  s,
  t,
  E: time,
  T: time,
  m,
});
/** The documented aggregate trade example for another symbol, id and time. */
const aggTrade = (s: string, a: number, time: number, m = true) => ({
  ...examples.aggTrade,
  s,
  a,
  f: a * 10,
  l: a * 10 + 5,
  E: time,
  T: time,
  m,
});
/** The documented combined-stream wrapper. */
const combined = (data: { s: string; e: string }) =>
  json({ stream: `${data.s.toLowerCase()}@${data.e}`, data });

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  // Last registered first: the provider stops before its server closes.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Peer = { socket: WebSocket; url: string; closeCode?: number };

/**
 * A local stream server; `onConnection` gets each client and its number (1 for the first), `accept` tells
 * whether to take a connection (a refused one gets HTTP 401).
 */
async function streamServer(
  onConnection: (peer: Peer, number: number) => void = () => {},
  accept = () => true,
) {
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1", verifyClient: () => accept() });
  await once(server, "listening");
  cleanups.push(
    () =>
      new Promise((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(resolve);
      }),
  );
  const peers: Peer[] = [];
  let peak = 0;
  server.on("connection", (socket, request) => {
    const peer: Peer = { socket, url: request.url ?? "" };
    peers.push(peer);
    peak = Math.max(peak, server.clients.size);
    socket.on("close", (code) => {
      peer.closeCode = code;
    });
    onConnection(peer, peers.length);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    peers,
    /** The most clients connected at once. */
    peak: () => peak,
    /** Sends to every open client, as a stream does; returns how many got it. */
    broadcast(text: string) {
      let sent = 0;
      for (const client of server.clients) {
        if (client.readyState !== client.OPEN) continue;
        client.send(text);
        sent += 1;
      }
      return sent;
    },
  };
}

type Logged = { msg: string } & Record<string, unknown>;

function follow(url: string, options: Partial<CexOptions> = {}) {
  const logs: Logged[] = [];
  const provider = createCexProvider({
    url,
    seed: 1,
    log: (obj, msg) => logs.push({ ...obj, msg }),
    ...options,
  });
  cleanups.push(() => provider.stop());
  const received: TradeEvent[] = [];
  provider.open([BTC, ETH]);
  provider.start((trades) => received.push(...trades), 0);
  return { provider, received, logs, said: (msg: string) => logs.filter((l) => l.msg === msg) };
}

const WAIT = { timeout: 10_000, interval: 10 };

describe("exchange provider on a configured stream", () => {
  it("turns trades and aggregate trades, raw or combined, into trades of its markets", async () => {
    const { url } = await streamServer(({ socket }) => {
      socket.send(json(trade("BTCUSDT", 101, T0 + 1, true)));
      socket.send(combined(aggTrade("ETHUSDT", 202, T0 + 2, false)));
      socket.send(combined(trade("DOGEUSDT", 303, T0 + 3)));
      socket.send(combined(trade("ETHUSDT", 404, T0 + 4, false)));
      socket.send(json(aggTrade("BTCUSDT", 505, T0 + 5, true)));
    });
    const { received, provider } = follow(url);

    await expect.poll(() => received.length, WAIT).toBe(4);
    const documented = { price: 0.001, amount: 100, value: 0.1, trader: "", txHash: null };
    expect(received).toEqual([
      { pairId: 5, time: T0 + 1, side: "sell", ...documented, tradeId: "trade:101" },
      { pairId: 6, time: T0 + 2, side: "buy", ...documented, tradeId: "aggTrade:202" },
      { pairId: 6, time: T0 + 4, side: "buy", ...documented, tradeId: "trade:404" },
      { pairId: 5, time: T0 + 5, side: "sell", ...documented, tradeId: "aggTrade:505" },
    ]);
    expect(provider.label).toBe("binance");
    expect(provider.history).toBeUndefined();
  });

  it("reads µs times when the URL asks for them", async () => {
    const { url, peers } = await streamServer(({ socket }) => {
      socket.send(combined(trade("BTCUSDT", 1, (T0 + 123) * 1000 + 456)));
      socket.send(combined(aggTrade("ETHUSDT", 2, (T0 + 789) * 1000 + 999)));
    });
    const { received } = follow(`${url}/stream?streams=btcusdt@trade/ethusdt@aggTrade&timeUnit=MICROSECOND`);

    await expect
      .poll(() => received.map((t) => [t.tradeId, t.time]), WAIT)
      .toEqual([
        ["trade:1", T0 + 123],
        ["aggTrade:2", T0 + 789],
      ]);
    expect(peers[0].url).toBe("/stream?streams=btcusdt@trade/ethusdt@aggTrade&timeUnit=MICROSECOND");
  });

  it("keeps going through garbage: hostile messages, binary frames, a frame over the size limit", async () => {
    const garbage = [
      "not json",
      "",
      "null",
      "[]",
      json({ e: "trade" }),
      json({ stream: "btcusdt@trade", data: null }),
      `{"__proto__":{"m":false},${json(trade("BTCUSDT", 1, T0)).slice(1)}`,
      json({ ...trade("BTCUSDT", 2, T0), p: "NaN" }),
      json({ ...trade("BTCUSDT", 3, T0), q: "1e400" }),
      json({ ...trade("BTCUSDT", 4, T0), t: -4 }),
      json(trade("BTCUSDT", 5, T0 * 1000)),
      `${"[".repeat(2000)}${"]".repeat(2000)}`,
    ];
    const { url, peers } = await streamServer(({ socket }, number) => {
      for (const text of garbage) socket.send(text);
      socket.send(Buffer.from(json(trade("BTCUSDT", 6, T0))), { binary: true });
      if (number === 1) socket.send("x".repeat(2 << 20));
      else socket.send(json(trade("BTCUSDT", 7, T0 + 7)));
    });
    const { received, said } = follow(url);

    await expect.poll(() => received.map((t) => t.tradeId), WAIT).toEqual(["trade:7"]);
    expect(peers[0].closeCode).toBe(1009);
    expect(said("exchange stream error")).toHaveLength(1);
    expect(said("exchange stream closed")[0]).toMatchObject({ connection: 1, ignored: garbage.length + 1 });
  });

  it("comes back after a dropped connection", async () => {
    const { url, peers } = await streamServer(({ socket }, number) => {
      socket.send(json(trade("BTCUSDT", number, T0 + number)));
    });
    const { received, said } = follow(url);
    await expect.poll(() => received.length, WAIT).toBe(1);

    peers[0].socket.terminate();
    await expect.poll(() => received.map((t) => t.tradeId), WAIT).toEqual(["trade:1", "trade:2"]);
    expect(said("exchange stream closed")).toMatchObject([{ connection: 1, code: 1006 }]);
    expect(said("exchange stream reconnecting")).toMatchObject([{ reason: "closed" }]);
    expect(said("exchange stream connected").map((l) => l.connection)).toEqual([1, 2]);
  });

  it("retries refused connections with growing, jittered delays", async () => {
    let attempts = 0;
    const { url } = await streamServer(
      ({ socket }) => socket.send(json(trade("BTCUSDT", 1, T0))),
      () => {
        attempts += 1;
        return attempts > 2;
      },
    );
    const { received, said } = follow(url);

    await expect.poll(() => received.length, WAIT).toBe(1);
    const delays = said("exchange stream reconnecting").map((l) => l.delayMs as number);
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(250);
    expect(delays[0]).toBeLessThanOrEqual(500);
    expect(delays[1]).toBeGreaterThanOrEqual(500);
    expect(delays[1]).toBeLessThanOrEqual(1000);
  });

  it.each([
    ["the connection limit", { maxConnectionMs: 200 }, false, 3],
    ["a server shutdown notice", {}, true, 2],
  ] as const)(
    "switches connections on %s with no gap and no repeat",
    async (_name, options, notice, wanted) => {
      const server = await streamServer();
      const { received, said } = follow(server.url, options);
      // Every 5 ms the stream trades once on each market, as Binance sends every trade to every connection.
      const sent = new Map<string, number>();
      let tick = 0;
      let noticed = false;
      const timer = setInterval(() => {
        tick += 1;
        if (notice && !noticed && received.length >= 10) {
          server.peers[0].socket.send(json(examples.serverShutdownCombined));
          noticed = true;
        }
        for (const message of [trade("BTCUSDT", tick, T0 + tick), aggTrade("ETHUSDT", tick, T0 + tick)]) {
          const copies = server.broadcast(combined(message));
          if (copies > 0)
            sent.set(`${message.s === "BTCUSDT" ? BTC.id : ETH.id}|${message.e}:${tick}`, copies);
        }
      }, 5);
      cleanups.push(() => clearInterval(timer));

      await expect.poll(() => server.peers.length, WAIT).toBeGreaterThanOrEqual(wanted);
      // The client itself closes a replaced connection, once its replacement delivers.
      await expect.poll(() => server.peers[wanted - 2].closeCode, WAIT).toBe(1000);
      clearInterval(timer);

      const keys = () => received.map((t) => `${t.pairId}|${t.tradeId}`);
      await expect.poll(() => new Set(keys()).size, WAIT).toBe(sent.size);
      expect(keys().toSorted()).toEqual([...sent.keys()].toSorted());
      // The replacement was open beside the old connection, so some trades came twice and were dropped.
      expect(server.peak()).toBe(2);
      expect(Math.max(...sent.values())).toBe(2);
      expect(said("exchange stream reconnecting")[0]).toMatchObject({
        reason: notice ? "server shutdown" : "connection limit",
      });
    },
  );

  it("answers a server ping with a pong carrying the same payload", async () => {
    const { url, peers } = await streamServer();
    follow(url);
    await expect.poll(() => peers.length, WAIT).toBe(1);

    let pong: string | undefined;
    peers[0].socket.on("pong", (data) => {
      pong = data.toString();
    });
    peers[0].socket.ping("binance-ping-1700000000000");
    await expect.poll(() => pong, WAIT).toBe("binance-ping-1700000000000");
  });

  it("closes its connection when stopped and does not reconnect", async () => {
    const { url, peers } = await streamServer();
    const { provider, said } = follow(url);
    await expect.poll(() => said("exchange stream connected").length, WAIT).toBe(1);

    provider.stop();
    await expect.poll(() => peers[0].closeCode, WAIT).toBe(1000);
    await expect.poll(() => said("exchange stream closed").length, WAIT).toBe(1);
    expect(said("exchange stream reconnecting")).toEqual([]);
    expect(peers).toHaveLength(1);
  });
});

describe("exchange provider without a stream", () => {
  it("replays recorded-format messages locally, labelled demo", async () => {
    const provider = createCexProvider({ seed: 3 });
    cleanups.push(() => provider.stop());
    const received: TradeEvent[] = [];
    // 600 trades a minute each: the last minute holds trades whatever the busy factor.
    provider.open([market(1, "BTCUSDT", 600), market(2, "ETHUSDT", 600)]);
    provider.start((trades) => received.push(...trades), Date.now() - 60_000);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(provider.label).toBe("demo");
    expect(received.every((t) => (t.pairId === 1 || t.pairId === 2) && t.trader === "" && t.price > 0)).toBe(
      true,
    );
    expect(received.every((t) => t.txHash === null && /^trade:\d+$/.test(t.tradeId ?? ""))).toBe(true);
    // As an exchange streams them: each market's trades in time order, batch after batch.
    for (const id of [1, 2]) {
      const times = received.filter((t) => t.pairId === id).map((t) => t.time);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    const past = provider.history?.(market(1, "BTCUSDT", 600), Date.now() - 3_600_000, Date.now()) ?? [];
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((t) => t.trader === "" && t.txHash === null)).toBe(true);
  });
});
