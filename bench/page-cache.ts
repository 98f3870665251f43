/**
 * Pages under a crowd: home, the 100-row trending list and a token page, 50 connections for 10 s after a 3 s
 * warm-up (autocannon), from one server process with the visitors' page cache on (as shipped) and one with it
 * off, against nginx serving the same bytes from disk in the same run (when /usr/sbin/nginx exists). Each runs
 * alone, after its start has settled, so no measurement shares the machine with another server.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error autocannon ships no type declarations
import autocannon from "autocannon";
import { freePort } from "../tests/support/free-port.ts";
import { startSettledSite, waitForOk } from "../tests/support/site-process.ts";
import { round } from "./stats.ts";

const NGINX = process.env.BENCH_NGINX ?? "/usr/sbin/nginx";

type Crowd = { requestsPerSec: number; p50: number; p99: number; non2xx: number; errors: number };

async function crowd(url: string): Promise<Crowd> {
  const options = { url, connections: 50, headers: { "user-agent": "Mozilla/5.0 bench" } };
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: 10 });
  return {
    requestsPerSec: round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** nginx serving the given pages' bytes from a folder, one worker (as the site's one process). */
async function startNginx(pages: Map<string, Buffer>, port: number): Promise<ChildProcess> {
  const dir = mkdtempSync(join(tmpdir(), "ta-bench-nginx-"));
  // nginx's workers drop to an unprivileged user when started as root: they must be able to read the pages.
  chmodSync(dir, 0o755);
  for (const [path, body] of pages) {
    mkdirSync(join(dir, "www", path), { recursive: true });
    writeFileSync(join(dir, "www", path, "index.html"), body);
  }
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; default_type text/html;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${port}; root ${dir}/www; location / { try_files $uri/index.html =404; } } }`,
  );
  mkdirSync(join(dir, "tmp"));
  const child = spawn(NGINX, ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  await waitForOk(`http://127.0.0.1:${port}/`);
  return child;
}

/** Stops a child process and waits until it has exited. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

export async function pageCrowds(log: (msg: string) => void) {
  const children: ChildProcess[] = [];
  try {
    // One site at a time: the one with the page cache (as shipped), nginx on its bytes, then one without it.
    const cached = await startSettledSite({});
    children.push(cached.child);
    const listHtml = await (await fetch(`${cached.base}/trending-cryptocurrencies`)).text();
    const token = /href="(\/token\/[^"?#]+)"/.exec(listHtml)?.[1] ?? "/token";
    const paths = ["/", "/trending-cryptocurrencies", token];
    const bytes = new Map<string, Buffer>();
    for (const path of paths) {
      bytes.set(path, Buffer.from(await (await fetch(`${cached.base}${path}`)).arrayBuffer()));
    }
    const withCache = new Map<string, Crowd>();
    for (const path of paths) {
      log(`pages: ${path} (page cache)`);
      withCache.set(path, await crowd(`${cached.base}${path}`));
    }
    await stop(cached.child);

    const nginxPort = await freePort();
    const nginx = await startNginx(bytes, nginxPort).catch((error: unknown) => {
      log(`nginx not measured: ${String(error)}`);
      return undefined;
    });
    const reference = new Map<string, Crowd>();
    if (nginx) {
      children.push(nginx);
      for (const path of paths) {
        log(`pages: ${path} (nginx)`);
        reference.set(path, await crowd(`http://127.0.0.1:${nginxPort}${path}`));
      }
      await stop(nginx);
    }

    const uncached = await startSettledSite({ PAGE_CACHE_TTL_MS: "0" });
    children.push(uncached.child);
    const withoutCache = new Map<string, Crowd>();
    for (const path of paths) {
      log(`pages: ${path} (no page cache)`);
      withoutCache.set(path, await crowd(`${uncached.base}${path}`));
    }

    const rows = paths.map((path) => {
      const cachedCrowd = withCache.get(path) as Crowd;
      const nginxCrowd = reference.get(path);
      return {
        path,
        htmlBytes: bytes.get(path)?.byteLength,
        cached: cachedCrowd,
        uncached: withoutCache.get(path) ?? null,
        nginx: nginxCrowd ?? null,
        cachedShareOfNginx: nginxCrowd ? round(cachedCrowd.requestsPerSec / nginxCrowd.requestsPerSec) : null,
      };
    });
    return { connections: 50, durationS: 10, pages: rows };
  } finally {
    for (const child of children) child.kill("SIGTERM");
  }
}
