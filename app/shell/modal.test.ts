import { describe, expect, it, vi } from "vitest";
import { createModalStore } from "./modal.ts";

describe("createModalStore", () => {
  it("starts inactive", () => {
    expect(createModalStore().getSnapshot()).toEqual({ active: false });
  });

  it("resolves a confirm with true on accept and becomes inactive", async () => {
    const store = createModalStore();
    const result = store.confirm("Delete?");
    expect(store.getSnapshot()).toEqual({ active: true, mode: "confirm", message: "Delete?" });
    store.accept();
    await expect(result).resolves.toBe(true);
    expect(store.getSnapshot()).toEqual({ active: false });
  });

  it("rejects a confirm with false on cancel", async () => {
    const store = createModalStore();
    const result = store.confirm("Delete?");
    store.cancel();
    await expect(result).rejects.toBe(false);
    expect(store.getSnapshot()).toEqual({ active: false });
  });

  it("ignores open, close and message changes while a confirm is pending", async () => {
    const store = createModalStore();
    const result = store.confirm("Delete?");
    store.openNavigation("Loading");
    store.setMessage("Other");
    store.close();
    expect(store.getSnapshot()).toEqual({ active: true, mode: "confirm", message: "Delete?" });
    await expect(store.confirm("Second?")).rejects.toBe(false);
    expect(store.getSnapshot()).toEqual({ active: true, mode: "confirm", message: "Delete?" });
    store.accept();
    await expect(result).resolves.toBe(true);
  });

  it("opens, updates and closes a navigation modal", () => {
    const store = createModalStore();
    store.openNavigation("Leaving");
    expect(store.getSnapshot()).toEqual({ active: true, mode: "navigation", message: "Leaving" });
    store.setMessage("Still leaving");
    expect(store.getSnapshot()).toEqual({ active: true, mode: "navigation", message: "Still leaving" });
    store.close();
    expect(store.getSnapshot()).toEqual({ active: false });
  });

  it("ends a navigation modal on accept or cancel as well", () => {
    const store = createModalStore();
    store.openNavigation("a");
    store.accept();
    expect(store.getSnapshot()).toEqual({ active: false });
    store.openNavigation("b");
    store.cancel();
    expect(store.getSnapshot()).toEqual({ active: false });
  });

  it("lets a confirm replace an open navigation modal", async () => {
    const store = createModalStore();
    store.openNavigation("Leaving");
    const result = store.confirm("Sure?");
    expect(store.getSnapshot()).toEqual({ active: true, mode: "confirm", message: "Sure?" });
    store.cancel();
    await expect(result).rejects.toBe(false);
  });

  it("ignores a message change while inactive and settling without a confirm", () => {
    const store = createModalStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setMessage("x");
    store.close();
    store.accept();
    store.cancel();
    expect(store.getSnapshot()).toEqual({ active: false });
    expect(listener).not.toHaveBeenCalled();
  });

  it("notifies subscribers until they unsubscribe and keeps the snapshot stable", () => {
    const store = createModalStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.openNavigation("a");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    unsubscribe();
    store.close();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
