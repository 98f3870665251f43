import { writeFileSync } from "node:fs";
import { API_TYPES_FILE, apiDocument, apiTypes } from "../tests/support/api-document.ts";

/** Writes the browser's API types from the app's OpenAPI document (tests/support/api-document.ts). */
writeFileSync(API_TYPES_FILE, await apiTypes(await apiDocument()));
console.log(`wrote ${API_TYPES_FILE.pathname}`);
