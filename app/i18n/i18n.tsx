import { createContext, useContext, useMemo } from "react";
import { createTranslator, type Messages, type TFunction } from "../../lib/i18n/translator.ts";

const Ctx = createContext<{ locale: string; messages: Messages }>({ locale: "en", messages: {} });

/** Makes one locale's catalogs available to `useTranslation` below it. */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Messages;
  children: React.ReactNode;
}) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** `t` for the current locale; `ns` sets the namespace of keys without a prefix (default "common"). */
export function useTranslation(ns = "common"): { t: TFunction; locale: string } {
  const { locale, messages } = useContext(Ctx);
  const t = useMemo(() => createTranslator(locale, messages, ns), [locale, messages, ns]);
  return { t, locale };
}
