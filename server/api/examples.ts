import { readFileSync } from "node:fs";

/**
 * Real answers of the API, one per operation and success status, that the OpenAPI document shows as examples
 * (docs/architecture.md, Public API). `npm run api:examples` records them from the integration tests.
 */
export const API_EXAMPLES_FILE = new URL("./examples.json", import.meta.url);

const MAX_ITEMS = 2;
const MAX_TEXT = 160;
/** More keys than any fixed shape of the API has: such an object is a map (interface messages by key). */
const MAP_KEYS = 40;
const MAP_KEYS_KEPT = 5;

/** An answer made short enough to read: lists and maps keep their first items, long texts their start. */
export function shortExample(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map(shortExample);
  if (typeof value === "string") return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    const kept = entries.length > MAP_KEYS ? entries.slice(0, MAP_KEYS_KEPT) : entries;
    return Object.fromEntries(kept.map(([key, item]) => [key, shortExample(item)]));
  }
  return value;
}

/** The recorded examples by operationId and status. */
export function apiExamples(): Record<string, Record<string, unknown>> {
  return JSON.parse(readFileSync(API_EXAMPLES_FILE, "utf8")) as Record<string, Record<string, unknown>>;
}
