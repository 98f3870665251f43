import { resolve } from "node:path";
import { firstLoadJs } from "./first-load.ts";

/** CI size budget (docs/architecture.md, Performance budgets): first-load JavaScript of home, a list page, a token page, an article, search and the FAQ ≤ 120 KB gzip. */
const BUDGET = 120 * 1024;
const results = await firstLoadJs(resolve("build"), [
  "home",
  "list-popular",
  "token",
  "news-item",
  "search",
  "faq",
]);
let failed = false;
for (const r of results) {
  const ok = r.gzipBytes <= BUDGET;
  failed ||= !ok;
  console.log(
    `${ok ? "ok  " : "FAIL"} ${r.route.padEnd(14)} ${(r.gzipBytes / 1024).toFixed(1)} KB gzip in ${r.files} files`,
  );
}
if (failed) {
  console.error(`First-load JavaScript over the ${BUDGET / 1024} KB budget`);
  process.exit(1);
}
