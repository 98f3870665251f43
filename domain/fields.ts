import type { z } from "zod";
import { type FieldErrors, Invalid } from "./errors.ts";

/** A zod failure as per-field codes the editor's language turns into sentences. */
export function fieldErrors(error: z.ZodError, prefix = ""): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = prefix + (issue.path.join(".") || "form");
    if (fields[key]) continue;
    const short = issue.code === "too_small" && (issue.origin === "string" || issue.origin === "array");
    const code =
      issue.code === "too_big"
        ? "too_long"
        : short
          ? Number(issue.minimum) > 1 && issue.input !== ""
            ? "too_short"
            : "required"
          : issue.code === "invalid_type" && issue.input === undefined
            ? "required"
            : issue.code === "custom"
              ? issue.message
              : "invalid";
    fields[key] = code;
  }
  return fields;
}

export function parse<T>(schema: z.ZodType<T>, input: unknown, prefix = ""): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new Invalid(fieldErrors(result.error, prefix));
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
