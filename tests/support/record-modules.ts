/**
 * Preloaded with `node --import`: appends the URL of every module the process loads to the file named by
 * RECORD_MODULES, one a line, so a test can tell what a process took in.
 */
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

const file = process.env.RECORD_MODULES;
if (file) {
  registerHooks({
    load(url, context, nextLoad) {
      appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
