import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Invalid } from "./errors.ts";
import { fieldCollector, parse } from "./fields.ts";

const schema = z.object({
  name: z.string().trim().min(1).max(5),
  message: z.string().trim().min(10),
  kind: z.enum(["a", "b"]),
  age: z.number().int().positive(),
  tags: z.array(z.string()).min(1),
  end: z.string().refine((v) => v === "ok", "after_start"),
});

function refusal(input: unknown): Record<string, string> | undefined {
  try {
    parse(schema, input);
  } catch (error) {
    if (error instanceof Invalid) return error.fields;
    throw error;
  }
  return undefined;
}

describe("parse", () => {
  it("names every failed field with its code", () => {
    expect(refusal({ name: "toolong", message: "short", kind: "c", age: -1, tags: [], end: "no" })).toEqual({
      name: "too_long",
      message: "too_short",
      kind: "invalid",
      age: "invalid",
      tags: "required",
      end: "after_start",
    });
  });

  it("calls an empty or missing field required, whatever its minimum", () => {
    expect(refusal({ name: "  ", message: "", end: "ok", tags: ["x"], kind: "a", age: 1 })).toEqual({
      name: "required",
      message: "required",
    });
    expect(refusal({ end: "ok" })).toEqual({
      name: "required",
      message: "required",
      kind: "required",
      age: "required",
      tags: "required",
    });
  });

  it("prefixes nested fields and returns the parsed value when all is well", () => {
    expect(() => parse(z.object({ x: z.string() }), {}, "facts.")).toThrow(Invalid);
    expect(
      parse(schema, { name: " Ada ", message: "long enough text", kind: "a", age: 3, tags: ["t"], end: "ok" })
        .name,
    ).toBe("Ada");
  });
});

describe("fieldCollector", () => {
  it("gathers the refusals of several checks into one", () => {
    const form = fieldCollector();
    form.check(() => parse(z.object({ a: z.string() }), {}));
    form.check(() => parse(z.object({ b: z.string() }), { b: 1 }, "x."));
    form.fail("c", "too_short");
    expect(() => form.done()).toThrow(
      expect.objectContaining({ fields: { a: "required", "x.b": "invalid", c: "too_short" } }),
    );
  });
});
