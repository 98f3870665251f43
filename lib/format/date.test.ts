import { describe, expect, it } from "vitest";
import { dateLocale, formatClock, formatDate, formatDay, formatRelativeAge } from "./date.ts";

const NOW = new Date("2026-03-10T12:00:00Z");

describe("formatDate", () => {
  it("shows day, short month and 24-hour time without seconds in the same year", () => {
    expect(formatDate(new Date("2026-11-22T14:05:59Z"), { now: NOW, timeZone: "UTC" })).toBe("22 Nov, 14:05");
  });

  it("adds the year for a date from another year", () => {
    expect(formatDate("2025-11-22T14:05:00Z", { now: NOW, timeZone: "UTC" })).toBe("22 Nov 2025, 14:05");
  });

  it("uses the given time zone for the time", () => {
    expect(formatDate("2026-03-01T23:30:00Z", { now: NOW, timeZone: "Europe/Berlin" })).toBe("2 Mar, 00:30");
    expect(formatDate("2026-03-01T08:15:00Z", { now: NOW, timeZone: "America/New_York" })).toBe(
      "1 Mar, 03:15",
    );
  });

  it("compares the years in the given time zone", () => {
    const now = new Date("2026-01-01T00:30:00Z");
    const date = new Date("2025-12-31T23:45:00Z");
    expect(formatDate(date, { now, timeZone: "UTC" })).toBe("31 Dec 2025, 23:45");
    expect(formatDate(date, { now, timeZone: "Europe/Berlin" })).toBe("1 Jan, 00:45");
    const later = new Date("2026-01-01T06:00:00Z");
    expect(formatDate(later, { now, timeZone: "UTC" })).toBe("1 Jan, 06:00");
    expect(formatDate(later, { now, timeZone: "America/New_York" })).toBe("1 Jan 2026, 01:00");
  });

  it("accepts timestamps and another language", () => {
    const date = Date.UTC(2026, 8, 2, 4, 5);
    expect(formatDate(date, { now: NOW.getTime(), timeZone: "UTC", locale: "ru" })).toBe("2 сент., 04:05");
  });

  it("shows a dash for invalid dates", () => {
    expect(formatDate("not a date", { now: NOW, timeZone: "UTC" })).toBe("—");
  });
});

describe("formatRelativeAge", () => {
  const ago = (ms: number) => new Date(NOW.getTime() - ms);

  it("names the largest whole unit", () => {
    expect(formatRelativeAge(ago(0), NOW, "en")).toBe("now");
    expect(formatRelativeAge(ago(42_000), NOW, "en")).toBe("42 seconds ago");
    expect(formatRelativeAge(ago(5 * 60_000 + 59_000), NOW, "en")).toBe("5 minutes ago");
    expect(formatRelativeAge(ago(3 * 3_600_000), NOW, "en")).toBe("3 hours ago");
    expect(formatRelativeAge(ago(24 * 3_600_000), NOW, "en")).toBe("yesterday");
    expect(formatRelativeAge(ago(4 * 86_400_000), NOW, "en")).toBe("4 days ago");
    expect(formatRelativeAge(ago(65 * 86_400_000), NOW, "en")).toBe("2 months ago");
    expect(formatRelativeAge(ago(800 * 86_400_000), NOW, "en")).toBe("2 years ago");
  });

  it("reads future dates as now and follows the locale", () => {
    expect(formatRelativeAge(new Date(NOW.getTime() + 5000), NOW, "en")).toBe("now");
    expect(formatRelativeAge(ago(5 * 60_000), NOW, "de")).toBe("vor 5 Minuten");
  });

  it("shows a dash for invalid dates", () => {
    expect(formatRelativeAge("nope", NOW, "en")).toBe("—");
  });
});

describe("one family of dates", () => {
  const at = Date.UTC(2026, 10, 27, 2, 47, 41);

  it("writes English in day-month order and other languages in their own", () => {
    expect(dateLocale("en")).toBe("en-GB");
    expect(dateLocale()).toBe("en-GB");
    expect(dateLocale("de")).toBe("de");
    expect(dateLocale("zh")).toBe("zh-Hans");
  });

  it("writes a time of day on a 24-hour clock, with seconds only when asked", () => {
    expect(formatClock(at, { timeZone: "UTC" })).toBe("02:47");
    expect(formatClock(at, { timeZone: "UTC", seconds: true })).toBe("02:47:41");
    expect(formatClock(Date.UTC(2026, 10, 27, 14, 5, 7), { timeZone: "UTC", seconds: true })).toBe(
      "14:05:07",
    );
    expect(formatClock(at, { timeZone: "UTC", seconds: true, locale: "de" })).toBe("02:47:41");
    expect(formatClock(at, { timeZone: "Asia/Tokyo", locale: "ja" })).toBe("11:47");
    expect(formatClock("nonsense", { timeZone: "UTC" })).toBe("—");
  });

  it("writes a day as day and short month", () => {
    expect(formatDay(at, { timeZone: "UTC" })).toBe("27 Nov");
    expect(formatDay(at, { timeZone: "UTC", locale: "de" })).toBe("27. Nov.");
    expect(formatDay(at, { timeZone: "UTC", locale: "ja" })).toBe("11月27日");
  });

  it("matches the date and time of formatDate", () => {
    const full = formatDate(at, { now: at, timeZone: "UTC" });
    expect(full).toBe(`${formatDay(at, { timeZone: "UTC" })}, ${formatClock(at, { timeZone: "UTC" })}`);
  });
});
