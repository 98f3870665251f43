/**
 * Date display (docs/product.md, Dates): en-GB form in the user's time zone, no seconds, 24-hour clock; a date from
 * another year (compared in that time zone) also shows the year: "22 Nov, 14:05" / "22 Nov 2025, 14:05".
 * `locale` only swaps the language of the same fields (default "en-GB").
 */

export type DateInput = Date | string | number;

export type FormatDateOptions = {
  now: DateInput;
  timeZone: string;
  locale?: string;
};

const EMPTY = "—";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function yearIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone }).format(date);
}

export function formatDate(date: DateInput, { now, timeZone, locale = "en-GB" }: FormatDateOptions): string {
  const value = toDate(date);
  const current = toDate(now);
  if (!value || !current) return EMPTY;
  const otherYear = yearIn(value, timeZone) !== yearIn(current, timeZone);
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: otherYear ? "numeric" : undefined,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(value);
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
  return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(-amount, unit);
}
