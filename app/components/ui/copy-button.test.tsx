// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "../../../tests/support/test-providers.tsx";
import { ShellProvider } from "../../shell/shell-context.tsx";
import { CopyButton } from "./copy-button.tsx";

function renderButton() {
  render(
    <TestProviders>
      <ShellProvider>
        <CopyButton text="0xabc" label="Copy contract address" />
      </ShellProvider>
    </TestProviders>,
  );
}

describe("CopyButton", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("copies the text and confirms with a success notification", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    renderButton();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy contract address" }));
    });
    expect(writeText).toHaveBeenCalledExactlyOnceWith("0xabc");
    // The notification stack loads on the first notify().
    expect((await screen.findByRole("status")).textContent).toBe("Copied to clipboard");
  });

  it("reports a failed copy as an error", async () => {
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    renderButton();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy contract address" }));
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Could not copy to the clipboard");
  });
});
