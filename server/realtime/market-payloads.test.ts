import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import type { DbHandle } from "../../db/client.ts";
import { exchangeMarketAddress } from "../../lib/exchange-markets.ts";
import type { PairInfoPayload, TradesPayload } from "../../lib/realtime/payloads.ts";
import { endpointOf, type SubscriptionBody } from "../../lib/realtime/protocol.ts";
import { createEngine, type Engine } from "../../market/engine.ts";
import { createCexProvider } from "../../market/providers/cex.ts";
import examples from "../../market/providers/fixtures/binance-stream-examples.json" with { type: "json" };
import { createMemoryBus } from "../../platform/bus/index.ts";
import { ensureExchangePairs } from "../../seed/pairs.ts";
import { listenTestApp, TEST_ORIGIN } from "../../tests/support/test-app.ts";
import { createTestDb } from "../../tests/support/test-db.ts";
import { connectWs } from "../../tests/support/ws-client.ts";

/**
 * What the market engine publishes, as a browser (the realtime socket) and a program (the pair API) read it,
 * for an exchange market fed by a local stream speaking Binance's trade format.
 */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SYMBOL = "BTCUSDT";
const market = { address: exchangeMarketAddress(SYMBOL), chainId: 0 };

let handle: DbHandle;
let stream: WebSocketServer;
let engine: Engine;
let app: FastifyInstance;
let socketUrl: string;
const bus = createMemoryBus();

beforeAll(async () => {
  handle = await createTestDb("catalogue");
  await ensureExchangePairs(handle.db, [SYMBOL]);
  stream = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await once(stream, "listening");
  // Each connection gets one trade of the market at once, as the exchange streams it.
  stream.on("connection", (socket) => {
    const now = Date.now() + 1000;
    socket.send(
      JSON.stringify({ ...examples.trade, s: SYMBOL, t: 1393, p: "64000.5", q: "0.25", E: now, T: now }),
    );
  });
  const provider = createCexProvider({
    url: `ws://127.0.0.1:${(stream.address() as AddressInfo).port}`,
    seed: 1,
  });
  engine = createEngine({ db: handle.db, provider, publish: (batch) => bus.publish(batch), tickMs: 50 });
  await engine.start();
  ({ app, socketUrl } = await listenTestApp(handle.db, bus));
});

afterAll(async () => {
  await engine?.stop();
  await app?.close();
  for (const client of stream?.clients ?? []) client.terminate();
  await new Promise((resolve) => stream?.close(resolve));
  await handle?.close();
});

/** The data of the first snapshot or update of a channel that satisfies `ready`. */
async function channelData<T>(body: SubscriptionBody, ready: (data: T) => boolean): Promise<T> {
  const client = await connectWs(socketUrl, { origin: TEST_ORIGIN });
  try {
    const endpoint = endpointOf(body);
    client.send({ type: "subscribe", endpoint, body });
    const message = await client.next(
      (m) => (m.type === "snapshot" || m.type === "update") && m.endpoint === endpoint && ready(m.data as T),
      5000,
    );
    return (message as { data: T }).data;
  } finally {
    client.close();
  }
}

describe("market payloads of an exchange market", () => {
  it("carries the exchange's trade id and no transaction hash, on the socket and from the API", async () => {
    const live = await channelData<TradesPayload>({ topic: "TRADE", ...market }, (d) => d.trades.length > 0);
    expect(live.trades[0]).toMatchObject({
      price: "64000.5",
      tradeId: "trade:1393",
      txHash: null,
      trader: "",
    });
    await engine.flush();
    const res = await app.inject(`/api/pairs/0/${market.address}/trades`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ tradeId: "trade:1393", txHash: null })]);
  });

  it("dates its figures in ISO 8601 (UTC) on the socket and in the pair's statistics", async () => {
    const info = await channelData<PairInfoPayload>({ topic: "PAIR_INFO", ...market }, () => true);
    expect(info.updatedAt).toMatch(ISO_UTC);
    const price = await channelData<{ updatedAt: unknown }>({ topic: "PRICE", ...market }, () => true);
    expect(price.updatedAt).toMatch(ISO_UTC);
    const tokenInfo = await channelData<{ updatedAt: unknown }>(
      { topic: "TOKEN_INFO", ...market },
      () => true,
    );
    expect(tokenInfo.updatedAt).toMatch(ISO_UTC);
    const stats = (await app.inject(`/api/pairs/0/${market.address}/stats`)).json().data;
    expect(stats.info.updatedAt).toMatch(ISO_UTC);
    expect(stats.priceChange.map((c: { interval: number }) => c.interval)).toEqual([5, 60, 360, 1440]);
  });
});
