// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { useChunkReload } from "./use-chunk-reload.ts";

/** happy-dom has no PromiseRejectionEvent: an event of that type with a `reason` stands in for it. */
function rejection(reason: unknown) {
  return Object.assign(new Event("unhandledrejection", { cancelable: true }), { reason });
}

function Probe() {
  useChunkReload();
  return null;
}

describe("useChunkReload", () => {
  let reload: Mock<() => void>;

  beforeEach(() => {
    window.sessionStorage.clear();
    reload = vi.fn<() => void>();
    vi.spyOn(window.location, "reload").mockImplementation(reload);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("reloads once on a chunk-load rejection and not again within 10 seconds", () => {
    render(<Probe />);
    const reason = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");
    const first = rejection(reason);
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    const second = rejection(reason);
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads on a chunk-load window error and ignores other errors", () => {
    render(<Probe />);
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("boom"), message: "boom" }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new ErrorEvent("error", { message: "Importing a module script failed." }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("removes its listeners on unmount", () => {
    const { unmount } = render(<Probe />);
    unmount();
    window.dispatchEvent(new ErrorEvent("error", { message: "Importing a module script failed." }));
    expect(reload).not.toHaveBeenCalled();
  });
});
