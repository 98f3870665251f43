import { defineConfig } from "vitest/config";

/** Multi-process tests need a shared PostgreSQL and Redis; they run when both are configured. */
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

export default defineConfig({
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: [
      "node_modules/**",
      "build/**",
      "tests/e2e/**",
      ".data/**",
      ...(shared ? [] : ["tests/integration/**"]),
    ],
    environment: "node",
    pool: "forks",
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
