import { describe, expect, it, vi } from "vitest";
import { createChunkReloadGuard, isChunkLoadError } from "./chunk-reload.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

function setup() {
  let clock = 50_000;
  const storage = memoryStorage();
  const reload = vi.fn();
  const guard = createChunkReloadGuard({ storage, now: () => clock, reload });
  return {
    guard,
    storage,
    reload,
    tick(ms: number) {
      clock += ms;
    },
  };
}

const chunkError = new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js");

describe("isChunkLoadError", () => {
  it("recognises the browsers' chunk-load messages and ChunkLoadError", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /a.js"))).toBe(true);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(true);
    const named = new Error("Loading chunk 7 failed");
    named.name = "ChunkLoadError";
    expect(isChunkLoadError(named)).toBe(true);
  });

  it("ignores other errors", () => {
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
  });
});

describe("createChunkReloadGuard", () => {
  it("reloads on a chunk-load error and remembers the time for the path", () => {
    const { guard, storage, reload } = setup();
    expect(guard.handle(chunkError, "/tokens")).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.items.get("tokenatlas:chunk-reload:/tokens")).toBe("50000");
  });

  it("does not reload for other errors", () => {
    const { guard, reload } = setup();
    expect(guard.handle(new Error("boom"), "/tokens")).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads at most once per path within 10 seconds", () => {
    const { guard, reload, tick } = setup();
    expect(guard.handle(chunkError, "/tokens")).toBe(true);
    tick(9_999);
    expect(guard.handle(chunkError, "/tokens")).toBe(false);
    expect(guard.handle(chunkError, "/about")).toBe(true);
    tick(1);
    expect(guard.handle(chunkError, "/tokens")).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it("does not reload when the storage fails", () => {
    const reload = vi.fn();
    const guard = createChunkReloadGuard({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error("QuotaExceededError");
        },
      },
      now: () => 0,
      reload,
    });
    expect(guard.handle(chunkError, "/")).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
