import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import zopfli from "@gfx/zopfli";
import { build } from "rolldown";
import { SERVICE_WORKER_FILE, SHARED_WORKER_FILE } from "../app/runtime/realtime/worker/script-names.ts";

const client = join(resolve(process.env.BUILD_DIR ?? "build"), "client");
const assets = join(client, "assets");

/**
 * The realtime worker scripts live at fixed root URLs (docs/architecture.md, Browser side), so they are bundled from their TypeScript
 * sources into plain minified scripts beside the hashed assets rather than by the app's Vite build.
 */
const workers = [
  { source: "shared-worker.ts", file: SHARED_WORKER_FILE },
  { source: "service-worker.ts", file: SERVICE_WORKER_FILE },
];
const workerSources = resolve(import.meta.dirname, "../app/runtime/realtime/worker");
await build(
  workers.map(({ source, file }) => ({
    input: join(workerSources, source),
    platform: "browser" as const,
    logLevel: "warn" as const,
    output: { file: join(client, file), format: "iife" as const, minify: true },
  })),
);
console.log(`bundled ${workers.map((w) => w.file).join(", ")}`);

/**
 * Precompresses the hashed client assets and the worker scripts once at build time (zopfli for gzip, brotli
 * at quality 11), so the server sends the smallest encodings without compressing per request.
 */
const files = [
  ...readdirSync(assets)
    .filter((name) => /\.(js|css|svg|json)$/.test(name))
    .map((name) => join(assets, name)),
  ...workers.map(({ file }) => join(client, file)),
];
await Promise.all(
  files.map(async (file) => {
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, await zopfli.gzipAsync(body, { numiterations: 15 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }),
);
console.log(`precompressed ${files.length} files`);
