import { describe, expect, it } from "vitest";
import { DomainError } from "../errors.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";

describe("keyset cursors", () => {
  it("round-trip the sort value, the id and the direction", () => {
    for (const cursor of [
      { value: "123.456", id: 7, before: false },
      { value: "2026-11-01 12:00:00+00", id: 1_000_000, before: true },
      { value: -3.5, id: 0, before: false },
    ]) {
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
  });

  it.each([
    ["not base64url", "%%%"],
    ["not JSON", Buffer.from("hello").toString("base64url")],
    ["wrong arity", Buffer.from("[1,2]").toString("base64url")],
    ["negative id", Buffer.from('["1",-1,0]').toString("base64url")],
    ["fractional id", Buffer.from('["1",1.5,0]').toString("base64url")],
    ["bad direction", Buffer.from('["1",1,2]').toString("base64url")],
    ["SQL in the value", Buffer.from(`["1'; drop table tokens;--",1,0]`).toString("base64url")],
    ["object value", Buffer.from('[{"a":1},1,0]').toString("base64url")],
  ])("refuses %s as invalid (a 422 at the edge) on the cursor field", (_name, raw) => {
    try {
      decodeCursor(raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).kind).toBe("invalid");
      expect((error as DomainError).fields).toEqual({ cursor: "Malformed cursor" });
    }
  });
});
