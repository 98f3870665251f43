import { resolve } from "node:path";
import { z } from "zod";

/** An empty variable counts as unset, so `FOO=` falls back to the default. */
const unsetIfEmpty = (value: unknown) => (value === "" ? undefined : value);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Folder of the embedded database. */
  DATA_DIR: z.string().min(1).default("./.data"),
  /** Public origin used in canonical links, hreflang and sitemaps. */
  PUBLIC_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Pages rendered at once per process; the rest wait in arrival order (fair latency under load). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Folder of the built web app (react-router build). */
  BUILD_DIR: z.string().min(1).default("./build"),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl?: string;
  dbPoolSize: number;
  dataDir: string;
  publicUrl: string;
  logLevel: z.infer<typeof schema>["LOG_LEVEL"];
  buildDir: string;
  renderConcurrency: number;
};

/** Reads the configuration from the environment; every bad variable is named in one clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const v = parsed.data;
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    dbPoolSize: v.DB_POOL_SIZE,
    dataDir: resolve(v.DATA_DIR),
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ""),
    logLevel: v.LOG_LEVEL,
    buildDir: resolve(v.BUILD_DIR),
    renderConcurrency: v.RENDER_CONCURRENCY,
  };
}
