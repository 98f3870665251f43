/** A locale entry (docs/product.md, Languages): the path code, the BCP 47 tag and the language named in itself. */
export type LocaleEntry = { code: string; iso: string; name: string };

export const locales = [
  { code: "en", iso: "en-US", name: "English" },
  { code: "uk", iso: "uk-UA", name: "Українська" },
  { code: "ru", iso: "ru-RU", name: "Русский" },
  { code: "de", iso: "de-DE", name: "Deutsch" },
  { code: "es", iso: "es-ES", name: "Español" },
  { code: "tr", iso: "tr-TR", name: "Türkçe" },
  { code: "fr", iso: "fr-FR", name: "Français" },
  { code: "it", iso: "it-IT", name: "Italiano" },
  { code: "sv", iso: "sv-SE", name: "Svenska" },
  { code: "pt", iso: "pt-PT", name: "Português" },
  { code: "nl", iso: "nl-NL", name: "Nederlands" },
  { code: "da", iso: "da-DK", name: "Dansk" },
  { code: "bg", iso: "bg-BG", name: "Български" },
  { code: "vi", iso: "vi-VN", name: "Tiếng Việt" },
  { code: "fi", iso: "fi-FI", name: "Suomi" },
  { code: "no", iso: "nb-NO", name: "Norsk" },
  { code: "sk", iso: "sk-SK", name: "Slovenčina" },
  { code: "ro", iso: "ro-RO", name: "Română" },
  { code: "cs", iso: "cs-CZ", name: "Čeština" },
  { code: "pl", iso: "pl-PL", name: "Polski" },
  { code: "lt", iso: "lt-LT", name: "Lietuvių" },
  { code: "hr", iso: "hr-HR", name: "Hrvatski" },
  { code: "sl", iso: "sl-SI", name: "Slovenščina" },
  { code: "hu", iso: "hu-HU", name: "Magyar" },
  { code: "id", iso: "id-ID", name: "Bahasa Indonesia" },
  { code: "el", iso: "el-GR", name: "Ελληνικά" },
  { code: "zh", iso: "zh-CN", name: "简体中文" },
  { code: "zh-tw", iso: "zh-TW", name: "繁體中文" },
  { code: "ja", iso: "ja-JP", name: "日本語" },
  { code: "ko", iso: "ko-KR", name: "한국어" },
  { code: "th", iso: "th-TH", name: "ไทย" },
  { code: "hi", iso: "hi-IN", name: "हिन्दी" },
] as const satisfies readonly LocaleEntry[];

export type Locale = (typeof locales)[number]["code"];

export const defaultLocale: Locale = "en";

export const localeCodes: readonly Locale[] = locales.map((l) => l.code);

const byCode = new Map<string, LocaleEntry>(locales.map((l) => [l.code, l]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && byCode.has(value);
}

export function localeEntry(code: Locale): LocaleEntry {
  return byCode.get(code) as LocaleEntry;
}

/** The language cookie (docs/product.md, Languages): 365 days, SameSite=Lax. */
export const LOCALE_COOKIE = "lang";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Splits a pathname into its locale prefix and the rest; English has no prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== defaultLocale) {
    return { locale: match[1], path: match[2] || "/" };
  }
  return { locale: defaultLocale, path: pathname || "/" };
}

/** The path of `path` (an English, unprefixed path) in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** Upper-cased form used by the localizer endpoint (docs/architecture.md, Languages and locale routing), e.g. DE, ZH-TW. */
export function localeFromUpper(value: string): Locale | undefined {
  const code = value.toLowerCase();
  return isLocale(code) ? code : undefined;
}

/** The value of `<html lang>` and `hreflang` for a locale. */
export function langTag(code: Locale): string {
  if (code === "zh") return "zh-Hans";
  if (code === "zh-tw") return "zh-Hant";
  if (code === "no") return "nb";
  return code;
}
