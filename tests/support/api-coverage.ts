import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OpenApiDocument } from "./api-conformance.ts";

/**
 * Which documented answers the test suite has actually seen (docs/architecture.md, Public API). Every test app
 * (tests/support/test-app.ts) notes each operation and status it answered in conformance with the document;
 * after a full run the global setup (tests/support/global-setup.ts) fails when an answer the document promises
 * was never given by any test, success or refusal alike, unless it is listed below with the reason.
 */

/** An operation's answer as `operationId status`, e.g. `listTokens 422`. */
export type AnswerKey = `${string} ${number}`;

/** Documented answers no test gives, each with why the suite cannot or need not give it. */
export const UNTESTED_ANSWERS: Record<AnswerKey, string> = {};

declare module "vitest" {
  export interface ProvidedContext {
    apiCoverageDir?: string;
  }
}

/** Every answer the document promises: each operation's statuses. */
export function documentedAnswers(document: OpenApiDocument): AnswerKey[] {
  return Object.values(document.paths).flatMap((methods) =>
    Object.values(methods).flatMap((operation) =>
      Object.keys(operation.responses ?? {}).map(
        (status): AnswerKey => `${operation.operationId ?? "?"} ${Number(status)}`,
      ),
    ),
  );
}

/** A place for the test files of one run to leave what their apps answered. */
export function createCoverageDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "api-coverage-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Leaves one app's documented and given answers in `dir`. */
export function recordCoverage(dir: string, documented: AnswerKey[], given: Iterable<AnswerKey>) {
  const name = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
  writeFileSync(join(dir, name), JSON.stringify({ documented, given: [...given] }));
}

/**
 * The answers some app documented and no app gave, less the listed exceptions; and the listed exceptions that
 * some app gave after all or that no app documents any more, so the list cannot outlive its reasons.
 */
export function coverageGaps(dir: string): { missing: AnswerKey[]; stale: AnswerKey[]; apps: number } {
  const documented = new Set<AnswerKey>();
  const given = new Set<AnswerKey>();
  const files = readdirSync(dir).filter((file) => file.endsWith(".json"));
  for (const file of files) {
    const record = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
      documented: AnswerKey[];
      given: AnswerKey[];
    };
    for (const key of record.documented) documented.add(key);
    for (const key of record.given) given.add(key);
  }
  const listed = (key: AnswerKey) => Object.hasOwn(UNTESTED_ANSWERS, key);
  return {
    missing: [...documented].filter((key) => !given.has(key) && !listed(key)).sort(),
    stale: (Object.keys(UNTESTED_ANSWERS) as AnswerKey[])
      .filter((key) => given.has(key) || !documented.has(key))
      .sort(),
    apps: files.length,
  };
}
