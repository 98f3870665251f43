import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type DbHandle, queryRows } from "../../db/client.ts";
import { endpointOf, type SubscriptionBody } from "../../lib/realtime/protocol.ts";
import { createEngine, type Engine } from "../../market/engine.ts";
import type { MarketProvider } from "../../market/types.ts";
import type { Bus } from "../../platform/bus/index.ts";
import { createRedisBus } from "../../platform/bus/redis.ts";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { listenTestApp, TEST_ORIGIN } from "../../tests/support/test-app.ts";
import { createTestDb } from "../../tests/support/test-db.ts";
import { connectWs } from "../../tests/support/ws-client.ts";

/**
 * Redis restarted without persistence (a cache-only Redis) forgets every snapshot. A quiet pair publishes
 * nothing new, so without the engine publishing again its channels would answer "unavailable" from then on.
 */
let redis: RedisServer;
let bus: Bus;
let handle: DbHandle;
let app: FastifyInstance;
let engine: Engine;
let url: string;
let quiet: SubscriptionBody;

/** A market without a single trade: every channel of it is quiet. */
const silent: MarketProvider = {
  source: "demo",
  label: "demo",
  maxLatencyMs: 1000,
  open() {},
  start() {},
  stop() {},
};

beforeAll(async () => {
  redis = await startRedisServer();
  bus = createRedisBus(redis.url);
  handle = await createTestDb("catalogue");
  const [pair] = await queryRows<{ id: number; address: string; chainId: number }>(
    handle.db,
    sql`SELECT id, address, chain_id AS "chainId" FROM pairs WHERE source = 'demo' ORDER BY id LIMIT 1`,
  );
  quiet = { topic: "PAIR_INFO", address: pair.address, chainId: pair.chainId };
  engine = createEngine({
    db: handle.db,
    provider: silent,
    publish: (batch) => bus.publish(batch),
    reconnects: (listener) => bus.onReconnect(listener),
    // The quiet pair alone (its shard of many): a light engine.
    shard: pair.id % 1000,
    shards: 1000,
  });
  await engine.start();
  ({ app, socketUrl: url } = await listenTestApp(handle.db, bus));
});

afterAll(async () => {
  await engine?.stop();
  await app?.close();
  await bus?.close();
  await handle?.close();
  await redis?.stop();
});

async function snapshotOfQuietChannel() {
  const client = await connectWs(url, { origin: TEST_ORIGIN });
  try {
    const endpoint = endpointOf(quiet);
    client.send({ type: "subscribe", endpoint, body: quiet });
    return await client.next((m) => "endpoint" in m && m.endpoint === endpoint);
  } finally {
    client.close();
  }
}

it("gives a new subscriber of a quiet channel its snapshot again after Redis restarts", async () => {
  expect(await snapshotOfQuietChannel()).toMatchObject({ type: "snapshot" });
  await redis.restart();
  await vi.waitFor(async () => expect(await bus.latest(endpointOf(quiet))).toBeDefined(), {
    timeout: 10_000,
    interval: 100,
  });
  expect(await snapshotOfQuietChannel()).toMatchObject({
    type: "snapshot",
    data: { dex: expect.any(String) },
  });
});
