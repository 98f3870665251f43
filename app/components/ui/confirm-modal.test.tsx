// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../tests/support/test-providers.tsx";
import { createModalStore } from "../../shell/modal.ts";
import { createScrollLock } from "../../shell/scroll-lock.ts";
import { ShellProvider, useConfirm } from "../../shell/shell-context.tsx";
import { ConfirmModal } from "./confirm-modal.tsx";

function Asker({ onResult }: { onResult: (result: unknown) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => confirm("Delete this token?").then(onResult, onResult)}>
      ask
    </button>
  );
}

/** Renders the shell and asks once; the modal and its store load on the first `confirm()`. */
async function renderShell() {
  const results: unknown[] = [];
  render(
    <TestProviders>
      <ShellProvider>
        <Asker onResult={(result) => results.push(result)} />
      </ShellProvider>
    </TestProviders>,
  );
  fireEvent.click(screen.getByRole("button", { name: "ask" }));
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  const dialog = document.querySelector("dialog") as HTMLDialogElement;
  return { results, dialog };
}

const settle = () => act(async () => {});

describe("ConfirmModal", () => {
  afterEach(() => {
    cleanup();
    document.documentElement.style.overflow = "";
  });

  it("opens as a modal with the message, focus on OK and page scroll locked", async () => {
    const { dialog } = await renderShell();
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain("Delete this token?");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "OK" }));
    expect(document.documentElement.style.overflow).toBe("hidden");
  });

  it("resolves true when OK is clicked", async () => {
    const { results, dialog } = await renderShell();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await settle();
    expect(results).toEqual([true]);
    expect(dialog.open).toBe(false);
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("rejects with false when Cancel is clicked", async () => {
    const { results, dialog } = await renderShell();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await settle();
    expect(results).toEqual([false]);
    expect(dialog.open).toBe(false);
  });

  it("rejects with false on Escape (the dialog's cancel event)", async () => {
    const { results, dialog } = await renderShell();
    const cancel = new Event("cancel", { cancelable: true });
    fireEvent(dialog, cancel);
    await settle();
    expect(cancel.defaultPrevented).toBe(true);
    expect(results).toEqual([false]);
    expect(dialog.open).toBe(false);
  });

  it("shows a navigation message with a close button", () => {
    const store = createModalStore();
    const target = { style: { overflow: "" } };
    const scrollLock = createScrollLock(target);
    render(
      <TestProviders>
        <ConfirmModal store={store} scrollLock={scrollLock} />
      </TestProviders>,
    );
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    act(() => {
      store.openNavigation("Opening the token page");
    });
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain("Opening the token page");
    expect(scrollLock.count()).toBe(1);
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog.open).toBe(false);
    expect(store.getSnapshot()).toEqual({ active: false });
    expect(scrollLock.count()).toBe(0);
  });
});
