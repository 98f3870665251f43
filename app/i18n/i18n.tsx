import { createContext, useContext, useMemo } from "react";
import {
  type Catalogs,
  createTranslator,
  type Messages,
  type Namespace,
  type TFunction,
  type Translate,
} from "../../lib/i18n/translator.ts";

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

/**
 * One translator per catalog set and namespace, shared by every component that asks (rows render many). Stored
 * as a translator of prefixed keys, which any namespace's accepts; the entry's key names its namespace.
 */
const translators = new WeakMap<Messages, Map<string, Translate<Catalogs, string>>>();

function translatorFor<NS extends Namespace>(locale: string, messages: Messages, ns: NS): TFunction<NS> {
  let byNs = translators.get(messages);
  if (!byNs) {
    byNs = new Map();
    translators.set(messages, byNs);
  }
  const key = `${locale}|${ns}`;
  let t = byNs.get(key) as TFunction<NS> | undefined;
  if (!t) {
    t = createTranslator(locale, messages, ns);
    byNs.set(key, t);
  }
  return t;
}

/** `t` for the current locale; `ns` sets the namespace of keys without a prefix (default "common"). */
export function useTranslation<NS extends Namespace = "common">(
  ns = "common" as NS,
): { t: TFunction<NS>; locale: string } {
  const { locale, messages } = useContext(Ctx);
  return { t: translatorFor(locale, messages, ns), locale };
}
