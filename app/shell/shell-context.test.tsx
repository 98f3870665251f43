// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../tests/support/test-providers.tsx";
import type { ScrollLock } from "./scroll-lock.ts";
import { ShellProvider, useNotify, useScrollLock } from "./shell-context.tsx";

function Orphan() {
  useNotify();
  return null;
}

function Locker({ onLock }: { onLock: (scrollLock: ScrollLock) => void }) {
  onLock(useScrollLock());
  return null;
}

describe("ShellProvider", () => {
  beforeEach(async () => {
    // The build check loads the API client on demand: have it in the module cache before time is faked.
    await import("../runtime/api-client.ts");
    vi.useFakeTimers();
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ id: "build-2" }), { status: 200 }));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("makes the hooks fail outside the provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow("useNotify must be used inside <ShellProvider>");
  });

  it("locks the scroll of the document element", () => {
    let scrollLock: ScrollLock | undefined;
    render(
      <TestProviders>
        <ShellProvider>
          <Locker
            onLock={(lock) => {
              scrollLock = lock;
            }}
          />
        </ShellProvider>
      </TestProviders>,
    );
    scrollLock?.lock();
    expect(document.documentElement.style.overflow).toBe("hidden");
    scrollLock?.unlock();
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("shows the build banner only when given a build id", async () => {
    render(
      <TestProviders>
        <ShellProvider buildId="build-1">page</ShellProvider>
        <ShellProvider>other</ShellProvider>
      </TestProviders>,
    );
    // The banner loads after hydration; its 5-minute check starts once it is mounted.
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(screen.getAllByRole("status").map((banner) => banner.textContent)).toEqual([
      "A new version is availableReload",
    ]);
  });
});
