import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { I18nProvider } from "../../app/i18n/i18n.tsx";
import shell from "../../locales/en/shell.json" with { type: "json" };

const messages = { shell };

/** A memory router and the English "shell" catalog around the tested components. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <I18nProvider locale="en" messages={messages}>
        {children}
      </I18nProvider>
    </MemoryRouter>
  );
}
