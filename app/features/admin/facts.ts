import { z } from "zod";
import { factInputs, factsSchema } from "../../../domain/content/facts.ts";
import { type ContentKind, contentKinds } from "../../../lib/content-kinds.ts";
import type { Catalogs } from "../../../lib/i18n/translator.ts";

/** A fact the form asks for, with the input it needs; an optional one is sent as null when left empty. */
export type FactField = {
  name: keyof Catalogs["admin"]["facts"];
  input: "text" | "number" | "datetime" | "chain" | "group" | "url";
  optional: boolean;
};

/** A fact's field as its schema describes it: a nullable fact is optional; the input follows the value's type. */
function fieldOf(name: string, schema: z.ZodType): FactField {
  const optional = schema instanceof z.ZodNullable;
  const value = optional ? (schema.unwrap() as z.ZodType) : schema;
  const input =
    factInputs.get(value)?.input ??
    (value instanceof z.ZodNumber
      ? "number"
      : value instanceof z.ZodISODateTime
        ? "datetime"
        : value instanceof z.ZodURL
          ? "url"
          : "text");
  // Every fact has its label under the admin catalog's `facts` (facts.test.ts).
  return { name: name as FactField["name"], input, optional };
}

/** The facts each kind's form asks for, in the order of its schema (domain/content/facts.ts). */
export const factFields = Object.fromEntries(
  contentKinds.map((kind) => [
    kind,
    Object.entries(factsSchema[kind].shape).map(([name, schema]) => fieldOf(name, schema)),
  ]),
) as Record<ContentKind, FactField[]>;

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
