import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_TYPES_FILE, apiDocument, apiTypes } from "../../tests/support/api-document.ts";

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; description?: string }[];
  responses: Record<string, { description?: string; content?: Record<string, { example?: unknown }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const run = promisify(execFile);
let document: Document;
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

beforeAll(async () => {
  document = (await apiDocument()) as unknown as Document;
}, 120_000);

describe("the OpenAPI document", () => {
  const dir = mkdtempSync(join(tmpdir(), "openapi-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("passes Redocly's recommended rules with no error", async () => {
    const file = join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(document));
    const cli = join(import.meta.dirname, "../../node_modules/.bin/redocly");
    // The CLI exits non-zero when it finds an error; its JSON report is on stdout either way.
    const { stdout } = await run(cli, ["lint", file, "--format=json"], {
      env: { ...process.env, REDOCLY_TELEMETRY: "off" },
    }).catch((err: { stdout: string }) => err);
    const report = JSON.parse(stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it("names, describes and secures every operation, and describes every parameter and answer", () => {
    const gaps = operations().flatMap(({ name, operation }) => [
      ...(operation.operationId ? [] : [`${name}: no operationId`]),
      ...(operation.summary ? [] : [`${name}: no summary`]),
      ...(operation.description ? [] : [`${name}: no description`]),
      ...(operation.security ? [] : [`${name}: no security requirement`]),
      ...(operation.parameters ?? []).flatMap((p) =>
        p.description ? [] : [`${name}: ${p.in} ${p.name} undescribed`],
      ),
      ...Object.entries(operation.responses).flatMap(([status, answer]) =>
        answer.description && answer.description !== "Default Response"
          ? []
          : [`${name}: ${status} undescribed`],
      ),
      // An answer with a body shows one; `npm run api:examples` records the successes from the tests.
      ...Object.entries(operation.responses).flatMap(([status, answer]) => {
        const body = answer.content?.["application/json"];
        return !body || body.example !== undefined ? [] : [`${name}: ${status} has no example`];
      }),
    ]);
    expect(gaps).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("asks for a session or a token exactly where the handler does", () => {
    const security = (method: string, path: string) => document.paths[path][method].security;
    expect(security("get", "/api/tokens")).toEqual([]);
    expect(security("get", "/api/user/favorite")).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(security("get", "/api/user")).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(security("post", "/api/auth/login")).toEqual([]);
  });

  it("documents the refusals every route can give", () => {
    const search = document.paths["/api/search"].get.responses;
    expect(Object.keys(search)).toEqual(expect.arrayContaining(["200", "400", "422", "503"]));
    const contact = document.paths["/api/contact"].post.responses;
    expect(Object.keys(contact)).toEqual(expect.arrayContaining(["413", "415", "422"]));
  });

  it("is what the browser's API types were generated from", async () => {
    const current = readFileSync(API_TYPES_FILE, "utf8");
    // Out of date: run `npm run api:types` and commit app/runtime/api-types.ts.
    expect(current === (await apiTypes(document as unknown as Record<string, unknown>))).toBe(true);
  }, 60_000);
});
