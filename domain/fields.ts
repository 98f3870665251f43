import type { z } from "zod";
import { type FieldErrors, Invalid } from "./errors.ts";

/** The value at a path of the input, as sent. */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let node = input;
  for (const key of path)
    node =
      node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  return node;
}

/**
 * A zod failure as per-field codes a form turns into sentences in the reader's language: `required` for an
 * empty or missing field, `too_short`/`too_long`, the message of a custom check, else `invalid`.
 */
export function fieldErrors(error: z.ZodError, prefix = "", input?: unknown): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const sent = valueAt(input, issue.path);
    const empty = sent === undefined || sent === null || (typeof sent === "string" && sent.trim() === "");
    const key = prefix + (issue.path.join(".") || "form");
    if (fields[key]) continue;
    const short = issue.code === "too_small" && (issue.origin === "string" || issue.origin === "array");
    const code =
      issue.code === "too_big"
        ? "too_long"
        : short || (issue.code === "invalid_type" && empty)
          ? empty || Number((issue as { minimum?: unknown }).minimum) <= 1
            ? "required"
            : "too_short"
          : issue.code === "custom"
            ? issue.message
            : empty
              ? "required"
              : "invalid";
    fields[key] = code;
  }
  return fields;
}

export function parse<T>(schema: z.ZodType<T>, input: unknown, prefix = ""): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new Invalid(fieldErrors(result.error, prefix, input));
  return result.data;
}

/** Runs every check of a form and gathers the failed fields, so one refusal names them all. */
export function fieldCollector() {
  const fields: FieldErrors = {};
  return {
    check<R>(run: () => R): R | undefined {
      try {
        return run();
      } catch (error) {
        if (!(error instanceof Invalid) || !error.fields) throw error;
        Object.assign(fields, error.fields);
        return undefined;
      }
    },
    fail(field: string, code: string) {
      fields[field] = code;
    },
    /** Throws the gathered refusal, if any. */
    done() {
      if (Object.keys(fields).length > 0) throw new Invalid(fields);
    },
  };
}
