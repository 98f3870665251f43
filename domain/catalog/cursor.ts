import { Invalid } from "../errors.ts";

/** A keyset position: the sort value and token id of a row, and whether to read after or before it. */
export type Cursor = { value: string | number; id: number; before: boolean };

/** The PostgreSQL type of the column a list is ordered by, which the cursor's value is cast to. */
export type CursorType = "numeric" | "float8" | "int4" | "timestamptz";

/** Token ids are `serial`, PostgreSQL's int4. */
const INT4_MAX = 2_147_483_647;
const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
const FLOAT = /^([-+]?(?:\d+\.?\d*|\.\d+))(?:e[-+]?\d+)?$/i;
/** A timestamptz as PostgreSQL writes it (`2026-11-01 12:00:00.123+00`), or in ISO 8601. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?\d{2})?)?$/;

/** Whether a day and time exist (no 30th of February, no hour 24) in a year PostgreSQL takes (1 to 9999). */
function isRealTime([year, month, day, hour, minute, second, offset]: number[]): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  return (
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second &&
    !(offset > 15)
  );
}

/**
 * Whether the column's type can hold the value: a value it cannot is refused here, not by PostgreSQL when
 * the query casts it (`cast(value as type)`, domain/catalog/tokens.ts), which would be a 500.
 */
function fits(value: string, type: CursorType): boolean {
  switch (type) {
    case "numeric":
      return DECIMAL.test(value);
    case "int4":
      return /^[-+]?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= INT4_MAX;
    case "float8": {
      const mantissa = FLOAT.exec(value)?.[1];
      if (mantissa === undefined) return false;
      const number = Number(value);
      // Past float8's range either way: too large, or so small it would round to zero.
      return Number.isFinite(number) && (number !== 0 || !/[1-9]/.test(mantissa));
    }
    case "timestamptz": {
      const parts = TIMESTAMP.exec(value);
      return parts !== null && isRealTime(parts.slice(1).map((part) => Number(part ?? 0)));
    }
  }
}

export function encodeCursor(cursor: Cursor): string {
  const json = JSON.stringify([cursor.value, cursor.id, cursor.before ? 1 : 0]);
  return Buffer.from(json, "utf8").toString("base64url");
}

/**
 * Decodes a cursor from the query string for a list ordered by a column of `type`; anything malformed, or a
 * value the column cannot hold, is a 422 on the `cursor` field.
 */
export function decodeCursor(raw: string, type: CursorType): Cursor {
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
    (typeof value === "number" || (typeof value === "string" && value.length <= 64)) &&
    fits(String(value), type);
  const idOk = Number.isSafeInteger(id) && id >= 0 && id <= INT4_MAX;
  if (!valueOk || !idOk || (before !== 0 && before !== 1)) throw invalid();
  return { value, id, before: before === 1 };
}
