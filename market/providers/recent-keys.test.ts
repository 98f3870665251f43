import { describe, expect, it } from "vitest";
import { RecentKeys } from "./recent-keys.ts";

describe("RecentKeys", () => {
  it("tells a new key from a repeat", () => {
    const keys = new RecentKeys(3);
    expect(keys.add("a")).toBe(true);
    expect(keys.add("b")).toBe(true);
    expect(keys.add("a")).toBe(false);
    expect(keys.size).toBe(2);
  });

  it("never holds more than its limit and forgets the oldest key first", () => {
    const keys = new RecentKeys(3);
    for (let i = 0; i < 1000; i++) keys.add(`k${i}`);
    expect(keys.size).toBe(3);
    expect(keys.add("k999")).toBe(false);
    expect(keys.add("k997")).toBe(false);
    expect(keys.add("k996")).toBe(true);
    expect(keys.size).toBe(3);
  });

  it("says whether it holds a key without adding it", () => {
    const keys = new RecentKeys(2);
    expect(keys.has("a")).toBe(false);
    expect(keys.size).toBe(0);
    keys.add("a");
    keys.add("b");
    keys.add("c");
    expect([keys.has("a"), keys.has("b"), keys.has("c")]).toEqual([false, true, true]);
  });

  it("starts over when cleared", () => {
    const keys = new RecentKeys(3);
    keys.add("a");
    keys.clear();
    expect(keys.size).toBe(0);
    expect(keys.add("a")).toBe(true);
  });
});
