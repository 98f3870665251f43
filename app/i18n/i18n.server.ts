import { createTranslator, type TFunction } from "../../lib/i18n/translator.ts";
import type { Locale } from "../../lib/locales.ts";
import type { AppServices } from "../context.ts";

const cache = new Map<Locale, TFunction>();

/** A translator for loaders (titles, descriptions), one per locale. */
export function serverT(services: AppServices, locale: Locale): TFunction {
  let t = cache.get(locale);
  if (!t) {
    t = createTranslator(locale, services.messages(locale));
    cache.set(locale, t);
  }
  return t;
}
