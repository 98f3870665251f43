import { describe, expect, it } from "vitest";
import { ttlCache } from "./cache.ts";

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
