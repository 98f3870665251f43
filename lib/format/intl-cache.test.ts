import { describe, expect, it } from "vitest";
import { formatterCache } from "./intl-cache.ts";

describe("formatterCache", () => {
  const built: string[] = [];
  const format = formatterCache((locale, options: Intl.DateTimeFormatOptions) => {
    built.push(`${locale} ${options.timeZone}`);
    return new Intl.DateTimeFormat(locale, options);
  });

  it("builds one formatter per locale and options, and reuses it", () => {
    const first = format("de", { hour: "2-digit", timeZone: "UTC" });
    expect(format("de", { hour: "2-digit", timeZone: "UTC" })).toBe(first);
    expect(format("fr", { hour: "2-digit", timeZone: "UTC" })).not.toBe(first);
    expect(format("de", { hour: "2-digit", timeZone: "Asia/Tokyo" })).not.toBe(first);
    expect(built).toEqual(["de UTC", "fr UTC", "de Asia/Tokyo"]);
  });

  it("keeps nothing for options Intl refuses", () => {
    expect(() => format("de", { timeZone: "Not/AZone" })).toThrow(RangeError);
    expect(() => format("de", { timeZone: "Not/AZone" })).toThrow(RangeError);
    expect(built.filter((entry) => entry.endsWith("Not/AZone"))).toHaveLength(2);
  });
});
