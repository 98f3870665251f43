import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { coverageGaps, createCoverageDir } from "./api-coverage.ts";
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

/**
 * Before the test files: the built app, the databases each test file copies (tests/support/test-db.ts) and a
 * place for the test apps to note the API answers they gave. After them, when the run held every test file,
 * the API answers the document promises and no test gave (tests/support/api-coverage.ts) fail the run.
 */
export default async function setup(project: TestProject) {
  buildIfStale();
  const { templates, remove } = await prepareTestDbTemplates();
  project.provide("testDbTemplates", templates);
  const coverage = createCoverageDir();
  project.provide("apiCoverageDir", coverage.dir);
  return async () => {
    await remove();
    try {
      if (await ranEveryFile(project)) checkApiCoverage(coverage.dir);
    } finally {
      coverage.remove();
    }
  };
}

/** Whether this run held every test file there is, rather than some picked by name. */
async function ranEveryFile(project: TestProject): Promise<boolean> {
  const { testFiles } = await project.globTestFiles();
  const ran = new Set(project.vitest.state.getFiles().map((file) => file.filepath));
  return testFiles.every((file) => ran.has(file));
}

function checkApiCoverage(dir: string) {
  const { missing, stale, apps } = coverageGaps(dir);
  const problems = [
    ...missing.map((key) => `${key}: documented, and no test got this answer`),
    ...stale.map((key) => `${key}: listed as untested, yet a test got it or the document no longer has it`),
  ];
  if (problems.length > 0) {
    // Vitest reports an error thrown here but does not count it as a failure of the run.
    process.exitCode = 1;
    throw new Error(
      `API answers against the OpenAPI document, over ${apps} test apps:\n${problems.join("\n")}`,
    );
  }
}
