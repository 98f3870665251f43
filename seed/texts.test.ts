import { optimism } from "viem/chains";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_LOCALES, DESCRIPTIONS, englishFaqs, type TokenFacts } from "./texts.ts";

const facts: TokenFacts = {
  name: "Wrapped Ether",
  symbol: "WETH",
  address: `0x${"aB".repeat(20)}`,
  decimals: 18,
  chainId: optimism.id,
  chainName: optimism.name,
  nativeName: optimism.nativeCurrency.name,
  nativeSymbol: optimism.nativeCurrency.symbol,
  explorerName: optimism.blockExplorers.default.name,
  categories: ["wrapped", "bridged", "layer-1-asset"],
  authorized: false,
};

describe("descriptions", () => {
  it("names the categories in English", () => {
    expect(DESCRIPTIONS.en(facts)).toBe(
      `Wrapped Ether (WETH) is a token on ${optimism.name} in the Wrapped, Bridged and Layer-1 asset categories. ` +
        `Its contract address is ${facts.address} and it uses 18 decimals. ` +
        "It is not verified: the address does not appear in MetaMask's curated contract metadata, so check it before use.",
    );
    expect(DESCRIPTIONS.en({ ...facts, categories: ["meme"], authorized: true })).toContain(
      "in the Meme category. ",
    );
  });

  it("has its own two or three sentences in every locale, with the facts and the verification state", () => {
    for (const locale of DESCRIPTION_LOCALES) {
      const unverified = DESCRIPTIONS[locale](facts);
      const verified = DESCRIPTIONS[locale]({ ...facts, authorized: true });
      for (const text of [unverified, verified]) {
        expect(text).toContain("Wrapped Ether");
        expect(text).toContain("WETH");
        expect(text).toContain(optimism.name);
        expect(text).toContain(facts.address);
        expect(text).toContain("18");
        expect(text).toContain("MetaMask");
      }
      expect(verified).not.toBe(unverified);
    }
    expect(new Set(DESCRIPTION_LOCALES.map((locale) => DESCRIPTIONS[locale](facts))).size).toBe(7);
  });
});

describe("englishFaqs", () => {
  it("answers five questions from the facts", () => {
    const faqs = englishFaqs(facts);
    expect(faqs.map((faq) => faq.question)).toEqual([
      "What is Wrapped Ether (WETH)?",
      "Which blockchain is WETH on?",
      "What is the contract address of WETH?",
      "Where do the price and market figures for WETH come from?",
      "Is Wrapped Ether verified?",
    ]);
    expect(faqs[1].answer).toContain(
      `${optimism.name} (chain ID ${optimism.id}), whose native currency is ${optimism.nativeCurrency.name} (${optimism.nativeCurrency.symbol})`,
    );
    expect(faqs[2].answer).toContain(
      `Compare the address with the ${optimism.blockExplorers.default.name} block explorer`,
    );
    expect(faqs[3].answer).toContain("demo data simulated until live market providers are connected");
    expect(faqs[4].answer).toMatch(/^Not yet\./);
    expect(englishFaqs({ ...facts, authorized: true })[4].answer).toMatch(/^Yes\./);
    expect(englishFaqs({ ...facts, explorerName: null })[2].answer).toContain("with a block explorer");
  });
});
