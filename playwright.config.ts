import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = join(tmpdir(), `tokenatlas-e2e-${process.pid}`);

/** Browser tests drive Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: "tests/e2e",
  // One file at a time: on two cores a second worker starved the test that starts its own server (its start
  // took over 30 s) and raced page hydration; the tests themselves keep apart (own accounts, own cookies).
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node server/main.ts",
    url: `http://127.0.0.1:${port}/builds/latest.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      // Not production: the tests read their codes at /dev/mailbox, which production never serves.
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      // The address the browser uses is the site's public one: the API's absolute logo URLs point at it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      // A shorter rebuilt history keeps the engine's start light while the browser tests run.
      MARKET_HISTORY_HOURS: "2",
      // The community tests' members sign up from addresses of their own (X-Forwarded-For from this machine), as
      // people do, so the per-address registration limit keeps counting only the tests that sign up in the page.
      TRUST_PROXY: "loopback",
      // The desk's browser tests sign up with these addresses and are admins by them.
      ADMIN_EMAILS:
        "desk-admin@e2e.example,redirects-admin@e2e.example,moderation-admin@e2e.example,publishing-admin@e2e.example",
      // Every test's browser reads from 127.0.0.1, logos and all: no read limit (its own tests set theirs).
      API_READ_LIMIT: "0",
      API_READ_LIMIT_TOKEN: "0",
    },
  },
});
