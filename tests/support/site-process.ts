import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "./free-port.ts";

const root = resolve(import.meta.dirname, "../..");

/**
 * The built site as a program of its own on 127.0.0.1:`port`: the embedded database in a fresh temporary folder,
 * the in-process bus, warnings only; `env` overrides any of it. Its errors go to this process's stderr.
 */
export function startSite(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [join(root, "server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "tokenatlas-site-")),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Resolves once `url` answers 2xx (tried every half second for two minutes). */
export async function waitForOk(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} never answered`);
}

/** How long a started site is left alone before it is measured: its market engine rebuilds its history first. */
const SETTLE_MS = 20_000;

/**
 * The site started on a free port, serving and settled: the demo engine's warm-up (a shorter rebuilt history, as
 * the Lighthouse run uses) is over before anything is measured on it.
 */
export async function startSettledSite(
  env: Record<string, string> = {},
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = startSite(port, { MARKET_HISTORY_HOURS: "2", ...env });
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/trending-cryptocurrencies`);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return { base, child };
}
