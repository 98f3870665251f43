import { Invalid } from "../errors.ts";

/** A keyset position: the sort value and token id of a row, and whether to read after or before it. */
export type Cursor = { value: string | number; id: number; before: boolean };

export function encodeCursor(cursor: Cursor): string {
  const json = JSON.stringify([cursor.value, cursor.id, cursor.before ? 1 : 0]);
  return Buffer.from(json, "utf8").toString("base64url");
}

/** Decodes a cursor from the query string; anything malformed is a 422 on the `cursor` field. */
export function decodeCursor(raw: string): Cursor {
  const invalid = () => new Invalid({ cursor: "Malformed cursor" });
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(raw)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [value, id, before] = parsed;
  const valueOk =
    (typeof value === "number" && Number.isFinite(value)) ||
    (typeof value === "string" && value.length <= 64 && /^[-+0-9.eETZ: ]+$/.test(value));
  if (!valueOk || !Number.isSafeInteger(id) || id < 0 || (before !== 0 && before !== 1)) throw invalid();
  return { value, id, before: before === 1 };
}
