import { Redis } from "ioredis";
import type { Bus, Delivered, Publication } from "./types.ts";

/** Snapshots outlive a quiet day, then expire with the channel. */
const SNAPSHOT_TTL_S = 2 * 24 * 3600;
const RECONNECT_MAX_MS = 500;
const channelKey = (endpoint: string) => `rt:u:${endpoint}`;
const snapshotKey = (endpoint: string) => `rt:s:${endpoint}`;

/**
 * Redis pub/sub bus: each publication sets the endpoint's snapshot and publishes the update in one pipeline.
 * The subscriber connection resubscribes by itself after Redis restarts (ioredis autoResubscribe), so
 * updates resume without the gateway doing anything; a restarted Redis has lost the snapshots, so the
 * publishers are told (`onReconnect`) and publish their pairs' full state again.
 */
export function createRedisBus(url: string): Bus {
  // Reconnection attempts at most half a second apart (ioredis waits up to 2 s by default), so updates and
  // snapshots are back within about a second of Redis.
  const retryStrategy = (attempt: number) => Math.min(attempt * 50, RECONNECT_MAX_MS);
  const commands = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, retryStrategy });
  const subscriber = new Redis(url, { autoResubscribe: true, maxRetriesPerRequest: null, retryStrategy });
  const listeners = new Map<string, Set<(message: Delivered) => void>>();
  const reconnected = new Set<() => void>();
  // Errors surface as failed commands; the connections reconnect on their own.
  commands.on("error", () => {});
  subscriber.on("error", () => {});
  let connectedBefore = false;
  commands.on("ready", () => {
    if (connectedBefore) for (const listener of reconnected) listener();
    connectedBefore = true;
  });
  subscriber.on("message", (channel: string, text: string) => {
    const set = listeners.get(channel);
    if (!set) return;
    const message = JSON.parse(text) as Delivered;
    for (const listener of set) listener(message);
  });

  return {
    kind: "redis",
    async publish(batch) {
      if (batch.length === 0) return;
      const pipeline = commands.pipeline();
      for (const { endpoint, seq, update, snapshot } of batch as Publication[]) {
        pipeline.set(snapshotKey(endpoint), JSON.stringify({ seq, data: snapshot }), "EX", SNAPSHOT_TTL_S);
        pipeline.publish(channelKey(endpoint), JSON.stringify({ seq, data: update }));
      }
      await pipeline.exec();
    },
    async subscribe(endpoint, onUpdate) {
      const channel = channelKey(endpoint);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await subscriber.subscribe(channel);
      }
      set.add(onUpdate);
      return async () => {
        set.delete(onUpdate);
        if (set.size === 0 && listeners.get(channel) === set) {
          listeners.delete(channel);
          await subscriber.unsubscribe(channel).catch(() => {});
        }
      };
    },
    async latest(endpoint) {
      const text = await commands.get(snapshotKey(endpoint));
      return text ? (JSON.parse(text) as Delivered) : undefined;
    },
    onReconnect(listener) {
      reconnected.add(listener);
      return () => reconnected.delete(listener);
    },
    async close() {
      listeners.clear();
      reconnected.clear();
      subscriber.disconnect();
      commands.disconnect();
    },
  };
}
