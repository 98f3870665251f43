import { describe, expect, it } from "vitest";
import { allReady, FAQ_MIN, type ReadinessDraft, readiness } from "./readiness.ts";

const empty: ReadinessDraft = { tags_tmp: [], tags_active_tmp: [], descriptions: [], links: [], faqs: [] };
const draft = (change: Partial<ReadinessDraft>) => readiness({ ...empty, ...change });
const types = (...list: string[]) => list.map((type) => ({ type }));

describe("step 1: tags", () => {
  it("is ready when each of the three types is proposed", () => {
    expect(draft({ tags_tmp: types("category", "industry", "algorithm") }).tags).toBe(true);
  });

  it("is not ready while one type is missing, whichever it is", () => {
    expect(draft({ tags_tmp: types("industry", "algorithm") }).tags).toBe(false);
    expect(draft({ tags_tmp: types("category", "algorithm") }).tags).toBe(false);
    expect(draft({ tags_tmp: types("category", "industry") }).tags).toBe(false);
    expect(draft({ tags_tmp: types("category", "category", "industry") }).tags).toBe(false);
  });

  it("counts a submitted tag that is still inactive, and not one already active", () => {
    const industry = { type: "industry", is_active: false };
    expect(draft({ tags_tmp: types("category", "algorithm"), tags_active_tmp: [industry] }).tags).toBe(true);
    expect(
      draft({
        tags_tmp: types("category", "algorithm"),
        tags_active_tmp: [{ type: "industry", is_active: true }],
      }).tags,
    ).toBe(false);
    expect(
      draft({
        tags_active_tmp: [
          { type: "category", is_active: false },
          { type: "industry", is_active: false },
          { type: "algorithm", is_active: false },
        ],
      }).tags,
    ).toBe(true);
  });

  it("ignores types outside the three", () => {
    expect(draft({ tags_tmp: types("category", "industry", "other") }).tags).toBe(false);
  });
});

describe("step 2: descriptions and links", () => {
  const description = { locale: "en", body: "A token." };

  it("is ready with one description and one link with a url", () => {
    expect(draft({ descriptions: [description], links: [{ url: "https://example.org" }] }).content).toBe(
      true,
    );
  });

  it("is not ready without a description, without a link, or when every link's url is empty", () => {
    expect(draft({ links: [{ url: "https://example.org" }] }).content).toBe(false);
    expect(draft({ descriptions: [description] }).content).toBe(false);
    expect(draft({ descriptions: [description], links: [{ url: "" }, { url: "" }] }).content).toBe(false);
    expect(draft({ descriptions: [description], links: [{ url: "" }, { url: "x" }] }).content).toBe(true);
  });
});

describe("step 3: FAQs", () => {
  const faqs = (n: number) => Array.from({ length: n }, (_, i) => ({ question: `Q${i}`, answer: "A" }));

  it(`needs at least ${FAQ_MIN}`, () => {
    expect(FAQ_MIN).toBe(5);
    expect(draft({ faqs: faqs(4) }).faqs).toBe(false);
    expect(draft({ faqs: faqs(5) }).faqs).toBe(true);
    expect(draft({ faqs: faqs(6) }).faqs).toBe(true);
    expect(draft({ faqs: [] }).faqs).toBe(false);
  });
});

describe("allReady", () => {
  it("is true only when all three steps are", () => {
    expect(allReady({ tags: true, content: true, faqs: true })).toBe(true);
    expect(allReady({ tags: false, content: true, faqs: true })).toBe(false);
    expect(allReady({ tags: true, content: false, faqs: true })).toBe(false);
    expect(allReady({ tags: true, content: true, faqs: false })).toBe(false);
    expect(readiness(empty)).toEqual({ tags: false, content: false, faqs: false });
  });
});
