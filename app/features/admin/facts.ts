import type { ContentKind } from "../../../lib/content-kinds.ts";
import type { Catalogs } from "../../../lib/i18n/translator.ts";

/** The facts each kind's form asks for, in order, with the input each needs. */
export type FactField = {
  name: keyof Catalogs["admin"]["facts"];
  input: "text" | "number" | "datetime" | "chain" | "group" | "url";
  optional?: boolean;
};

const offering: FactField[] = [
  { name: "name", input: "text" },
  { name: "symbol", input: "text" },
  { name: "chainId", input: "chain" },
  { name: "startsAt", input: "datetime" },
  { name: "endsAt", input: "datetime" },
  { name: "website", input: "url" },
];

export const factFields: Record<ContentKind, FactField[]> = {
  news: [],
  blog: [],
  page: [],
  faq: [{ name: "group", input: "group" }],
  ico: [
    ...offering,
    { name: "priceUsd", input: "text" },
    { name: "goalUsd", input: "number" },
    { name: "raisedUsd", input: "number" },
  ],
  airdrop: [
    ...offering,
    { name: "rewardAmount", input: "text" },
    { name: "rewardUsd", input: "number", optional: true },
    { name: "winners", input: "number" },
  ],
};

/** A date-time input's value (local wall time, minutes) for an ISO instant, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Form strings → the facts the server checks: numbers as numbers, local date-times as ISO instants. */
export function factsFromForm(kind: ContentKind, values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of factFields[kind]) {
    const raw = (values[field.name] ?? "").trim();
    if (field.input === "number" || field.input === "chain") {
      out[field.name] = raw === "" ? (field.optional ? null : undefined) : Number(raw);
    } else if (field.input === "datetime") {
      const date = new Date(raw);
      out[field.name] = raw && !Number.isNaN(date.getTime()) ? date.toISOString() : raw || undefined;
    } else {
      out[field.name] = raw || undefined;
    }
  }
  return out;
}

/** Facts → form strings (the inverse of factsFromForm). */
export function formFromFacts(kind: ContentKind, facts: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of factFields[kind]) {
    const value = facts[field.name];
    out[field.name] =
      value === null || value === undefined
        ? ""
        : field.input === "datetime"
          ? toLocalInput(String(value))
          : String(value);
  }
  return out;
}
