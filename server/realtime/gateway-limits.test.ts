import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { endpointOf, type SubscriptionBody } from "../../lib/realtime/protocol.ts";
import { createMemoryBus } from "../../platform/bus/index.ts";
import { connectWs, type WsClient } from "../../tests/support/ws-client.ts";
import { type GatewayOptions, registerRealtime } from "./gateway.ts";
import { createRealtimeMetrics } from "./metrics.ts";

type Target = Parameters<GatewayOptions["exists"]>[0];

/** What one client may cost: each test runs the gateway alone, with a stand-in for the database check. */
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/**
 * The gateway on an ephemeral port. `exists` answers "no such pair" for every target, after `gate` (when
 * given) opens; it records each call and the most calls it had running at once.
 */
async function startGateway(limits: Partial<GatewayOptions> = {}, gate?: Promise<void>) {
  const app = Fastify();
  const bus = createMemoryBus();
  const metrics = createRealtimeMetrics();
  const calls: Target[] = [];
  let running = 0;
  let mostRunning = 0;
  await registerRealtime(app, {
    bus,
    metrics,
    exists: async (target) => {
      calls.push(target);
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      await gate;
      running -= 1;
      return false;
    },
    allowedOrigins: [],
    maxSubscriptions: 64,
    maxMessageBytes: 4096,
    maxBufferedBytes: 1 << 20,
    messagesPerSecond: 1000,
    messageBurst: 1000,
    maxConnectionsPerAddress: 100,
    existsCacheSize: 1000,
    existsConcurrency: 100,
    ...limits,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/realtime`;
  const clients: WsClient[] = [];
  closers.push(async () => {
    for (const client of clients) client.socket.terminate();
    await app.close();
    await bus.close();
  });
  const figure = async (name: string) =>
    (await metrics.registry.getSingleMetric(name)?.get())?.values[0]?.value ?? 0;
  return {
    calls,
    mostRunning: () => mostRunning,
    figure,
    async connect() {
      const client = await connectWs(url);
      clients.push(client);
      return client;
    },
    connectRaw: () => connectWs(url),
  };
}

let next = 0;
/** A well-formed address no catalogue holds, new at each call. */
const unknownAddress = () => `0x${(next++).toString(16).padStart(40, "0")}`;
const subscribeTo = (address: string) => {
  const body: SubscriptionBody = { topic: "TRADE", address, chainId: 1 };
  return { type: "subscribe", endpoint: endpointOf(body), body };
};

describe("realtime gateway limits", () => {
  it("tells a client over its message rate once, then closes it with 1008, and none of that reaches the database", async () => {
    const gateway = await startGateway({ messagesPerSecond: 0.1, messageBurst: 3 });
    const client = await gateway.connect();
    for (let i = 0; i < 3; i++) client.send({ type: "ping" });
    for (let i = 0; i < 3; i++) await client.next((m) => m.type === "pong");
    client.send(subscribeTo(unknownAddress()));
    expect(await client.next((m) => m.type === "error")).toMatchObject({ code: "rate_limited" });
    client.send(subscribeTo(unknownAddress()));
    client.send(subscribeTo(unknownAddress()));
    expect((await client.closed).code).toBe(1008);
    expect(client.messages).toEqual([]);
    expect(gateway.calls).toEqual([]);
    expect(await gateway.figure("realtime_rate_limit_closes_total")).toBe(1);
  });

  it("refuses a connection past the cap for its address, and takes one again once a slot is free", async () => {
    const gateway = await startGateway({ maxConnectionsPerAddress: 2 });
    const first = await gateway.connect();
    await gateway.connect();
    await expect(gateway.connectRaw()).rejects.toThrow("HTTP 429");
    expect(await gateway.figure("realtime_connections")).toBe(2);
    expect(await gateway.figure("realtime_connections_refused_total")).toBe(1);
    first.close();
    await first.closed;
    await expect.poll(() => gateway.figure("realtime_connections")).toBe(1);
    const again = await gateway.connect();
    again.send({ type: "ping" });
    expect(await again.next((m) => m.type === "pong")).toEqual({ type: "pong" });
  });

  it("keeps the existence cache within its size however many unknown addresses come", async () => {
    const gateway = await startGateway({ existsCacheSize: 5 });
    const client = await gateway.connect();
    const addresses = Array.from({ length: 30 }, unknownAddress);
    const sizes: number[] = [];
    for (const address of addresses) {
      client.send(subscribeTo(address));
      expect(await client.next((m) => m.type === "error")).toMatchObject({ code: "not_found" });
      sizes.push(await gateway.figure("realtime_exists_cache_entries"));
    }
    expect(Math.max(...sizes)).toBe(5);
    expect(gateway.calls).toHaveLength(30);
    // The newest answers are kept, the oldest were dropped and are asked again.
    client.send(subscribeTo(addresses[29]));
    client.send(subscribeTo(addresses[0]));
    for (let i = 0; i < 2; i++) await client.next((m) => m.type === "error" && m.code === "not_found");
    expect(gateway.calls.map((c) => c.address)).toEqual([...addresses, addresses[0]]);
  });

  it("answers an unknown address asked again, or by many at once, from one database check", async () => {
    let open = () => {};
    const gateway = await startGateway({}, new Promise<void>((resolve) => (open = resolve)));
    const clients = await Promise.all(Array.from({ length: 5 }, () => gateway.connect()));
    const address = unknownAddress();
    for (const client of clients) client.send(subscribeTo(address));
    await expect.poll(() => gateway.figure("realtime_messages_in_total")).toBe(5);
    open();
    for (const client of clients) {
      expect(await client.next((m) => m.type === "error")).toMatchObject({ code: "not_found" });
    }
    clients[0].send(subscribeTo(address));
    expect(await clients[0].next((m) => m.type === "error")).toMatchObject({ code: "not_found" });
    expect(gateway.calls).toHaveLength(1);
  });

  it("runs no more existence checks at once than allowed, over all connections", async () => {
    let open = () => {};
    const gateway = await startGateway(
      { existsConcurrency: 1 },
      new Promise<void>((resolve) => (open = resolve)),
    );
    const clients = await Promise.all(Array.from({ length: 4 }, () => gateway.connect()));
    for (const client of clients) client.send(subscribeTo(unknownAddress()));
    await expect.poll(() => gateway.figure("realtime_messages_in_total")).toBe(4);
    open();
    for (const client of clients) await client.next((m) => m.type === "error" && m.code === "not_found");
    expect(gateway.calls).toHaveLength(4);
    expect(gateway.mostRunning()).toBe(1);
  });

  it("does no database check for messages still queued when their connection closed", async () => {
    let open = () => {};
    const gateway = await startGateway({}, new Promise<void>((resolve) => (open = resolve)));
    const client = await gateway.connect();
    for (let i = 0; i < 3; i++) client.send(subscribeTo(unknownAddress()));
    await expect.poll(() => gateway.calls.length).toBe(1);
    client.close();
    await expect.poll(() => gateway.figure("realtime_connections")).toBe(0);
    open();
    await expect.poll(() => gateway.figure("realtime_messages_in_total")).toBe(3);
    expect(gateway.calls).toHaveLength(1);
  });

  it("answers malformed frames with an error or a clean close, never reaching the database, and stays up", async () => {
    const gateway = await startGateway({ maxMessageBytes: 1024 });
    const client = await gateway.connect();
    const bad: [string | Buffer, string][] = [
      [Buffer.from([0x00, 0x01, 0xff]), "bad_json"],
      ["\u0000", "bad_json"],
      ['{"type":"ping\\u0000"}', "unknown_type"],
      ["null", "bad_message"],
      ["[1,2]", "bad_message"],
      ['{"type":"subscribe","endpoint":42,"body":{}}', "bad_message"],
      ['{"type":"subscribe","endpoint":"/chanel/x","body":"TRADE"}', "bad_message"],
      [
        '{"type":"subscribe","endpoint":"/chanel/x","body":{"topic":"TRADE","address":"0x\\u0000","chainId":1}}',
        "bad_address",
      ],
      [
        JSON.stringify({
          ...subscribeTo(unknownAddress()),
          body: { topic: "TRADE", address: unknownAddress(), chainId: "1" },
        }),
        "bad_chain",
      ],
    ];
    for (const [frame, code] of bad) {
      if (typeof frame === "string") client.send(frame);
      else client.socket.send(frame, { binary: true });
      expect(await client.next((m) => m.type === "error")).toMatchObject({ code });
    }
    const badUtf8 = await gateway.connect();
    badUtf8.socket.send(Buffer.from([0x7b, 0xc3, 0x28, 0x7d]), { binary: false });
    expect((await badUtf8.closed).code).toBe(1007);
    const huge = await gateway.connect();
    huge.send(`{"type":"ping","pad":"${"x".repeat(64 * 1024)}"}`);
    expect((await huge.closed).code).toBe(1009);
    expect(gateway.calls).toEqual([]);
    client.send({ type: "ping" });
    expect(await client.next((m) => m.type === "pong")).toEqual({ type: "pong" });
  });
});
