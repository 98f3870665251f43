import { describe, expect, it } from "vitest";
import { createPreloadQueue, shouldPrefetch } from "./prefetch.ts";

describe("shouldPrefetch", () => {
  it("prefetches when the connection is unknown or fast", () => {
    expect(shouldPrefetch()).toBe(true);
    expect(shouldPrefetch({})).toBe(true);
    expect(shouldPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(shouldPrefetch({ saveData: false, effectiveType: "4g" })).toBe(true);
  });

  it("skips on data saver and slow connections", () => {
    expect(shouldPrefetch({ saveData: true })).toBe(false);
    expect(shouldPrefetch({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "3g" })).toBe(false);
  });
});

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createPreloadQueue", () => {
  it("runs at most 4 tasks at once and starts the waiting ones in order", async () => {
    const queue = createPreloadQueue();
    const tasks = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      queue.run(() => {
        started.push(index);
        return task.promise;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.active()).toBe(4);
    expect(queue.pending()).toBe(2);

    tasks[2].resolve("two");
    await expect(results[2]).resolves.toBe("two");
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.active()).toBe(4);
    expect(queue.pending()).toBe(1);

    tasks[0].reject(new Error("failed"));
    await expect(results[0]).rejects.toThrow("failed");
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.pending()).toBe(0);

    for (const task of tasks) task.resolve("done");
    await Promise.allSettled(results);
    await flush();
    expect(queue.active()).toBe(0);
  });

  it("takes the limit as an argument and frees the slot when a task throws", async () => {
    const queue = createPreloadQueue(1);
    const first = deferred();
    const order: string[] = [];
    const a = queue.run(() => {
      order.push("a");
      return first.promise;
    });
    const b = queue.run(() => {
      order.push("b");
      throw new Error("sync");
    });
    const c = queue.run(async () => {
      order.push("c");
      return "c";
    });
    await flush();
    expect(order).toEqual(["a"]);
    expect(queue.pending()).toBe(2);
    first.resolve("a");
    await expect(a).resolves.toBe("a");
    await expect(b).rejects.toThrow("sync");
    await expect(c).resolves.toBe("c");
    expect(order).toEqual(["a", "b", "c"]);
    expect(queue.active()).toBe(0);
  });
});
