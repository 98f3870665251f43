import { describe, expect, it } from "vitest";
import { diffBy, type Profile, profileDiff } from "./profile-diff.ts";

const byName = (item: { name: string; value: number }) => item.name;
const sameValue = (a: { value: number }, b: { value: number }) => a.value === b.value;

describe("diffBy", () => {
  it("sorts items into added, removed, changed and unchanged by key", () => {
    const before = [
      { name: "a", value: 1 },
      { name: "b", value: 2 },
      { name: "c", value: 3 },
    ];
    const after = [
      { name: "c", value: 3 },
      { name: "b", value: 20 },
      { name: "d", value: 4 },
    ];
    expect(diffBy(before, after, byName, sameValue)).toEqual({
      added: [{ name: "d", value: 4 }],
      removed: [{ name: "a", value: 1 }],
      changed: [{ before: { name: "b", value: 2 }, after: { name: "b", value: 20 } }],
      unchanged: 1,
    });
  });

  it("matches a repeated key by its occurrence", () => {
    const before = [
      { name: "x", value: 1 },
      { name: "x", value: 2 },
    ];
    const after = [
      { name: "x", value: 1 },
      { name: "x", value: 3 },
      { name: "x", value: 4 },
    ];
    expect(diffBy(before, after, byName, sameValue)).toEqual({
      added: [{ name: "x", value: 4 }],
      removed: [],
      changed: [{ before: { name: "x", value: 2 }, after: { name: "x", value: 3 } }],
      unchanged: 1,
    });
  });

  it("finds nothing between equal lists, whatever their order", () => {
    const items = [
      { name: "a", value: 1 },
      { name: "b", value: 2 },
    ];
    expect(diffBy(items, [...items].reverse(), byName, sameValue)).toEqual({
      added: [],
      removed: [],
      changed: [],
      unchanged: 2,
    });
  });
});

describe("profileDiff", () => {
  const live: Profile = {
    tags: [
      { id: 1, type: "category", slug: "defi" },
      { id: 2, type: "industry", slug: "finance" },
    ],
    descriptions: [
      { locale: "en", body: "Old." },
      { locale: "fr", body: "Ancien." },
    ],
    links: [{ type: "website", url: "https://old.example" }],
    faqs: [
      { locale: "en", question: "Why?", answer: "Because." },
      { locale: "en", question: "How?", answer: "Like this." },
    ],
  };
  const proposal: Profile = {
    tags: [
      { id: 2, type: "industry", slug: "finance" },
      { id: 3, type: "algorithm", slug: "pos" },
    ],
    descriptions: [
      { locale: "en", body: "New." },
      { locale: "de", body: "Neu." },
    ],
    links: [
      { type: "website", url: "https://old.example" },
      { type: "x", url: "https://x.com/new" },
    ],
    faqs: [
      { locale: "en", question: "Why?", answer: "For a reason." },
      { locale: "de", question: "Wie?", answer: "So." },
    ],
  };

  it("compares tags by id, descriptions by language, links by kind and FAQs by language and question", () => {
    expect(profileDiff(live, proposal)).toEqual({
      tags: {
        added: [{ id: 3, type: "algorithm", slug: "pos" }],
        removed: [{ id: 1, type: "category", slug: "defi" }],
        changed: [],
        unchanged: 1,
      },
      descriptions: {
        added: [{ locale: "de", body: "Neu." }],
        removed: [{ locale: "fr", body: "Ancien." }],
        changed: [{ before: { locale: "en", body: "Old." }, after: { locale: "en", body: "New." } }],
        unchanged: 0,
      },
      links: {
        added: [{ type: "x", url: "https://x.com/new" }],
        removed: [],
        changed: [],
        unchanged: 1,
      },
      faqs: {
        added: [{ locale: "de", question: "Wie?", answer: "So." }],
        removed: [{ locale: "en", question: "How?", answer: "Like this." }],
        changed: [
          {
            before: { locale: "en", question: "Why?", answer: "Because." },
            after: { locale: "en", question: "Why?", answer: "For a reason." },
          },
        ],
        unchanged: 0,
      },
    });
  });

  it("tells a question asked in another language apart from the same words in English", () => {
    const faq = { locale: "en", question: "Why?", answer: "Because." };
    const diff = profileDiff({ ...live, faqs: [faq] }, { ...live, faqs: [{ ...faq, locale: "es" }] });
    expect(diff.faqs.added).toEqual([{ ...faq, locale: "es" }]);
    expect(diff.faqs.removed).toEqual([faq]);
  });
});
