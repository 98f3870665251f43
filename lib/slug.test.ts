import { describe, expect, it } from "vitest";
import { kebabCase, TOKEN_SLUG_PATTERN, tokenSlug } from "./slug.ts";

describe("kebabCase", () => {
  it("folds accents and punctuation into single hyphens", () => {
    expect(kebabCase("e.l.f. Beauty")).toBe("e-l-f-beauty");
    expect(kebabCase("  Crème Brûlée & Co  ")).toBe("creme-brulee-co");
    expect(kebabCase("MAGIC•INTERNET•MONEY (Bitcoin)")).toBe("magic-internet-money-bitcoin");
  });

  it("cuts at the last word boundary within the maximum length", () => {
    expect(kebabCase("Cognizant Technology Solutions Class A", 20)).toBe("cognizant-technology");
    expect(kebabCase("Cognizant Technology Solutions Class A", 23)).toBe("cognizant-technology");
    expect(kebabCase("abc def", 4)).toBe("abc");
    expect(kebabCase("abc def", 3)).toBe("abc");
    expect(kebabCase("HarryPotterObamaSonic10Inu", 10)).toBe("harrypotte");
  });
});

describe("tokenSlug", () => {
  it("ends in the id and falls back to the symbol, then to 'token'", () => {
    expect(tokenSlug("Wrapped Ether", "WETH", 12)).toBe("wrapped-ether-12");
    expect(tokenSlug("狗狗币", "DOGE2", 7)).toBe("doge2-7");
    expect(tokenSlug("狗狗币", "狗", 7)).toBe("token-7");
  });

  it("always matches the slug shape", () => {
    for (const [name, symbol] of [
      ["Wrapped Ether", "WETH"],
      ["HarryPotterObamaSonic10Inu", "BITCOIN"],
      ["0x Protocol Token", "ZRX"],
      ["---", "$$$"],
      ["Cognizant Technology Solutions Class A, Extended Edition", "CTSH"],
    ]) {
      expect(tokenSlug(name, symbol, 1234)).toMatch(TOKEN_SLUG_PATTERN);
    }
    expect(tokenSlug("Cognizant Technology Solutions Class A, Extended Edition", "CTSH", 5)).toBe(
      "cognizant-technology-solutions-class-a-5",
    );
  });
});
