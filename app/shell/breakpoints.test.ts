import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activeBreakpoint, debounce } from "./breakpoints.ts";

describe("activeBreakpoint", () => {
  it("picks the largest breakpoint not above the width", () => {
    expect(activeBreakpoint(528)).toBe(528);
    expect(activeBreakpoint(927)).toBe(528);
    expect(activeBreakpoint(928)).toBe(928);
    expect(activeBreakpoint(1199)).toBe(928);
    expect(activeBreakpoint(1200)).toBe(1200);
    expect(activeBreakpoint(2560)).toBe(1200);
  });

  it("defaults to 528 below the smallest breakpoint", () => {
    expect(activeBreakpoint(320)).toBe(528);
    expect(activeBreakpoint(0)).toBe(528);
  });

  it("uses only the available breakpoints", () => {
    expect(activeBreakpoint(1500, [1200, 528])).toBe(1200);
    expect(activeBreakpoint(1100, [528, 1200])).toBe(528);
    expect(activeBreakpoint(1000, [928, 1200])).toBe(928);
    expect(activeBreakpoint(900, [928, 1200])).toBe(528);
    expect(activeBreakpoint(900, [])).toBe(528);
  });
});

describe("debounce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("calls once with the latest arguments after the quiet period", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 400);
    debounced(1);
    vi.advanceTimersByTime(300);
    debounced(2);
    vi.advanceTimersByTime(399);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled and used again", () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 400);
    debounced("a");
    debounced.cancel();
    vi.advanceTimersByTime(400);
    expect(fn).not.toHaveBeenCalled();
    debounced("b");
    vi.advanceTimersByTime(400);
    expect(fn).toHaveBeenCalledExactlyOnceWith("b");
  });
});
