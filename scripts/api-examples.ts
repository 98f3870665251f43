import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_EXAMPLES_FILE, shortExample } from "../server/api/examples.ts";

/**
 * The OpenAPI document's success examples are real answers: the integration tests run with API_EXAMPLES_DIR
 * set, each test app keeps the first conforming answer of every operation and status
 * (tests/support/api-conformance.ts), and this writes them, shortened, to server/api/examples.json.
 */
const dir = mkdtempSync(join(tmpdir(), "api-examples-"));
const run = spawnSync("npx", ["vitest", "run", "server"], {
  stdio: "inherit",
  env: { ...process.env, API_EXAMPLES_DIR: dir },
});
const examples: Record<string, Record<string, unknown>> = {};
for (const file of readdirSync(dir).sort()) {
  const [operationId, status] = file.split(".");
  examples[operationId] ??= {};
  examples[operationId][status] = shortExample(JSON.parse(readFileSync(join(dir, file), "utf8")));
}
rmSync(dir, { recursive: true, force: true });
writeFileSync(API_EXAMPLES_FILE, `${JSON.stringify(examples, null, 2)}\n`);
console.log(`wrote ${Object.keys(examples).length} operations' examples to ${API_EXAMPLES_FILE.pathname}`);
process.exit(run.status ?? 1);
