import { isLocale, langTag } from "../locales.ts";
import { formatterCache } from "./intl-cache.ts";

/**
 * Date display (docs/product.md, Dates): one family everywhere, in the page's language and the reader's time
 * zone, on a 24-hour clock: "22 Nov, 14:05" (another year adds it: "22 Nov 2025, 14:05"), a time of day
 * "14:05" or, where a minute holds many events (trades), "14:05:07", and a day "22 Nov".
 */

export type DateInput = Date | string | number;

export type FormatDateOptions = {
  now: DateInput;
  timeZone: string;
  /** The page's language (default English, in its day-month order). */
  locale?: string;
};

/** The Intl locale dates are written in for a page's language: English pages use the day-month order. */
export function dateLocale(locale = "en"): string {
  if (locale === "en") return "en-GB";
  return isLocale(locale) ? langTag(locale) : locale;
}

const EMPTY = "—";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const dateTimeFormat = formatterCache(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
const relativeTimeFormat = formatterCache(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

function yearIn(date: Date, timeZone: string): string {
  return dateTimeFormat("en-GB", { year: "numeric", timeZone }).format(date);
}

export function formatDate(date: DateInput, { now, timeZone, locale }: FormatDateOptions): string {
  const value = toDate(date);
  const current = toDate(now);
  if (!value || !current) return EMPTY;
  const otherYear = yearIn(value, timeZone) !== yearIn(current, timeZone);
  return dateTimeFormat(dateLocale(locale), {
    day: "numeric",
    month: "short",
    year: otherYear ? "numeric" : undefined,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(value);
}

/** A time of day: "14:05", or "14:05:07" with `seconds`; in the given zone (default: the reader's). */
export function formatClock(
  date: DateInput,
  { locale, seconds = false, timeZone }: { locale?: string; seconds?: boolean; timeZone?: string },
): string {
  const value = toDate(date);
  if (!value) return EMPTY;
  return dateTimeFormat(dateLocale(locale), {
    hour: "2-digit",
    minute: "2-digit",
    second: seconds ? "2-digit" : undefined,
    hourCycle: "h23",
    timeZone,
  }).format(value);
}

/** A day without its time: "22 Nov"; in the given zone (default: the reader's). */
export function formatDay(
  date: DateInput,
  { locale, timeZone }: { locale?: string; timeZone?: string },
): string {
  const value = toDate(date);
  if (!value) return EMPTY;
  return dateTimeFormat(dateLocale(locale), { day: "numeric", month: "short", timeZone }).format(value);
}

function relativeUnit(ms: number): [number, Intl.RelativeTimeFormatUnit] {
  if (ms < MINUTE) return [Math.floor(ms / 1000), "second"];
  if (ms < HOUR) return [Math.floor(ms / MINUTE), "minute"];
  if (ms < DAY) return [Math.floor(ms / HOUR), "hour"];
  if (ms < 30 * DAY) return [Math.floor(ms / DAY), "day"];
  if (ms < 365 * DAY) return [Math.floor(ms / (30 * DAY)), "month"];
  return [Math.floor(ms / (365 * DAY)), "year"];
}

/**
 * How old a figure is: "5 minutes ago", "yesterday", "now". The age is floored to the largest whole unit
 * (months of 30 days, years of 365); dates in the future (clock skew) read as "now".
 */
export function formatRelativeAge(date: DateInput, now: DateInput, locale: string): string {
  const value = toDate(date);
  const current = toDate(now);
  if (!value || !current) return EMPTY;
  const [amount, unit] = relativeUnit(Math.max(0, current.getTime() - value.getTime()));
  return relativeTimeFormat(locale, { numeric: "auto" }).format(-amount, unit);
}
