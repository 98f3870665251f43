import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

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
export default function setup() {
  const built = join(root, "build/server/index.js");
  const sources = Math.max(...["app", "lib", "locales", "public"].map((d) => newest(join(root, d))));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
}
