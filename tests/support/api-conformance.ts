import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv, type ValidateFunction } from "ajv";

/**
 * Checks real answers against the OpenAPI document the app serves, as a client generated from it would: the
 * status must be documented for the operation, and a JSON body must match that answer's schema. Every app a
 * test builds (tests/support/test-app.ts) checks each `/api` answer it gives, so every integration test is
 * also a conformance test of the document.
 */

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

type Route = { method: string; pattern: RegExp; literalSegments: number; path: string; operation: Operation };

const segmentPattern = (segment: string) =>
  /^\{[^}]+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function createConformance(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: false });
  const compiled = new Map<Schema, ValidateFunction>();
  // Literal segments first, so /api/tokens/by-slugs wins over /api/tokens/{slug}.
  const routes: Route[] = Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const segments = path.split("/");
        return {
          method: method.toUpperCase(),
          pattern: new RegExp(`^${segments.map(segmentPattern).join("/")}$`),
          literalSegments: segments.filter((s) => !s.startsWith("{")).length,
          path,
          operation,
        };
      }),
    )
    .sort((a, b) => b.literalSegments - a.literalSegments);

  /** The operation a request reached, if the document has it (none for an address that cannot be decoded). */
  const operationOf = (method: string, url: string): Route | undefined => {
    let path: string;
    try {
      path = decodeURI(url.split("?")[0]);
    } catch {
      return undefined;
    }
    return routes.find((route) => route.method === method && route.pattern.test(path));
  };

  /**
   * What is wrong with an answer, or null when it conforms. Requests the document does not describe (pages,
   * unknown addresses, preflights) are not its business.
   */
  function check(
    method: string,
    url: string,
    status: number,
    contentType: string,
    body: string,
  ): string | null {
    const route = operationOf(method, url);
    if (!route) return null;
    const name = `${method} ${route.path} (${route.operation.operationId ?? "no operationId"})`;
    const answer = route.operation.responses?.[String(status)];
    if (!answer) return `${name}: status ${status} is not documented`;
    const schema = answer.content?.["application/json"]?.schema;
    if (!contentType.startsWith("application/json")) {
      return schema && body !== ""
        ? `${name}: ${status} answered ${contentType || "no type"}, not JSON`
        : null;
    }
    if (!schema) return `${name}: ${status} answered JSON the document does not describe`;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (validate(JSON.parse(body))) return null;
    const [first] = validate.errors ?? [];
    return `${name}: ${status} body does not match the document at ${first?.instancePath || "/"}: ${first?.message}`;
  }

  return { check, operationOf };
}

/**
 * Keeps the first conforming answer of an operation and status as a file in `dir`, for `npm run api:examples`
 * (scripts/api-examples.ts) to turn into the document's examples.
 */
export function keepExample(dir: string, operationId: string | undefined, status: number, body: string) {
  if (!operationId) return;
  try {
    writeFileSync(join(dir, `${operationId}.${status}.json`), body, { flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
}
