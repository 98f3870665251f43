/**
 * node seed/cli.ts [--tokens N]
 * Opens PostgreSQL from DATABASE_URL, else the embedded PGlite folder DATA_DIR (default ./.data), seeds the
 * demo catalogue unless it is there, then adds N synthetic tokens when asked. Prints a JSON report.
 */
import { parseArgs } from "node:util";
import { openDb } from "../db/client.ts";
import { seedCatalog } from "./index.ts";
import { addSyntheticTokens } from "./synthetic.ts";

const { values } = parseArgs({ options: { tokens: { type: "string" } } });
const tokens = values.tokens === undefined ? 0 : Number(values.tokens);
if (!Number.isSafeInteger(tokens) || tokens < 0) {
  console.error(`--tokens must be a non-negative integer, got "${values.tokens}"`);
  process.exit(2);
}

const url = process.env.DATABASE_URL;
const handle = url ? await openDb({ url }) : await openDb({ dataDir: process.env.DATA_DIR ?? "./.data" });
try {
  const seed = await seedCatalog(handle.db);
  const synthetic =
    tokens > 0
      ? await addSyntheticTokens(handle.db, tokens, {
          onProgress: (done, count) => console.error(`synthetic tokens: ${done}/${count}`),
        })
      : null;
  console.log(JSON.stringify({ database: handle.kind, seed, synthetic }, null, 2));
} finally {
  await handle.close();
}
