import { beforeEach, describe, expect, it } from "vitest";
import { isString, readStoredList, writeStoredList } from "./stored-list.ts";

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  globalThis.localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  } as Storage;
});

describe("stored lists", () => {
  it("round-trips a list, capped at the maximum", () => {
    writeStoredList("k", ["a", "b", "c"], 2);
    expect(store.get("k")).toBe('["a","b"]');
    expect(readStoredList("k", isString, 5)).toEqual(["a", "b"]);
    expect(readStoredList("k", isString, 1)).toEqual(["a"]);
  });

  it("reads broken or foreign data as empty, and drops items of the wrong shape", () => {
    store.set("k", "{not json");
    expect(readStoredList("k", isString, 5)).toEqual([]);
    store.set("k", '{"a":1}');
    expect(readStoredList("k", isString, 5)).toEqual([]);
    store.set("k", '["a",1,null,"b"]');
    expect(readStoredList("k", isString, 5)).toEqual(["a", "b"]);
    expect(readStoredList("missing", isString, 5)).toEqual([]);
  });

  it("removes the key for an empty list", () => {
    store.set("k", '["a"]');
    writeStoredList("k", [], 5);
    expect(store.has("k")).toBe(false);
  });
});
