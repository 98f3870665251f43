import { createContext } from "react-router";
import type { AppServices } from "../domain/app-services.ts";
import type { Messages } from "../lib/i18n/translator.ts";
import type { Locale } from "../lib/locales.ts";

export type { AppServices, Messages };

export const servicesContext = createContext<AppServices>();

/** The request's locale and its path without the locale prefix (English has none). */
export type RequestLocale = { locale: Locale; path: string };

/**
 * Set once per request by the root route's middleware (app/root.tsx), read by every loader
 * (docs/architecture.md, Languages and locale routing).
 */
export const localeContext = createContext<RequestLocale>();
