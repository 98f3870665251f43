import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

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
