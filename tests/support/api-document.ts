import openapiTS, { astToString } from "openapi-typescript";
import { createTestApp } from "./test-app.ts";

/** Where the browser's API types live; generated from the document, never edited by hand. */
export const API_TYPES_FILE = new URL("../../app/runtime/api-types.ts", import.meta.url);

const HEADER = [
  "/**",
  " * The API's paths, operations and answers as TypeScript types, generated from the OpenAPI document the server",
  " * serves at /api/docs/openapi.json: `npm run api:types` writes this file, and a test fails when it is out of date",
  " * (docs/architecture.md, Public API). Do not edit.",
  " */",
  "",
].join("\n");

/** The OpenAPI document of a freshly built app. */
export async function apiDocument(): Promise<Record<string, unknown>> {
  const { app, close } = await createTestApp({ ssr: false });
  try {
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await close();
  }
}

/** The browser's API types for a document. */
export async function apiTypes(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
    exportType: true,
  });
  return HEADER + astToString(ast);
}
