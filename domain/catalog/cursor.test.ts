import { describe, expect, it } from "vitest";
import { DomainError } from "../errors.ts";
import { type CursorType, decodeCursor, encodeCursor } from "./cursor.ts";

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

const refusesAsInvalid = (cursor: string, type: CursorType) => {
  try {
    decodeCursor(cursor, type);
    expect.unreachable();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).kind).toBe("invalid");
    expect((error as DomainError).fields).toEqual({ cursor: "Malformed cursor" });
  }
};

describe("keyset cursors", () => {
  it.each([
    [{ value: "123.456", id: 7, before: false }, "numeric"],
    [{ value: "2026-11-01 12:00:00+00", id: 1_000_000, before: true }, "timestamptz"],
    [{ value: "2026-11-01 12:00:00.123456+05:30", id: 1, before: false }, "timestamptz"],
    [{ value: -3.5, id: 0, before: false }, "float8"],
    [{ value: "1.5e-05", id: 2_147_483_647, before: false }, "float8"],
    [{ value: "-1e+20", id: 3, before: true }, "float8"],
    [{ value: "4096", id: 4, before: false }, "int4"],
  ] as const)("round-trip the sort value, the id and the direction: %o as %s", (cursor, type) => {
    expect(decodeCursor(encodeCursor(cursor), type)).toEqual(cursor);
  });

  it.each([
    ["not base64url", "%%%"],
    ["not JSON", Buffer.from("hello").toString("base64url")],
    ["wrong arity", raw([1, 2])],
    ["negative id", raw(["1", -1, 0])],
    ["fractional id", raw(["1", 1.5, 0])],
    ["an id past int4", raw(["1", 2_147_483_648, 0])],
    ["bad direction", raw(["1", 1, 2])],
    ["SQL in the value", raw(["1'; drop table tokens;--", 1, 0])],
    ["object value", raw([{ a: 1 }, 1, 0])],
  ])("refuses %s as invalid (a 422 at the edge) on the cursor field", (_name, cursor) => {
    refusesAsInvalid(cursor, "numeric");
  });

  it.each<[string, unknown, CursorType]>([
    ["a number for a time", 1, "timestamptz"],
    ["a date without a time", "2026-11-01", "timestamptz"],
    ["a month 99", "9999-99-99 00:00:00+00", "timestamptz"],
    ["the 30th of February", "2026-02-30 00:00:00+00", "timestamptz"],
    ["year 0", "0000-01-01 00:00:00+00", "timestamptz"],
    ["a year past PostgreSQL's", "294277-01-01 00:00:00+00", "timestamptz"],
    ["a sign alone", "-", "numeric"],
    ["two signs", "--", "float8"],
    ["a range", "1-2", "numeric"],
    ["an exponent on a decimal", "1e400", "numeric"],
    ["a float past float8", "1e999999", "float8"],
    ["a float below float8", "1e-400", "float8"],
    ["a letter", "E", "float8"],
    ["a time for a number", "2026-11-01 12:00:00+00", "numeric"],
    ["a fraction for an integer", "1.5", "int4"],
    ["an integer past int4", "99999999999", "int4"],
    ["a blank", " ", "int4"],
  ])("refuses %s for a %s column", (_name, value, type) => {
    refusesAsInvalid(raw([value, 1, 0]), type);
  });
});
