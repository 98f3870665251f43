import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createNotificationStore, stackView, VISIBLE_NOTIFICATIONS } from "./notifications.ts";

function setup(autoHideMs?: number) {
  let clock = 1_700_000_000_000;
  const store = createNotificationStore({
    autoHideMs,
    now: () => clock,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  return {
    store,
    tick(ms: number) {
      clock += ms;
    },
    setClock(value: number) {
      clock = value;
    },
  };
}

describe("createNotificationStore", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds notifications in order with ids from the timestamp", () => {
    const { store, tick } = setup();
    const first = store.push({ type: "error", message: "a" });
    tick(5);
    const second = store.push({ type: "warning", message: "b", link: { title: "Open", to: "/x" } });
    expect(first).toBe("1700000000000-0");
    expect(second).toBe("1700000000005-0");
    expect(store.getSnapshot()).toEqual({
      items: [
        { id: first, type: "error", message: "a" },
        { id: second, type: "warning", message: "b", link: { title: "Open", to: "/x" } },
      ],
      onTop: false,
    });
  });

  it("keeps ids unique in the same millisecond and when the clock goes back", () => {
    const { store, setClock } = setup();
    const ids = [store.push({ type: "error", message: "a" }), store.push({ type: "error", message: "b" })];
    setClock(1_600_000_000_000);
    ids.push(store.push({ type: "error", message: "c" }));
    expect(ids).toEqual(["1700000000000-0", "1700000000000-1", "1700000000000-2"]);
  });

  it("hides success and info after 3000 ms by default", () => {
    const { store } = setup();
    store.push({ type: "success", message: "s" });
    store.push({ type: "info", message: "i" });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot().items).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().items).toEqual([]);
  });

  it("takes the auto-hide timeout as an option", () => {
    const { store } = setup(2000);
    store.push({ type: "success", message: "s" });
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot().items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().items).toHaveLength(0);
  });

  it("keeps warnings and errors until dismissed", () => {
    const { store } = setup();
    const warning = store.push({ type: "warning", message: "w" });
    const error = store.push({ type: "error", message: "e" });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().items.map((item) => item.id)).toEqual([warning, error]);
    store.dismiss(warning);
    expect(store.getSnapshot().items.map((item) => item.id)).toEqual([error]);
  });

  it("clears the timer of a notification dismissed by hand", () => {
    const { store } = setup();
    const id = store.push({ type: "success", message: "s" });
    expect(vi.getTimerCount()).toBe(1);
    store.dismiss(id);
    expect(vi.getTimerCount()).toBe(0);
    expect(store.getSnapshot().items).toEqual([]);
  });

  it("is on top while a firstLair notification is shown", () => {
    const { store } = setup();
    store.push({ type: "error", message: "plain" });
    expect(store.getSnapshot().onTop).toBe(false);
    const top = store.push({ type: "info", message: "top", firstLair: true });
    expect(store.getSnapshot().onTop).toBe(true);
    store.dismiss(top);
    expect(store.getSnapshot().onTop).toBe(false);
  });

  it("notifies subscribers on change only and keeps the snapshot stable between changes", () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    const id = store.push({ type: "error", message: "e" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    store.dismiss("unknown");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("works with the default clock and timers", () => {
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const store = createNotificationStore();
    const id = store.push({ type: "info", message: "i" });
    expect(id).toBe(`${Date.UTC(2026, 0, 1)}-0`);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot().items).toEqual([]);
  });
});

describe("notification rules", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("merges an identical notification into one with a count, moved to the newest place", () => {
    const { store, tick } = setup();
    const first = store.push({ type: "warning", message: "full" });
    tick(1);
    const other = store.push({ type: "warning", message: "other" });
    tick(1);
    expect(store.push({ type: "warning", message: "full" })).toBe(first);
    expect(store.push({ type: "warning", message: "full" })).toBe(first);
    expect(store.getSnapshot().items).toEqual([
      { id: other, type: "warning", message: "other" },
      { id: first, type: "warning", message: "full", count: 3 },
    ]);
  });

  it("keeps apart notifications that differ in type, message or link", () => {
    const { store } = setup();
    store.push({ type: "warning", message: "a" });
    store.push({ type: "error", message: "a" });
    store.push({ type: "warning", message: "b" });
    store.push({ type: "warning", message: "a", link: { title: "Open", to: "/x" } });
    store.push({ type: "warning", message: "a", link: { title: "Open", to: "/y" } });
    expect(store.getSnapshot().items).toHaveLength(5);
    expect(store.getSnapshot().items.every((item) => item.count === undefined)).toBe(true);
  });

  it("shows at most three, newest first, and counts the others", () => {
    const { store } = setup();
    const ids = ["a", "b", "c", "d", "e"].map((message) => store.push({ type: "warning", message }));
    const view = stackView(store.getSnapshot().items);
    expect(view.shown.map((item) => item.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(view.more).toBe(2);
    store.dismiss(ids[4]);
    const next = stackView(store.getSnapshot().items);
    expect(next.shown.map((item) => item.message)).toEqual(["d", "c", "b"]);
    expect(next.more).toBe(1);
    expect(stackView(store.getSnapshot().items, 1)).toEqual({
      shown: [store.getSnapshot().items[3]],
      more: 3,
    });
    expect(VISIBLE_NOTIFICATIONS).toBe(3);
  });

  it("keeps merged and waiting warnings and errors until closed", () => {
    const { store } = setup();
    for (const message of ["a", "b", "c", "d"]) store.push({ type: "error", message });
    store.push({ type: "warning", message: "a" });
    store.push({ type: "warning", message: "a" });
    vi.advanceTimersByTime(600_000);
    expect(store.getSnapshot().items.map((item) => item.message)).toEqual(["a", "b", "c", "d", "a"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("times info out from its latest repeat", () => {
    const { store } = setup();
    store.push({ type: "info", message: "i" });
    vi.advanceTimersByTime(2000);
    store.push({ type: "info", message: "i" });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot().items).toEqual([expect.objectContaining({ message: "i", count: 2 })]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().items).toEqual([]);
  });

  it("closes all at once, timers included", () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.push({ type: "info", message: "i" });
    store.push({ type: "error", message: "e" });
    store.dismissAll();
    expect(store.getSnapshot()).toEqual({ items: [], onTop: false });
    expect(vi.getTimerCount()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(3);
    store.dismissAll();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
