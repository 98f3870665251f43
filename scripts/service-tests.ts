/**
 * Runs the test files whose run depends on DATABASE_URL or REDIS_URL, with the arguments given (e.g. a
 * reporter): .ci/run runs the whole suite on embedded PGlite, then only these on PostgreSQL and Redis. A test
 * file is one of them when it, or anything it imports from the repository, reads either variable
 * (tests/support/test-db.ts opens every test database there) or the configuration from the environment;
 * the integration tests need both services. Found from the imports on each run, so a new database test
 * needs no list to be kept.
 */
import { spawnSync } from "node:child_process";
import { existsSync, globSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const readsServices = /process\.env\.(DATABASE_URL|REDIS_URL)\b|loadConfig\(\)/;
const relativeImport = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

const verdicts = new Map<string, boolean>();

/** Whether `file` or a module it imports, directly or not, reads the services' variables. */
function dependsOnServices(file: string): boolean {
  const known = verdicts.get(file);
  if (known !== undefined) return known;
  // Assumed no while in progress, so an import cycle ends; a yes found further along still counts.
  verdicts.set(file, false);
  const source = readFileSync(file, "utf8");
  const imported = [...source.matchAll(relativeImport)]
    .map((match) => resolve(dirname(file), match[1]))
    .filter((path) => existsSync(path));
  const verdict = readsServices.test(source) || imported.some(dependsOnServices);
  verdicts.set(file, verdict);
  return verdict;
}

const testFiles = globSync("**/*.test.{ts,tsx}", {
  cwd: root,
  exclude: (path) => ["node_modules", "build", ".data", "e2e"].includes(path),
});
const selected = testFiles
  .filter((path) => path.startsWith("tests/integration/") || dependsOnServices(join(root, path)))
  .sort();
console.info(`${selected.length} of ${testFiles.length} test files use the database or Redis`);

const vitest = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2), ...selected], {
  cwd: root,
  stdio: "inherit",
});
process.exit(vitest.status ?? 1);
