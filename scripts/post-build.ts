import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import zopfli from "@gfx/zopfli";

/**
 * Precompresses the hashed client assets once at build time (zopfli for gzip, brotli at quality 11), so the
 * server sends the smallest encodings without compressing per request.
 */
const dir = join(resolve(process.env.BUILD_DIR ?? "build"), "client/assets");
const names = readdirSync(dir).filter((name) => /\.(js|css|svg|json)$/.test(name));
await Promise.all(
  names.map(async (name) => {
    const file = join(dir, name);
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, await zopfli.gzipAsync(body, { numiterations: 15 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }),
);
console.log(`precompressed ${names.length} assets`);
