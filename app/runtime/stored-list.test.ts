import { beforeEach, describe, expect, it } from "vitest";
import { isString, readStoredList, storedListStore, writeStoredList } from "./stored-list.ts";

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

describe("watched stored lists", () => {
  it("keeps one array until it changes, writes through and tells every listener", () => {
    store.set("w", '["a"]');
    const list = storedListStore("w", 3);
    const first = list.get();
    expect(first).toEqual(["a"]);
    expect(list.get()).toBe(first);
    const seen: string[][] = [];
    const stop = list.subscribe(() => seen.push(list.get()));
    list.set(["b", "a", "c", "d"]);
    expect(seen).toEqual([["b", "a", "c"]]);
    expect(store.get("w")).toBe('["b","a","c"]');
    stop();
    list.set([]);
    expect(seen).toHaveLength(1);
    expect(store.has("w")).toBe(false);
    expect(list.getServer()).toEqual([]);
  });
});
