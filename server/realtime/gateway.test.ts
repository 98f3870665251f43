import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { getAddress } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import {
  type AddressBody,
  CLOSE_SLOW_CONSUMER,
  endpointOf,
  type SubscriptionBody,
} from "../../lib/realtime/protocol.ts";
import { type Bus, createMemoryBus } from "../../platform/bus/index.ts";
import { createTestApp, TEST_ORIGIN } from "../../tests/support/test-app.ts";
import { connectWs, type WsClient } from "../../tests/support/ws-client.ts";

/** The bus, counting how many bus subscriptions the gateway holds per endpoint. */
function countingBus(): Bus & { subscriptions: Map<string, number> } {
  const inner = createMemoryBus();
  const subscriptions = new Map<string, number>();
  return {
    ...inner,
    subscriptions,
    async subscribe(endpoint, onUpdate) {
      subscriptions.set(endpoint, (subscriptions.get(endpoint) ?? 0) + 1);
      const release = await inner.subscribe(endpoint, onUpdate);
      return async () => {
        subscriptions.set(endpoint, (subscriptions.get(endpoint) ?? 1) - 1);
        await release();
      };
    },
  };
}

const bus = countingBus();
const METRICS_TOKEN = "scraper-token-0123456789";
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let url: string;
let pair: { address: string; chainId: number; tokenAddress: string };
const clients: WsClient[] = [];

async function connect(origin = TEST_ORIGIN) {
  const client = await connectWs(url, { origin });
  clients.push(client);
  return client;
}

const trades = (): AddressBody => ({ topic: "TRADE", address: pair.address, chainId: pair.chainId });
const subscribe = (body: SubscriptionBody, endpoint = endpointOf(body)) => ({
  type: "subscribe",
  endpoint,
  body,
});

beforeAll(async () => {
  ctx = await createTestApp({
    ssr: false,
    bus,
    env: {
      REALTIME_MAX_SUBSCRIPTIONS: "3",
      REALTIME_MAX_MESSAGE_BYTES: "1024",
      REALTIME_MAX_BUFFER_BYTES: "4096",
      METRICS_TOKEN,
    },
  });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/realtime`;
  [pair] = await queryRows<typeof pair>(
    ctx.db,
    sql`SELECT p.address, p.chain_id AS "chainId", t.address AS "tokenAddress"
        FROM pairs p JOIN tokens t ON t.id = p.token_id ORDER BY p.id LIMIT 1`,
  );
});

afterAll(async () => {
  for (const client of clients) client.close();
  await ctx.close();
  await bus.close();
});

describe("realtime gateway", () => {
  it("answers a subscribe with the snapshot, then updates in seq order", async () => {
    const endpoint = endpointOf(trades());
    await bus.publish([{ endpoint, seq: 10, update: { trades: [] }, snapshot: { trades: ["s"] } }]);
    const client = await connect();
    client.send(subscribe(trades()));
    const snapshot = await client.next((m) => m.type === "snapshot");
    expect(snapshot).toEqual({ type: "snapshot", endpoint, seq: 10, data: { trades: ["s"] } });
    await bus.publish([{ endpoint, seq: 11, update: { trades: ["u"] }, snapshot: { trades: ["u", "s"] } }]);
    expect(await client.next((m) => m.type === "update")).toEqual({
      type: "update",
      endpoint,
      seq: 11,
      data: { trades: ["u"] },
    });
  });

  it("answers a checksummed endpoint under exactly that string", async () => {
    const body: SubscriptionBody = {
      topic: "PRICE",
      address: getAddress(pair.tokenAddress),
      chainId: pair.chainId,
    };
    const channel = endpointOf(body);
    const endpoint = `/chanel/token/price/${body.address}_${body.chainId}`;
    expect(endpoint).not.toBe(channel);
    await bus.publish([{ endpoint: channel, seq: 20, update: {}, snapshot: { price: "1" } }]);
    const client = await connect();
    client.send(subscribe(body, endpoint));
    expect(await client.next((m) => m.type === "snapshot")).toEqual({
      type: "snapshot",
      endpoint,
      seq: 20,
      data: { price: "1" },
    });
    await bus.publish([{ endpoint: channel, seq: 21, update: { price: "2" }, snapshot: { price: "2" } }]);
    expect(await client.next((m) => m.type === "update")).toEqual({
      type: "update",
      endpoint,
      seq: 21,
      data: { price: "2" },
    });
    client.send({ type: "unsubscribe", endpoint: channel });
    expect(await client.next((m) => m.type === "error")).toMatchObject({
      code: "not_subscribed",
      endpoint: channel,
    });
    client.send({ type: "unsubscribe", endpoint });
    client.send({ type: "unsubscribe", endpoint });
    expect(await client.next((m) => m.type === "error")).toMatchObject({ code: "not_subscribed", endpoint });
    await expect.poll(() => bus.subscriptions.get(channel)).toBe(0);
  });

  it("gives each spelling of one channel its own messages over one bus subscription", async () => {
    const body: SubscriptionBody = {
      topic: "OHLCS",
      address: pair.address,
      chainId: pair.chainId,
      interval: 60,
      direction: "quote",
    };
    const channel = endpointOf(body);
    const checksummed = `/chanel/pair/ohlcs/${getAddress(pair.address)}_${pair.chainId}_60_quote`;
    const upper = channel.toUpperCase();
    await bus.publish([{ endpoint: channel, seq: 30, update: {}, snapshot: { candles: [] } }]);
    const a = await connect();
    const b = await connect();
    a.send(subscribe(body, checksummed));
    b.send(subscribe(body, channel));
    b.send(subscribe(body, upper));
    expect(await a.next((m) => m.type === "snapshot")).toMatchObject({ endpoint: checksummed, seq: 30 });
    expect(await b.next((m) => m.type === "snapshot")).toMatchObject({ endpoint: channel, seq: 30 });
    expect(await b.next((m) => m.type === "snapshot")).toMatchObject({ endpoint: upper, seq: 30 });
    expect(bus.subscriptions.get(channel)).toBe(1);
    await bus.publish([{ endpoint: channel, seq: 31, update: { candles: [1] }, snapshot: {} }]);
    const update = { type: "update", seq: 31, data: { candles: [1] } };
    expect(await a.next((m) => m.type === "update")).toEqual({ ...update, endpoint: checksummed });
    const own = [await b.next((m) => m.type === "update"), await b.next((m) => m.type === "update")];
    expect(own).toEqual([
      { ...update, endpoint: channel },
      { ...update, endpoint: upper },
    ]);
    a.send({ type: "ping" });
    await a.next((m) => m.type === "pong");
    expect(a.messages).toEqual([]);
  });

  it("answers a repeated subscribe with the snapshot again and keeps one subscription", async () => {
    const body: SubscriptionBody = {
      topic: "OHLCS",
      address: pair.address,
      chainId: pair.chainId,
      interval: 240,
      direction: "base",
    };
    const endpoint = endpointOf(body);
    await bus.publish([{ endpoint, seq: 40, update: {}, snapshot: { candles: ["a"] } }]);
    const client = await connect();
    client.send(subscribe(body));
    expect(await client.next((m) => m.type === "snapshot")).toMatchObject({ endpoint, seq: 40 });
    await bus.publish([{ endpoint, seq: 41, update: { candles: ["b"] }, snapshot: { candles: ["b"] } }]);
    expect(await client.next((m) => m.type === "update")).toMatchObject({ endpoint, seq: 41 });
    client.send(subscribe(body));
    expect(await client.next((m) => m.type === "snapshot")).toEqual({
      type: "snapshot",
      endpoint,
      seq: 41,
      data: { candles: ["b"] },
    });
    expect(bus.subscriptions.get(endpoint)).toBe(1);
    await bus.publish([{ endpoint, seq: 42, update: { candles: ["c"] }, snapshot: {} }]);
    await bus.publish([{ endpoint, seq: 43, update: { candles: ["d"] }, snapshot: {} }]);
    await client.next((m) => m.type === "update" && m.seq === 43);
    client.send({ type: "ping" });
    await client.next((m) => m.type === "pong");
    expect(
      client.messages.filter((m) => m.type === "update").map((m) => m.type === "update" && m.seq),
    ).toEqual([42]);
    client.send({ type: "unsubscribe", endpoint });
    client.send({ type: "unsubscribe", endpoint });
    expect(await client.next((m) => m.type === "error")).toMatchObject({ code: "not_subscribed", endpoint });
    await expect.poll(() => bus.subscriptions.get(endpoint)).toBe(0);
  });

  it("says when an endpoint has no data yet, and delivers its updates when they come", async () => {
    const body: SubscriptionBody = {
      topic: "PRICE_CHANGE",
      address: pair.address,
      chainId: pair.chainId,
      interval: 360,
    };
    const client = await connect();
    client.send(subscribe(body));
    expect(await client.next((m) => m.type === "error")).toMatchObject({
      code: "unavailable",
      endpoint: endpointOf(body),
    });
    await bus.publish([
      { endpoint: endpointOf(body), seq: 5, update: { change: 1 }, snapshot: { change: 1 } },
    ]);
    expect(await client.next((m) => m.type === "update")).toMatchObject({ seq: 5, data: { change: 1 } });
  });

  it("shares one bus subscription among local subscribers and releases it after the last leaves", async () => {
    const body: SubscriptionBody = { topic: "PAIR_INFO", address: pair.address, chainId: pair.chainId };
    const endpoint = endpointOf(body);
    await bus.publish([{ endpoint, seq: 1, update: {}, snapshot: { dex: "x" } }]);
    const a = await connect();
    const b = await connect();
    a.send(subscribe(body));
    b.send(subscribe(body));
    await a.next((m) => m.type === "snapshot");
    await b.next((m) => m.type === "snapshot");
    expect(bus.subscriptions.get(endpoint)).toBe(1);
    a.send({ type: "unsubscribe", endpoint });
    b.close();
    await b.closed;
    await expect.poll(() => bus.subscriptions.get(endpoint)).toBe(0);
    await bus.publish([{ endpoint, seq: 2, update: { dex: "y" }, snapshot: { dex: "y" } }]);
    a.send({ type: "ping" });
    await a.next((m) => m.type === "pong");
    expect(a.messages.filter((m) => m.type === "update")).toEqual([]);
  });

  it("refuses each kind of bad message with its code, and the connection keeps working", async () => {
    const client = await connect();
    const endpoint = endpointOf(trades());
    client.send(subscribe(trades()));
    await client.next((m) => m.type === "snapshot");
    const bad: [unknown, string][] = [
      ["{not json", "bad_json"],
      [{ type: "dance" }, "unknown_type"],
      [{ type: "subscribe", endpoint: "/chanel/x", body: { ...trades(), topic: "VOLUME" } }, "unknown_topic"],
      [subscribe({ ...trades(), address: "0x123" }, "/chanel/pair/trades/0x123_1"), "bad_address"],
      [{ type: "subscribe", endpoint: "/chanel/x", body: { ...trades(), chainId: -1 } }, "bad_chain"],
      [
        {
          type: "subscribe",
          endpoint: "/chanel/x",
          body: { ...trades(), topic: "OHLCS", interval: 7, direction: "base" },
        },
        "bad_interval",
      ],
      [
        {
          type: "subscribe",
          endpoint: "/chanel/x",
          body: { ...trades(), topic: "OHLCS", interval: 15, direction: "up" },
        },
        "bad_direction",
      ],
      [
        subscribe(trades(), "/chanel/pair/trades/0x0000000000000000000000000000000000000000_1"),
        "endpoint_mismatch",
      ],
      [subscribe({ ...trades(), address: `0x${"ab".repeat(20)}` }), "not_found"],
      [{ type: "unsubscribe", endpoint: "/chanel/pair/info/nothing" }, "not_subscribed"],
    ];
    for (const [message, code] of bad) {
      client.send(message);
      expect(await client.next((m) => m.type === "error")).toMatchObject({ code });
    }
    await bus.publish([{ endpoint, seq: 100, update: { trades: ["still"] }, snapshot: {} }]);
    expect(await client.next((m) => m.type === "update")).toMatchObject({
      seq: 100,
      data: { trades: ["still"] },
    });
  });

  it("caps subscriptions per connection", async () => {
    const client = await connect();
    const bodies: SubscriptionBody[] = [5, 60, 360, 1440].map((interval) => ({
      topic: "TRADE_STATISTIC",
      address: pair.address,
      chainId: pair.chainId,
      interval,
    }));
    for (const body of bodies.slice(0, 3)) client.send(subscribe(body));
    for (let i = 0; i < 3; i++) await client.next((m) => m.type === "error" && m.code === "unavailable");
    client.send(subscribe(bodies[3]));
    expect(await client.next((m) => m.type === "error" && m.code !== "unavailable")).toMatchObject({
      code: "too_many_subscriptions",
      endpoint: endpointOf(bodies[3]),
    });
  });

  it("closes a connection that sends an oversized message with 1009, and the server stays up", async () => {
    const client = await connect();
    client.send(JSON.stringify({ type: "ping", pad: "x".repeat(2000) }));
    expect((await client.closed).code).toBe(1009);
    const other = await connect();
    other.send({ type: "ping" });
    expect(await other.next((m) => m.type === "pong")).toEqual({ type: "pong" });
  });

  it("refuses a foreign Origin before the upgrade", async () => {
    await expect(connectWs(url, { origin: "https://evil.example" })).rejects.toThrow("HTTP 403");
  });

  it("closes a slow consumer with its own code and counts it", async () => {
    const body: SubscriptionBody = { topic: "TOKEN_INFO", address: pair.tokenAddress, chainId: pair.chainId };
    const endpoint = endpointOf(body);
    await bus.publish([{ endpoint, seq: 1, update: {}, snapshot: {} }]);
    const client = await connect();
    client.send(subscribe(body));
    await client.next((m) => m.type === "snapshot");
    // The client stops reading: the server's send buffer fills up.
    const raw = (client.socket as unknown as { _socket: { pause: () => void } })._socket;
    raw.pause();
    const big = "x".repeat(64 * 1024);
    for (let seq = 2; seq < 200; seq++) {
      await bus.publish([{ endpoint, seq, update: { big }, snapshot: {} }]);
      await new Promise((resolve) => setImmediate(resolve));
    }
    (raw as unknown as { resume: () => void }).resume();
    expect((await client.closed).code).toBe(CLOSE_SLOW_CONSUMER);
    const metrics = await ctx.app.inject({ method: "GET", url: "/metrics" });
    expect(metrics.body).toMatch(/realtime_slow_consumer_closes_total 1\b/);
  });

  it("reports connections, subscriptions and messages at /metrics", async () => {
    const read = async () => (await ctx.app.inject({ method: "GET", url: "/metrics" })).body;
    const open = clients.filter((c) => c.socket.readyState === c.socket.OPEN).length;
    await expect.poll(read).toContain(`realtime_connections ${open}\n`);
    const body = await read();
    expect(body).toMatch(/realtime_subscriptions [1-9]\d*\n/);
    expect(body).toMatch(/realtime_messages_in_total [1-9]\d*\n/);
    expect(body).toMatch(/realtime_messages_out_total [1-9]\d*\n/);
  });

  it("serves /metrics to a loopback peer, and to another only with the token", async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: "GET", url: "/metrics", remoteAddress, headers });
    const refusals: Record<string, string>[] = [
      {},
      { authorization: "Bearer not-the-scraper-token" },
      { authorization: METRICS_TOKEN },
      { "x-forwarded-for": "127.0.0.1" },
    ];
    for (const headers of refusals) {
      const refused = await from("203.0.113.5", headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ error: { code: "unauthorized" } });
      expect(refused.body).not.toContain("realtime_");
    }
    const scraper = await from("203.0.113.5", { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain("realtime_connections ");
    for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect((await from(local)).body).toContain("realtime_connections ");
    }
  });
});
