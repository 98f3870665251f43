import type { Bus, Delivered, Publication } from "./types.ts";

/** The in-process bus of the one-process setup: listeners are called synchronously on publish. */
export function createMemoryBus(): Bus {
  const listeners = new Map<string, Set<(message: Delivered) => void>>();
  const snapshots = new Map<string, Delivered>();
  return {
    kind: "memory",
    async publish(batch: readonly Publication[]) {
      for (const { endpoint, seq, update, snapshot } of batch) {
        snapshots.set(endpoint, { seq, data: snapshot });
        for (const listener of listeners.get(endpoint) ?? []) listener({ seq, data: update });
      }
    },
    async subscribe(endpoint, onUpdate) {
      let set = listeners.get(endpoint);
      if (!set) {
        set = new Set();
        listeners.set(endpoint, set);
      }
      set.add(onUpdate);
      return async () => {
        set.delete(onUpdate);
        if (set.size === 0) listeners.delete(endpoint);
      };
    },
    async latest(endpoint) {
      return snapshots.get(endpoint);
    },
    onReconnect() {
      return () => {};
    },
    async close() {
      listeners.clear();
    },
  };
}
