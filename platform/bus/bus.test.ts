import { randomBytes } from "node:crypto";
import { createServer, type Server, Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryBus } from "./memory.ts";
import { createRedisBus } from "./redis.ts";
import type { Bus, Delivered } from "./types.ts";

const redisUrl = process.env.REDIS_URL;

/** Collects what a subscription receives. */
async function follow(bus: Bus, endpoint: string) {
  const received: Delivered[] = [];
  const release = await bus.subscribe(endpoint, (m) => received.push(m));
  return { received, release };
}

/** The same contract for every bus: snapshots, ordered updates, several subscribers, release. */
function contract(name: string, open: () => Bus) {
  describe(`${name} bus`, () => {
    const bus = open();
    const endpoint = () => `/chanel/pair/trades/0x${randomBytes(20).toString("hex")}_1`;
    afterAll(() => bus.close());

    it("keeps the latest snapshot of an endpoint and nothing for unknown ones", async () => {
      const e = endpoint();
      expect(await bus.latest(e)).toBeUndefined();
      await bus.publish([
        { endpoint: e, seq: 1, update: { n: 1 }, snapshot: { all: [1] } },
        { endpoint: e, seq: 2, update: { n: 2 }, snapshot: { all: [1, 2] } },
      ]);
      expect(await bus.latest(e)).toEqual({ seq: 2, data: { all: [1, 2] } });
    });

    it("delivers updates in order to every subscriber, and nothing after release", async () => {
      const e = endpoint();
      const a = await follow(bus, e);
      const b = await follow(bus, e);
      await bus.publish([1, 2, 3].map((seq) => ({ endpoint: e, seq, update: { seq }, snapshot: {} })));
      await expect.poll(() => a.received.length).toBe(3);
      await expect.poll(() => b.received.length).toBe(3);
      expect(a.received).toEqual([1, 2, 3].map((seq) => ({ seq, data: { seq } })));
      await a.release();
      await bus.publish([{ endpoint: e, seq: 4, update: { seq: 4 }, snapshot: {} }]);
      await expect.poll(() => b.received.length).toBe(4);
      expect(a.received).toHaveLength(3);
    });

    it("keeps endpoints apart", async () => {
      const [e1, e2] = [endpoint(), endpoint()];
      const one = await follow(bus, e1);
      await bus.publish([{ endpoint: e2, seq: 1, update: "other", snapshot: {} }]);
      await bus.publish([{ endpoint: e1, seq: 1, update: "mine", snapshot: {} }]);
      await expect.poll(() => one.received.length).toBe(1);
      expect(one.received[0].data).toBe("mine");
    });
  });
}

contract("in-process", createMemoryBus);

/** A TCP proxy to Redis that can be cut off and brought back, as if the Redis server restarted. */
async function redisProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      const listening = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, "127.0.0.1", () => {
        port = (listening.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    async down() {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    up: listen,
  };
}

if (redisUrl) {
  contract("Redis", () => createRedisBus(redisUrl));

  describe("Redis bus across a Redis restart", () => {
    it("resumes updates on its own once Redis is back", async () => {
      const proxy = await redisProxy(new URL(redisUrl));
      const subscriberBus = createRedisBus(proxy.url());
      const publisher = createRedisBus(redisUrl);
      const e = `/chanel/pair/trades/0x${randomBytes(20).toString("hex")}_1`;
      try {
        const sub = await follow(subscriberBus, e);
        await publisher.publish([{ endpoint: e, seq: 1, update: "before", snapshot: {} }]);
        await expect.poll(() => sub.received.map((m) => m.data)).toEqual(["before"]);

        await proxy.down();
        await publisher.publish([{ endpoint: e, seq: 2, update: "while down", snapshot: {} }]);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await proxy.up();

        // Once the subscriber connection is back and resubscribed, new updates arrive again.
        await expect
          .poll(
            async () => {
              await publisher.publish([{ endpoint: e, seq: 3, update: "after", snapshot: {} }]);
              return sub.received.some((m) => m.data === "after");
            },
            { timeout: 15_000, interval: 250 },
          )
          .toBe(true);
        expect(sub.received[0].data).toBe("before");
      } finally {
        await subscriberBus.close();
        await publisher.close();
        await proxy.down();
      }
    });
  });
}
