import { describe, expect, it } from "vitest";
import {
  formatChange,
  formatCompact,
  formatNumber,
  formatPrice,
  formatShare,
  formatUsd,
  formatUsdTicks,
} from "./number.ts";

const NBSP = "\u00a0";

describe("formatNumber", () => {
  it("groups integers with the separator of the locale", () => {
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatNumber(1234567, "de")).toBe("1.234.567");
    expect(formatNumber(1234567, "ru")).toBe(`1${NBSP}234${NBSP}567`);
  });

  it("rounds to an integer without a negative zero", () => {
    expect(formatNumber(1234.5, "en")).toBe("1,235");
    expect(formatNumber(-0.3, "en")).toBe("0");
    expect(formatNumber(-1500, "en")).toBe("-1,500");
  });

  it("accepts numeric strings and shows a dash for missing values", () => {
    expect(formatNumber("98765", "en")).toBe("98,765");
    expect(formatNumber(null, "en")).toBe("—");
    expect(formatNumber(undefined, "en")).toBe("—");
    expect(formatNumber(Number.NaN, "en")).toBe("—");
    expect(formatNumber("NaN", "en")).toBe("—");
    expect(formatNumber("", "en")).toBe("—");
    expect(formatNumber("abc", "en")).toBe("—");
    expect(formatNumber(Number.POSITIVE_INFINITY, "en")).toBe("—");
  });
});

describe("formatPrice", () => {
  it("shows at most 2 decimals from 1 on, trailing zeros trimmed", () => {
    expect(formatPrice(1, "en")).toBe("1");
    expect(formatPrice(1.5, "en")).toBe("1.5");
    expect(formatPrice(1234.567, "en")).toBe("1,234.57");
    expect(formatPrice(1234.567, "de")).toBe("1.234,57");
    expect(formatPrice(1234.5, "ru")).toBe(`1${NBSP}234,5`);
    expect(formatPrice(999999.99, "en")).toBe("999,999.99");
  });

  it("uses m, b and t from 1e6 on", () => {
    expect(formatPrice(1234567, "en")).toBe("1.23m");
    expect(formatPrice(1234567, "de")).toBe("1,23m");
    expect(formatPrice(2.5e9, "en")).toBe("2.5b");
    expect(formatPrice(3e12, "en")).toBe("3t");
    expect(formatPrice(1e6, "en")).toBe("1m");
    expect(formatPrice(4.5e15, "en")).toBe("4,500t");
  });

  it("moves to the next unit when rounding reaches one whole of it", () => {
    expect(formatPrice(999999.999, "en")).toBe("1m");
    expect(formatPrice(999999999, "en")).toBe("1b");
    expect(formatPrice(999994999, "en")).toBe("999.99m");
  });

  it("shows up to 4 significant digits below 1", () => {
    expect(formatPrice(0.5, "en")).toBe("0.5");
    expect(formatPrice(0.123456, "en")).toBe("0.1235");
    expect(formatPrice(0.123456, "de")).toBe("0,1235");
    expect(formatPrice(0.0123, "en")).toBe("0.0123");
    expect(formatPrice(0.00123456, "en")).toBe("0.001235");
    expect(formatPrice(0.99999, "en")).toBe("1");
  });

  it("writes the zero count in subscript from 3 zeros after the decimal point", () => {
    expect(formatPrice(0.00000123, "en")).toBe("0.0₅123");
    expect(formatPrice("0.00000123", "en")).toBe("0.0₅123");
    expect(formatPrice(0.00000123, "ru")).toBe("0,0₅123");
    expect(formatPrice(0.000123456, "en")).toBe("0.0₃1235");
    expect(formatPrice(0.0001, "en")).toBe("0.0₃1");
    expect(formatPrice(1.2e-15, "en")).toBe("0.0₁₄12");
    expect(formatPrice(0.00099999, "en")).toBe("0.001");
    expect(formatPrice(-0.00000123, "en")).toBe("-0.0₅123");
  });

  it("handles zero, negatives, numeric strings and missing values", () => {
    expect(formatPrice(0, "en")).toBe("0");
    expect(formatPrice(-1234.5, "en")).toBe("-1,234.5");
    expect(formatPrice("42.125", "en")).toBe("42.13");
    expect(formatPrice(null, "en")).toBe("—");
    expect(formatPrice("NaN", "en")).toBe("—");
  });
});

describe("formatChange", () => {
  it("shows a sign, exactly 2 decimals and a percent sign", () => {
    expect(formatChange(5.123, "en")).toBe("+5.12%");
    expect(formatChange(-3.456, "en")).toBe("-3.46%");
    expect(formatChange(0, "en")).toBe("+0.00%");
    expect(formatChange(12, "en")).toBe("+12.00%");
    expect(formatChange(-1234.5, "de")).toBe("-1.234,50%");
  });

  it("treats values that round to zero as non-negative", () => {
    expect(formatChange(-0.001, "en")).toBe("+0.00%");
  });

  it("uses suffixes from 1e6 on", () => {
    expect(formatChange(2500000, "en")).toBe("+2.5m%");
    expect(formatChange(-2500000, "en")).toBe("-2.5m%");
  });

  it("accepts numeric strings and shows a dash for missing values", () => {
    expect(formatChange("1.5", "en")).toBe("+1.50%");
    expect(formatChange(null, "en")).toBe("—");
  });
});

describe("formatShare", () => {
  it("shows one decimal and no sign, with the page language's separator", () => {
    expect(formatShare(52.147, "en")).toBe("52.1%");
    expect(formatShare("17.25", "de")).toBe("17,3%");
    expect(formatShare(0, "en")).toBe("0.0%");
    expect(formatShare(100, "ru")).toBe("100,0%");
    expect(formatShare(null, "en")).toBe("—");
  });
});

describe("formatCompact", () => {
  it("keeps counts below 1000 as grouped integers", () => {
    expect(formatCompact(0, "en")).toBe("0");
    expect(formatCompact(999, "en")).toBe("999");
  });

  it("uses k below 100 000", () => {
    expect(formatCompact(1000, "en")).toBe("1k");
    expect(formatCompact(1500, "en")).toBe("1.5k");
    expect(formatCompact(1500, "de")).toBe("1,5k");
    expect(formatCompact(12345, "en")).toBe("12.35k");
    expect(formatCompact(99999, "en")).toBe("100k");
  });

  it("uses m from 100 000 on and b above", () => {
    expect(formatCompact(100000, "en")).toBe("0.1m");
    expect(formatCompact(150000, "en")).toBe("0.15m");
    expect(formatCompact(2500000, "en")).toBe("2.5m");
    expect(formatCompact(3e9, "en")).toBe("3b");
  });

  it("moves 999.6 to 1k and shows a dash for missing values", () => {
    expect(formatCompact(999.6, "en")).toBe("1k");
    expect(formatCompact(undefined, "en")).toBe("—");
  });
});

describe("formatUsd", () => {
  it("puts the dollar sign in front in every locale", () => {
    expect(formatUsd(1234567, "en")).toBe("$1.23m");
    expect(formatUsd(1234567, "de")).toBe("$1,23m");
    expect(formatUsd(1234.5, "en")).toBe("$1,234.5");
    expect(formatUsd("0.00000123", "en")).toBe("$0.0₅123");
    expect(formatUsd(0, "en")).toBe("$0");
  });

  it("puts the minus sign before the dollar sign", () => {
    expect(formatUsd(-5, "en")).toBe("-$5");
    expect(formatUsd(-2.5e9, "en")).toBe("-$2.5b");
  });

  it("shows a dash for missing values", () => {
    expect(formatUsd(null, "en")).toBe("—");
    expect(formatUsd("", "en")).toBe("—");
  });
});

describe("formatUsdTicks", () => {
  it("keeps the usual price labels when they differ", () => {
    expect(formatUsdTicks([100, 200, 300], "en")).toEqual(["$100", "$200", "$300"]);
  });

  it("adds the fewest decimals that tell ticks apart which would read alike", () => {
    expect(formatUsdTicks([0.9998, 0.9999, 1, 1.0001], "en")).toEqual([
      "$0.9998",
      "$0.9999",
      "$1.0000",
      "$1.0001",
    ]);
    expect(formatUsdTicks([1.005, 1.01, 1.015], "de")).toEqual(["$1,005", "$1,010", "$1,015"]);
  });
});
