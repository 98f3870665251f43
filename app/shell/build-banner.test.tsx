// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../tests/support/test-providers.tsx";
import { BuildBanner } from "./build-banner.tsx";

describe("BuildBanner", () => {
  const urls: string[] = [];

  beforeEach(async () => {
    // The build check loads the API client on demand: have it in the module cache before time is faked.
    await import("../runtime/api-client.ts");
    vi.useFakeTimers();
    vi.setSystemTime(1_750_000_000_000);
    urls.length = 0;
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ id: urls.length === 1 ? "build-1" : "build-2" }), { status: 200 });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("offers a reload once the latest build differs, checking every 5 minutes", async () => {
    const reload = vi.fn();
    render(
      <TestProviders>
        <BuildBanner currentId="build-1" reload={reload} />
      </TestProviders>,
    );
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(urls).toEqual(["/builds/latest.json?t=1750000300000"]);
    expect(screen.queryByRole("status")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(urls).toHaveLength(2);
    expect(screen.getByRole("status").textContent).toContain("A new version is available");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(900_000));
    expect(urls).toHaveLength(2);
  });
});
