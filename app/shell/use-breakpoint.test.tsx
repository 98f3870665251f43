// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useBreakpoint } from "./use-breakpoint.ts";

function Probe() {
  return <output>{useBreakpoint()}</output>;
}

function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

describe("useBreakpoint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 1024 });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("renders 528 before mount", () => {
    expect(renderToString(<Probe />)).toBe("<output>528</output>");
  });

  it("reads the width on mount and follows resizes after 400 ms of quiet", () => {
    render(<Probe />);
    expect(screen.getByRole("status").textContent).toBe("928");
    act(() => {
      resizeTo(1300);
      vi.advanceTimersByTime(399);
    });
    expect(screen.getByRole("status").textContent).toBe("928");
    act(() => {
      resizeTo(400);
      vi.advanceTimersByTime(399);
    });
    expect(screen.getByRole("status").textContent).toBe("928");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("status").textContent).toBe("528");
  });

  it("stops listening on unmount", () => {
    const { unmount } = render(<Probe />);
    resizeTo(1300);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    resizeTo(1400);
    expect(vi.getTimerCount()).toBe(0);
  });
});
