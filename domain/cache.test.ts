import { describe, expect, it } from "vitest";
import { ttlCache, ttlMap } from "./cache.ts";

describe("ttlCache", () => {
  it("computes once per period and shares the pending result", async () => {
    let now = 0;
    let calls = 0;
    const cache = ttlCache(
      1000,
      async () => ++calls,
      () => now,
    );
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get()).toBe(1);
    now = 1000;
    expect(await cache.get()).toBe(2);
    cache.clear();
    expect(await cache.get()).toBe(3);
  });

  it("does not keep a failure", async () => {
    let fail = true;
    const cache = ttlCache(60_000, async () => {
      if (fail) throw new Error("down");
      return "up";
    });
    await expect(cache.get()).rejects.toThrow("down");
    fail = false;
    expect(await cache.get()).toBe("up");
  });
});

describe("ttlMap", () => {
  it("computes only the keys missing or expired, together, and forgets everything past its size", async () => {
    let now = 0;
    const asked: number[][] = [];
    const cache = ttlMap(
      1000,
      3,
      async (keys: number[]) => {
        asked.push(keys);
        return new Map(keys.map((k) => [k, `${k}@${now}`]));
      },
      () => now,
    );
    expect([...(await cache.get([1, 2, 1]))]).toEqual([
      [1, "1@0"],
      [2, "2@0"],
    ]);
    now = 500;
    expect([...(await cache.get([2, 3]))]).toEqual([
      [2, "2@0"],
      [3, "3@500"],
    ]);
    now = 1000;
    expect((await cache.get([1, 3])).get(1)).toBe("1@1000");
    expect(asked).toEqual([[1, 2], [3], [1]]);
    await cache.get([4]);
    expect([...(await cache.get([3]))]).toEqual([[3, "3@1000"]]);
    expect(asked).toEqual([[1, 2], [3], [1], [4], [3]]);
  });
});
