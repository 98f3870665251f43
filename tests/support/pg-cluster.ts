import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port.ts";

const run = promisify(execFile);

/** The newest PostgreSQL server installed the Debian way (/usr/lib/postgresql/<major>/bin). */
function binDir(): string {
  const root = "/usr/lib/postgresql";
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((major) => existsSync(join(root, major, "bin/initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) throw new Error(`no PostgreSQL server binaries under ${root}`);
  return join(root, majors[0], "bin");
}

export type PgCluster = {
  /** A connection string for the cluster's `postgres` database. */
  url: string;
  port: number;
  /** Starts the stopped cluster again on the same port and data. */
  start(): Promise<void>;
  /** Stops the cluster the way an operator's fast shutdown does: sessions are ended, nothing is lost. */
  stop(): Promise<void>;
  /** Stops the cluster and removes its files. */
  destroy(): Promise<void>;
};

/**
 * A PostgreSQL cluster of its own for a test that stops and restarts the database: a temporary data folder,
 * a free port, trust authentication on 127.0.0.1, no fsync. initdb refuses to run as root, so as root the
 * commands run as the `postgres` system user, who owns the folder.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), "ta-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", join(bin, tool), ...args]) : run(join(bin, tool), args);
  const data = join(dir, "data");
  const port = await freePort();
  await pg("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--no-sync",
    "--no-instructions",
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = async () => {
    await pg("pg_ctl", ["start", "-w", "-D", data, "-l", join(dir, "server.log"), "-o", options]);
  };
  const stop = async () => {
    await pg("pg_ctl", ["stop", "-w", "-m", "fast", "-D", data]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
