import { describe, expect, it } from "vitest";
import { type ContentKind, infoPageSlugs } from "../lib/content-kinds.ts";
import { localeCodes } from "../lib/locales.ts";
import { readSeedContent } from "./content.ts";

const now = new Date("2026-11-25T12:00:00Z");
const entries = readSeedContent(now);
const of = (kind: ContentKind) => entries.filter((e) => e.kind === kind);
const TRANSLATED = ["en", "de", "ru", "es", "zh", "ja"];

describe("the demo content", () => {
  it.each([
    ["news", 30],
    ["blog", 15],
    ["faq", 40],
    ["ico", 20],
    ["airdrop", 20],
  ] as const)(
    "has at least %i %s entries, each in English, German, Russian, Spanish, Chinese and Japanese",
    (kind, least) => {
      expect(of(kind).length).toBeGreaterThanOrEqual(least);
      for (const entry of of(kind))
        expect([...entry.versions.keys()].sort(), entry.slug).toEqual([...TRANSLATED].sort());
    },
  );

  it("has every informational page in all 32 languages", () => {
    expect(
      of("page")
        .map((e) => e.slug)
        .sort(),
    ).toEqual([...infoPageSlugs].sort());
    for (const page of of("page"))
      expect([...page.versions.keys()].sort(), page.slug).toEqual([...localeCodes].sort());
  });

  it.each(["ico", "airdrop"] as const)("has %s entries in every state", (kind) => {
    const states = new Set(
      of(kind).map(({ facts }) => {
        const start = Date.parse(String(facts.startsAt));
        const end = Date.parse(String(facts.endsAt));
        return now.getTime() < start ? "upcoming" : now.getTime() < end ? "active" : "ended";
      }),
    );
    expect(states).toEqual(new Set(["upcoming", "active", "ended"]));
  });

  it("uses unique slugs per kind and visibly fictional project websites", () => {
    for (const kind of ["news", "blog", "faq", "ico", "airdrop"] as const) {
      const slugs = of(kind).map((e) => e.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const entry of [...of("ico"), ...of("airdrop")])
      expect(String(entry.facts.website)).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
  });

  it("gives every airdrop the same number of requirements and steps in every language", () => {
    for (const entry of of("airdrop")) {
      const shapes = [...entry.versions.values()].map((v) => `${v.requirements?.length}/${v.steps?.length}`);
      expect(new Set(shapes).size, entry.slug).toBe(1);
    }
  });
});
