/**
 * Number display (docs/product.md, Numbers and prices). Separators follow the page language through Intl.NumberFormat(locale);
 * the suffix letters (k, m, b, t) do not. See docs/decisions/002-number-format.md.
 *
 * The rules:
 * - at most 2 decimals, trailing zeros trimmed (changes always show exactly 2);
 * - prices below 1 show up to 4 significant digits, trailing zeros trimmed;
 * - from 3 zeros after the decimal point on (values below 0.001) a price is written
 *   "0.0" + the count of those zeros in subscript digits + the significant digits: 0.00000123 -> "0.0₅123";
 * - suffixes m, b, t from 1e6 on, chosen by the raw value; when rounding makes the amount reach one whole
 *   next unit, that unit is used instead (999 999.999 -> "1m", 999 999 999 -> "1b");
 * - compact counts: plain integer below 1000, k below 100 000, m from 100 000 on (then b, t);
 *   99 999 -> "100k" (100k is not yet a whole m), 100 000 -> "0.1m".
 */

import { formatterCache } from "./intl-cache.ts";

export type Numeric = number | string | null | undefined;

type Unit = { min: number; divisor: number; letter: string };

const EMPTY = "—";
const SUBSCRIPT_DIGITS = "₀₁₂₃₄₅₆₇₈₉";
const SIGNIFICANT_DIGITS = 4;
const SUBSCRIPT_FROM_ZEROS = 3;

const LARGE_UNITS: readonly Unit[] = [
  { min: 1e6, divisor: 1e6, letter: "m" },
  { min: 1e9, divisor: 1e9, letter: "b" },
  { min: 1e12, divisor: 1e12, letter: "t" },
];

const COUNT_UNITS: readonly Unit[] = [
  { min: 1e3, divisor: 1e3, letter: "k" },
  { min: 1e5, divisor: 1e6, letter: "m" },
  ...LARGE_UNITS.slice(1),
];

const numberFormat = formatterCache(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

function toNumber(value: Numeric): number | undefined {
  if (value === null || value === undefined) return undefined;
  const number = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

function symbol(locale: string, type: "decimal" | "minusSign"): string {
  const parts = numberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(-1);
  return parts.find((part) => part.type === type)?.value ?? "";
}

/** Formats |value| with the largest unit it reaches; `plainDecimals` applies below the smallest unit. */
function scaled(value: number, locale: string, units: readonly Unit[], plainDecimals: number): string {
  const abs = Math.abs(value);
  let index = units.findLastIndex((unit) => abs >= unit.min);
  const divisor = index < 0 ? 1 : units[index].divisor;
  const decimals = index < 0 ? plainDecimals : 2;
  const next = units[index + 1];
  if (next && round(abs / divisor, decimals) * divisor >= next.divisor) index += 1;
  const unit = units[index];
  const amount = unit ? round(abs / unit.divisor, 2) : round(abs, plainDecimals);
  const signed = value < 0 && amount !== 0 ? -amount : amount;
  const text = numberFormat(locale, { maximumFractionDigits: unit ? 2 : plainDecimals }).format(signed);
  return unit ? `${text}${unit.letter}` : text;
}

function subscript(count: number): string {
  return [...String(count)].map((digit) => SUBSCRIPT_DIGITS[Number(digit)]).join("");
}

function smallPrice(value: number, locale: string): string {
  const abs = Math.abs(value);
  const [mantissa, exponent] = abs.toExponential(SIGNIFICANT_DIGITS - 1).split("e");
  const zeros = -Number(exponent) - 1;
  const sign = value < 0 ? symbol(locale, "minusSign") : "";
  if (zeros < SUBSCRIPT_FROM_ZEROS) {
    return `${sign}${numberFormat(locale, { maximumSignificantDigits: SIGNIFICANT_DIGITS }).format(abs)}`;
  }
  const digits = mantissa.replace(".", "").replace(/0+$/, "");
  return `${sign}0${symbol(locale, "decimal")}0${subscript(zeros)}${digits}`;
}

/** Grouped integer: formatNumber(1234567.8, "en") -> "1,234,568". */
export function formatNumber(value: Numeric, locale: string): string {
  const number = toNumber(value);
  if (number === undefined) return EMPTY;
  return numberFormat(locale, { maximumFractionDigits: 0, signDisplay: "negative" }).format(number);
}

/** Price: significant digits below 1 (subscript zero count when tiny), 2 decimals from 1, m/b/t from 1e6. */
export function formatPrice(value: Numeric, locale: string): string {
  const number = toNumber(value);
  if (number === undefined) return EMPTY;
  if (number !== 0 && Math.abs(number) < 1) return smallPrice(number, locale);
  return scaled(number, locale, LARGE_UNITS, 2);
}

/** Percentage change with a sign for non-negatives: 5.123 -> "+5.12%", -0.001 -> "+0.00%". */
export function formatChange(percent: Numeric, locale: string): string {
  const number = toNumber(percent);
  if (number === undefined) return EMPTY;
  const rounded = round(number, 2) || 0;
  if (Math.abs(rounded) >= 1e6) {
    const text = scaled(rounded, locale, LARGE_UNITS, 2);
    return `${rounded < 0 ? "" : "+"}${text}%`;
  }
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "always" } as const;
  return `${numberFormat(locale, options).format(rounded)}%`;
}

/** A share of a whole in percent, 1 decimal and no sign: 52.147 -> "52.1%" (de "52,1%"). */
export function formatShare(percent: Numeric, locale: string): string {
  const number = toNumber(percent);
  if (number === undefined) return EMPTY;
  return `${numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(number)}%`;
}

/** Compact count: 999 -> "999", 1500 -> "1.5k", 99 999 -> "100k", 2 500 000 -> "2.5m". */
export function formatCompact(count: Numeric, locale: string): string {
  const number = toNumber(count);
  if (number === undefined) return EMPTY;
  return scaled(number, locale, COUNT_UNITS, 0);
}

/** US dollars: the "$" stays in front whatever the locale: 1 234 567 -> "$1.23m", -5 -> "-$5". */
export function formatUsd(value: Numeric, locale: string): string {
  const number = toNumber(value);
  if (number === undefined) return EMPTY;
  const text = formatPrice(Math.abs(number), locale);
  return number < 0 ? `${symbol(locale, "minusSign")}$${text}` : `$${text}`;
}

/**
 * The labels of a price axis: each as `formatUsd` writes it, unless two would read alike (a stablecoin's ticks
 * 0.9999, 1, 1.0001 all round to "$1"); then with the fewest decimals, at most 8, that tell every tick apart.
 */
export function formatUsdTicks(prices: readonly number[], locale: string): string[] {
  const plain = prices.map((price) => formatUsd(price, locale));
  if (new Set(plain).size === plain.length) return plain;
  for (let digits = 0; digits <= 8; digits++) {
    const format = numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    const labels = prices.map((price) => `$${format.format(price)}`);
    if (new Set(labels).size === labels.length) return labels;
  }
  return plain;
}
