import { describe, expect, it } from "vitest";
import { encodeCursor } from "../catalog/cursor.ts";
import { Invalid } from "../errors.ts";
import { fallsBackToAll, lenientFeedQuery, parseFeedQuery, readerLanguage, tsConfigOf } from "./filter.ts";

const fieldsOf = (raw: Parameters<typeof parseFeedQuery>[0]) => {
  try {
    parseFeedQuery(raw);
  } catch (error) {
    if (error instanceof Invalid) return error.fields;
    throw error;
  }
  return undefined;
};

describe("parseFeedQuery", () => {
  it("defaults to the newest posts of every type, 20 a page, without text", () => {
    expect(parseFeedQuery({})).toEqual({
      type: undefined,
      orderBy: "newest",
      text: undefined,
      limit: 20,
      cursor: undefined,
    });
  });

  it("treats empty fields (a GET form sent as is) as absent and trims the text", () => {
    expect(parseFeedQuery({ type: "", orderBy: "", text: "   " })).toMatchObject({
      type: undefined,
      orderBy: "newest",
      text: undefined,
    });
    expect(parseFeedQuery({ text: "  fees  " }).text).toBe("fees");
  });

  it("refuses an unknown type, order, a long text and a limit out of range, each on its field", () => {
    expect(fieldsOf({ type: "poll", orderBy: "oldest", text: "x".repeat(101), limit: 51 })).toEqual({
      type: expect.any(String),
      orderBy: expect.any(String),
      text: expect.any(String),
      limit: expect.any(String),
    });
    expect(fieldsOf({ text: "x".repeat(100) })).toBeUndefined();
    expect(fieldsOf({ limit: 0 })).toHaveProperty("limit");
  });

  it("reads a cursor of the order's column type and refuses one of another type", () => {
    const time = encodeCursor({ value: "2026-11-01 12:00:00+00", id: 7, before: false });
    const count = encodeCursor({ value: "3", id: 7, before: false });
    expect(parseFeedQuery({ orderBy: "active", cursor: time }).cursor).toEqual({
      value: "2026-11-01 12:00:00+00",
      id: 7,
      before: false,
    });
    expect(parseFeedQuery({ orderBy: "top", cursor: count }).cursor?.value).toBe("3");
    expect(fieldsOf({ orderBy: "top", cursor: time })).toHaveProperty("cursor");
    expect(fieldsOf({ orderBy: "newest", cursor: "garbage!" })).toHaveProperty("cursor");
  });

  it("reads a period, leaves out all (the default) and refuses anything else", () => {
    for (const period of ["day", "week", "month", "year"] as const)
      expect(parseFeedQuery({ orderBy: "top", period }).period).toBe(period);
    for (const all of [undefined, "", "all"])
      expect(parseFeedQuery({ period: all })).not.toHaveProperty("period");
    for (const bad of ["hour", "WEEK", "7", "decade"])
      expect(fieldsOf({ period: bad })).toHaveProperty("period");
  });

  it("reads isTracked as yes for true and 1, no when absent, empty, false or 0, and refuses anything else", () => {
    for (const yes of ["true", "1", true] as const)
      expect(parseFeedQuery({ isTracked: yes }).isTracked).toBe(true);
    for (const no of [undefined, "", "false", "0", false] as const)
      expect(parseFeedQuery({ isTracked: no })).not.toHaveProperty("isTracked");
    for (const bad of ["yes", "TRUE", "2", "on"])
      expect(fieldsOf({ isTracked: bad })).toHaveProperty("isTracked");
  });
});

describe("tsConfigOf", () => {
  it("stems languages PostgreSQL has a stemmer for and keeps words as written for the others", () => {
    expect(tsConfigOf("en")).toBe("english");
    expect(tsConfigOf("pt")).toBe("portuguese");
    expect(tsConfigOf("ja")).toBe("simple");
    expect(tsConfigOf("zh-tw")).toBe("simple");
  });
});

describe("lenientFeedQuery", () => {
  it("leaves out what parseFeedQuery refuses and keeps the rest", () => {
    expect(lenientFeedQuery({ type: "question", orderBy: "oldest", cursor: "bad!", limit: 0 })).toEqual({
      type: "question",
      orderBy: "newest",
      text: undefined,
      limit: 20,
      cursor: undefined,
    });
  });
});

describe("the reader's language first", () => {
  it("keeps one site language as the feed's language, none when empty, and refuses others", () => {
    expect(parseFeedQuery({ language: "de" }).language).toBe("de");
    expect(parseFeedQuery({ language: "zh-tw" }).language).toBe("zh-tw");
    expect(parseFeedQuery({ language: "" })).not.toHaveProperty("language");
    expect(fieldsOf({ language: "xx" })).toEqual({ language: "Unknown language" });
    expect(fieldsOf({ language: "all" })).toEqual({ language: "Unknown language" });
  });

  it("shows a page's feed in its own language unless the address asks for all", () => {
    expect(readerLanguage(undefined, "ja")).toBe("ja");
    expect(readerLanguage(null, "de")).toBe("de");
    expect(readerLanguage("", "de")).toBe("de");
    expect(readerLanguage("de", "en")).toBe("en");
    expect(readerLanguage("all", "de")).toBeUndefined();
  });

  it("falls back to every language only on a first page with nothing in the reader's and something in another", () => {
    expect(fallsBackToAll({ inLanguage: 0, otherLanguages: 3, cursor: false })).toBe(true);
    expect(fallsBackToAll({ inLanguage: 0, otherLanguages: 0, cursor: false })).toBe(false);
    expect(fallsBackToAll({ inLanguage: 1, otherLanguages: 3, cursor: false })).toBe(false);
    expect(fallsBackToAll({ inLanguage: 0, otherLanguages: 3, cursor: true })).toBe(false);
  });
});
