// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import account from "../../../../locales/en/account.json" with { type: "json" };
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { NicknameField } from "./nickname-field.tsx";

function Form({ initial, own }: { initial: string; own?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider locale="en" messages={{ account }}>
      <NicknameField value={value} own={own} onChange={setValue} />
      <button type="button" onClick={() => setValue("satoshi_fan")}>
        other
      </button>
    </I18nProvider>
  );
}

describe("NicknameField", () => {
  const fetch = vi.fn(async () => Response.json({ data: { valid: true, available: true } }));
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => {
    cleanup();
    fetch.mockClear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("checks nothing and says nothing for the account's own nickname", async () => {
    render(<Form initial="Trader_7" own="Trader_7" />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(account.finish.available)).toBeNull();
    expect(screen.queryByText(account.finish.checking)).toBeNull();
  });

  it("says a different nickname is free once the server says so", async () => {
    render(<Form initial="Trader_7" own="Trader_7" />);
    act(() => screen.getByRole("button", { name: "other" }).click());
    expect(screen.getByText(account.finish.checking)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText(account.finish.available)).not.toBeNull();
  });
});
