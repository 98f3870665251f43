import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import tagNames from "../locales/en/tags.json" with { type: "json" };
import { CHAIN_ALGORITHMS, chainAlgorithm, type TagSubject, tagDefinitions, tagsFor } from "./tags.ts";

const subject = (overrides: Partial<TagSubject>): TagSubject => ({
  name: "Example",
  symbol: "EXM",
  chainKey: "mainnet",
  bridged: false,
  ...overrides,
});

describe("tagsFor", () => {
  it("tags a dollar stablecoin on an optimistic rollup", () => {
    expect(tagsFor(subject({ name: "USD Coin", symbol: "USDC", chainKey: "base" }))).toEqual([
      "category:stablecoin",
      "industry:payments",
      "algorithm:optimistic-rollup",
    ]);
  });

  it("marks bridged copies from the token list's bridgeInfo", () => {
    expect(tagsFor(subject({ name: "Aave", symbol: "AAVE", chainKey: "arbitrum", bridged: true }))).toEqual([
      "category:bridged",
      "category:governance",
      "industry:lending",
      "industry:defi",
      "algorithm:optimistic-rollup",
    ]);
  });

  it("tags wrapped layer-1 coins", () => {
    expect(tagsFor(subject({ name: "Wrapped BTC", symbol: "WBTC" }))).toEqual([
      "category:wrapped",
      "category:layer-1-asset",
      "algorithm:proof-of-stake",
    ]);
  });

  it("keeps equity industries to tokenized stocks and crypto industries away from them", () => {
    expect(tagsFor(subject({ name: "Quantinuum Inc.", symbol: "QNT", chainKey: "robinhood" }))).toEqual([
      "category:tokenized-stock",
      "industry:quantum-computing",
      "algorithm:optimistic-rollup",
    ]);
    expect(tagsFor(subject({ name: "Quant", symbol: "QNT" }))).toEqual([
      "category:utility",
      "industry:interoperability",
      "algorithm:proof-of-stake",
    ]);
  });

  it("falls back to the utility category", () => {
    expect(tagsFor(subject({ chainKey: "bsc" }))).toEqual([
      "category:utility",
      "algorithm:proof-of-staked-authority",
    ]);
  });

  it("refuses a chain without a consensus tag", () => {
    expect(() => chainAlgorithm("lukso")).toThrow('No consensus tag for chain "lukso"');
  });
});

describe("tag definitions", () => {
  const definitions = tagDefinitions();

  it("has at least 40 tags over the three types, each slug unique per type", () => {
    expect(definitions.length).toBeGreaterThanOrEqual(40);
    const keys = definitions.map((tag) => `${tag.type}:${tag.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(definitions.map((tag) => tag.type))).toEqual(
      new Set(["category", "industry", "algorithm"]),
    );
    expect(definitions.map((tag) => tag.position)).toEqual(definitions.map((_, index) => index));
  });

  it("has exactly the English names and descriptions of locales/en/tags.json", () => {
    const names = tagNames as Record<string, Record<string, { name: string; description: string }>>;
    for (const type of ["category", "industry", "algorithm"] as const) {
      const slugs = definitions.filter((tag) => tag.type === type).map((tag) => tag.slug);
      expect(Object.keys(names[type]).sort()).toEqual([...slugs].sort());
      for (const slug of slugs) {
        expect(names[type][slug].name).not.toBe("");
        expect(names[type][slug].description).toMatch(/^[A-Z].*\.$/);
      }
      expect(names.types[type].name).not.toBe("");
    }
  });

  it("documents every tag and every chain mapping in docs/tags.md", () => {
    const docs = readFileSync(new URL("../docs/tags.md", import.meta.url), "utf8");
    for (const tag of definitions) expect(docs).toContain(`\`${tag.slug}\``);
    for (const key of Object.keys(CHAIN_ALGORITHMS)) expect(docs).toContain(`\`${key}\``);
  });
});
