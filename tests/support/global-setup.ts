import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { prepareTestDbTemplates } from "./test-db.ts";

const root = resolve(import.meta.dirname, "../..");

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Page tests render the built app: build it when it is missing or older than its sources. */
export function buildIfStale() {
  const built = join(root, "build/server/index.js");
  const sources = Math.max(...["app", "lib", "locales", "public"].map((d) => newest(join(root, d))));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
}

/** Before the test files: the built app, and the databases each test file copies (tests/support/test-db.ts). */
export default async function setup(project: TestProject) {
  buildIfStale();
  const { templates, remove } = await prepareTestDbTemplates();
  project.provide("testDbTemplates", templates);
  return remove;
}
