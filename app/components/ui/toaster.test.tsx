// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../tests/support/test-providers.tsx";
import { createNotificationStore, type NotificationInput } from "../../shell/notifications.ts";
import { ShellProvider, useNotify } from "../../shell/shell-context.tsx";
import { Toaster } from "./toaster.tsx";

function Notifier({ notification }: { notification: NotificationInput }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(notification)}>
      notify
    </button>
  );
}

/** Renders the shell and notifies once; waits for the overlays module, which loads on first use. */
async function renderShell(notification: NotificationInput) {
  render(
    <TestProviders>
      <ShellProvider>
        <Notifier notification={notification} />
      </ShellProvider>
    </TestProviders>,
  );
  fireEvent.click(screen.getByRole("button", { name: "notify" }));
  // Waiting for the import does not move the fake clock, so the auto-hide below is timed from the push.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("hides a success notification after 2000 ms in the shell", async () => {
    await renderShell({ type: "success", message: "Saved" });
    const toast = screen.getByRole("status");
    expect(toast.textContent).toBe("Saved");
    expect(toast.getAttribute("aria-live")).toBe("polite");
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByText("Saved")).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText("Saved")).toBeNull();
  });

  it("keeps an error until its close button is clicked", async () => {
    await renderShell({ type: "error", message: "Failed" });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Failed");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("renders a warning as an alert and an info as a status", () => {
    const store = createNotificationStore();
    render(
      <TestProviders>
        <Toaster store={store} />
      </TestProviders>,
    );
    act(() => {
      store.push({ type: "warning", message: "Careful" });
      store.push({ type: "info", message: "Note" });
    });
    expect(screen.getByRole("alert").textContent).toBe("Careful");
    expect(screen.getByRole("status").textContent).toBe("Note");
    expect(screen.getAllByRole("button", { name: "Close" })).toHaveLength(2);
  });

  it("renders the link and raises the stack while a firstLair notification is shown", () => {
    const store = createNotificationStore();
    render(
      <TestProviders>
        <Toaster store={store} />
      </TestProviders>,
    );
    const stack = screen.getByRole("region", { name: "Notifications" });
    expect(stack.className).toContain("z-40");
    let id = "";
    act(() => {
      id = store.push({
        type: "error",
        message: "Listed",
        link: { title: "Open", to: "/tokens/eth" },
        firstLair: true,
      });
    });
    expect(screen.getByRole("link", { name: "Open" }).getAttribute("href")).toBe("/tokens/eth");
    expect(stack.className).toContain("z-1000");
    expect(stack.className).not.toContain("z-40");
    act(() => {
      store.dismiss(id);
    });
    expect(stack.className).toContain("z-40");
  });
});

describe("Toaster stack", () => {
  afterEach(() => {
    cleanup();
  });

  function renderStore() {
    const store = createNotificationStore();
    render(
      <TestProviders>
        <Toaster store={store} />
      </TestProviders>,
    );
    return store;
  }

  it("shows a repeat once with its count, three at most, newest first, and sums up the rest", () => {
    const store = renderStore();
    act(() => {
      for (const message of ["a", "b", "b", "c", "d", "e", "b"]) store.push({ type: "warning", message });
    });
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["b×3", "e", "d"]);
    expect(screen.getByTitle("Shown 3 times").textContent).toBe("×3");
    expect(screen.getByText("+2 more")).not.toBeNull();
    expect(screen.getByRole("button", { name: "+4 more" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("widens the compact stack on request and closes everything at once", () => {
    const store = renderStore();
    act(() => {
      store.push({ type: "error", message: "a" });
      store.push({ type: "warning", message: "b" });
    });
    const newest = screen.getAllByRole("alert");
    expect(newest[0].className).not.toContain("max-sm:hidden");
    expect(newest[1].className).toContain("max-sm:hidden");
    fireEvent.click(screen.getByRole("button", { name: "+1 more" }));
    expect(screen.getAllByRole("alert")[1].className).not.toContain("max-sm:hidden");
    expect(screen.getByRole("button", { name: "Show fewer" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Close all" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(store.getSnapshot().items).toEqual([]);
    expect(screen.queryByRole("button", { name: "Close all" })).toBeNull();
  });
});
