import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import shell from "../../locales/en/shell.json" with { type: "json" };
import { I18nProvider } from "../i18n/i18n.tsx";

const messages = { shell };

/** Test-only: a memory router and the English "shell" catalog around the tested components. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <I18nProvider locale="en" messages={messages}>
        {children}
      </I18nProvider>
    </MemoryRouter>
  );
}
