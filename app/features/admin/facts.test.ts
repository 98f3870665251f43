import { describe, expect, it } from "vitest";
import { factsSchema } from "../../../domain/content/facts.ts";
import { parse } from "../../../domain/fields.ts";
import { contentKinds } from "../../../lib/content-kinds.ts";
import admin from "../../../locales/en/admin.json" with { type: "json" };
import { type FactField, factFields, factsFromForm, formFromFacts } from "./facts.ts";

const offering: FactField[] = [
  { name: "name", input: "text", optional: false },
  { name: "symbol", input: "text", optional: false },
  { name: "chainId", input: "chain", optional: false },
  { name: "startsAt", input: "datetime", optional: false },
  { name: "endsAt", input: "datetime", optional: false },
  { name: "website", input: "url", optional: false },
];

describe("factFields", () => {
  it("asks for each kind's facts in the order of its schema, with the input each needs", () => {
    expect(factFields).toEqual({
      news: [],
      blog: [],
      page: [],
      faq: [{ name: "group", input: "group", optional: false }],
      ico: [
        ...offering,
        { name: "priceUsd", input: "text", optional: false },
        { name: "goalUsd", input: "number", optional: false },
        { name: "raisedUsd", input: "number", optional: false },
      ],
      airdrop: [
        ...offering,
        { name: "rewardAmount", input: "text", optional: false },
        { name: "rewardUsd", input: "number", optional: true },
        { name: "winners", input: "number", optional: false },
      ],
    });
  });

  it("labels every fact from the admin catalog", () => {
    for (const kind of contentKinds) {
      for (const field of factFields[kind]) expect(admin.facts[field.name]).toBeTruthy();
    }
  });
});

describe("factsFromForm", () => {
  const form = {
    name: " Orbit ",
    symbol: "ORB",
    chainId: "1",
    startsAt: "2026-01-01T10:00",
    endsAt: "2026-02-01T10:00",
    website: "https://orbit.example",
    rewardAmount: "100",
    rewardUsd: "",
    winners: "500",
  };

  it("turns a filled form into facts the schema accepts, an empty optional one into null", () => {
    const facts = factsFromForm("airdrop", form);
    expect(facts).toMatchObject({ name: "Orbit", chainId: 1, rewardUsd: null, winners: 500 });
    expect(parse(factsSchema.airdrop, facts)).toMatchObject({ symbol: "ORB", rewardAmount: "100" });
  });

  it("gives back the form's strings from the facts", () => {
    expect(formFromFacts("airdrop", factsFromForm("airdrop", form))).toEqual({ ...form, name: "Orbit" });
  });

  it("leaves an empty required fact out, so the schema calls it required", () => {
    expect(() => parse(factsSchema.ico, factsFromForm("ico", {}), "facts.")).toThrow(
      expect.objectContaining({ fields: expect.objectContaining({ "facts.name": "required" }) }),
    );
  });
});
