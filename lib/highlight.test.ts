import { describe, expect, it } from "vitest";
import { firstMatchingSentence, highlightSegments, searchTerms } from "./highlight.ts";

describe("searchTerms", () => {
  it("splits on spaces, lower-cases, drops duplicates and puts longer terms first", () => {
    expect(searchTerms("  Seed  PHRASE seed ")).toEqual(["phrase", "seed"]);
    expect(searchTerms("   ")).toEqual([]);
  });
});

describe("highlightSegments", () => {
  it("marks every match of every term, in any case", () => {
    expect(highlightSegments("Never share a seed phrase. Seed!", "seed")).toEqual([
      { text: "Never share a ", hit: false },
      { text: "seed", hit: true },
      { text: " phrase. ", hit: false },
      { text: "Seed", hit: true },
      { text: "!", hit: false },
    ]);
  });
  it("prefers the longer term where terms overlap", () => {
    expect(highlightSegments("stablecoins", "stable stablecoin")).toEqual([
      { text: "stablecoin", hit: true },
      { text: "s", hit: false },
    ]);
  });
  it("treats regular-expression characters literally", () => {
    expect(highlightSegments("a.b a+b (c)", "a+b (c)")).toEqual([
      { text: "a.b ", hit: false },
      { text: "a+b", hit: true },
      { text: " ", hit: false },
      { text: "(c)", hit: true },
    ]);
  });
  it("returns the text unmarked for an empty query and nothing for an empty text", () => {
    expect(highlightSegments("abc", " ")).toEqual([{ text: "abc", hit: false }]);
    expect(highlightSegments("", "a")).toEqual([]);
  });
});

describe("firstMatchingSentence", () => {
  const text = "Wallets hold keys. Never share your seed phrase with anyone. A seed is a seed.";
  it("returns the first sentence containing a term", () => {
    expect(firstMatchingSentence(text, "SEED", "en")).toBe("Never share your seed phrase with anyone.");
  });
  it("returns null when no sentence matches", () => {
    expect(firstMatchingSentence(text, "bridge", "en")).toBeNull();
  });
  it("splits sentences of languages without spaces", () => {
    expect(firstMatchingSentence("钱包保存密钥。不要分享助记词。", "助记词", "zh")).toBe("不要分享助记词。");
  });
});
