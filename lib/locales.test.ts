import { describe, expect, it } from "vitest";
import {
  defaultLocale,
  isLocale,
  LOCALE_COOKIE_MAX_AGE,
  langTag,
  localeCodes,
  localeFromUpper,
  locales,
  localizePath,
  splitLocale,
} from "./locales.ts";

describe("locales", () => {
  it("lists 32 locales, English first and the default, each named in itself", () => {
    expect(localeCodes.length).toBe(32);
    expect(defaultLocale).toBe("en");
    expect(localeCodes[0]).toBe("en");
    expect(locales.find((l) => l.code === "de")?.name).toBe("Deutsch");
    expect(locales.find((l) => l.code === "ja")?.name).toBe("日本語");
    expect(new Set(localeCodes).size).toBe(32);
  });

  it("keeps the language choice for 365 days", () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
  });

  it("splits a locale prefix off a path; English has none", () => {
    expect(splitLocale("/de/token/x-1")).toEqual({ locale: "de", path: "/token/x-1" });
    expect(splitLocale("/zh-tw")).toEqual({ locale: "zh-tw", path: "/" });
    expect(splitLocale("/token/x-1")).toEqual({ locale: "en", path: "/token/x-1" });
    expect(splitLocale("/en/token")).toEqual({ locale: "en", path: "/en/token" });
    expect(splitLocale("/xx/token")).toEqual({ locale: "en", path: "/xx/token" });
    expect(splitLocale("/decks")).toEqual({ locale: "en", path: "/decks" });
  });

  it("localises English paths", () => {
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("/", "de")).toBe("/de");
    expect(localizePath("/blockchains", "zh-tw")).toBe("/zh-tw/blockchains");
    expect(localizePath("blockchains", "en")).toBe("/blockchains");
  });

  it("reads the localizer's upper-cased codes", () => {
    expect(localeFromUpper("DE")).toBe("de");
    expect(localeFromUpper("ZH-TW")).toBe("zh-tw");
    expect(localeFromUpper("XX")).toBeUndefined();
  });

  it("gives html lang / hreflang values", () => {
    expect(langTag("zh")).toBe("zh-Hans");
    expect(langTag("zh-tw")).toBe("zh-Hant");
    expect(langTag("no")).toBe("nb");
    expect(langTag("de")).toBe("de");
  });

  it("recognises only known codes", () => {
    expect(isLocale("uk")).toBe(true);
    expect(isLocale("UK")).toBe(false);
    expect(isLocale(3)).toBe(false);
  });
});
