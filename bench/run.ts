/**
 * npm run bench: prints the figures of docs/architecture.md, Performance budgets, as JSON.
 * - firstLoadJs: gzip bytes of home, a list page, a token page, an article, search and the FAQ (as sent).
 * - ssrList: SSR of the 100-row trending list, uncached, against a separate server process on the embedded
 *   database and on PostgreSQL: its HTML size (raw and Brotli), 200 requests one at a time (p50/p95), then 50
 *   connections for 10 s after a 3 s warm-up (autocannon).
 * - pages: home, the list and a token page under 50 connections with the visitors' page cache on and off,
 *   against nginx serving the same bytes (page-cache.ts).
 * - apiTokens: GET /api/tokens p50/p95 per ordering at page 1 and page 500 (50 per page) on a 1,000,000-token
 *   catalogue on PostgreSQL (BENCH_DATABASE_URL, default a `tokenatlas_bench` database on the local server),
 *   with the index each plan uses (EXPLAIN).
 * - realtime: gateway fan-out latency, memory per connection and the CPU time of server and clients, against a
 *   Socket.IO broadcast (realtime-fanout.ts).
 * - marketEngine: trades aggregated per second on one core (market-engine.ts).
 * - candleHistory: a day of 1-minute candles from PostgreSQL (candle-history.ts).
 * - signIn: POST /api/auth/login latency and rate at the chosen argon2id cost (sign-in.ts).
 * - enumeration: median time of registration, password reset and email change requests for an address with an
 *   account against one without (enumeration.ts).
 * - search: GET /api/search p50/p95 per query kind on the 1,000,000-token catalogue plus content (search.ts).
 * - coherence: the demo market's largest asset spread, stablecoin deviation and share of tokens traded in the
 *   last hour, after the engine's start-up replay (market-coherence.ts).
 * - startup: seconds from starting the server on an empty embedded database to serving, to the demo engine
 *   running and to 30 days of daily candles, and the database size (startup.ts).
 * - evmIndexer: swaps ingested per second in a 10,000-swap backfill from a local node, and block-to-browser
 *   latency of new swaps (indexer.ts).
 * - faults: a dropped and a restarted database and a restarted Redis under the site and the demo engine, each on
 *   a server of its own: recovery times, what requests got meanwhile, trades lost (faults.ts).
 * - realtimeFlood: GET /api/tokens p99 on the embedded server, idle and while one client floods /realtime with
 *   10 connections × 20,000 subscribe frames for unknown addresses, and the server's memory (realtime-flood.ts).
 * - communities: community feeds (each order, text, a deep page, isTracked) and a member's notification counts
 *   on 1,000,000 posts over 1,000 communities on PostgreSQL (communities.ts).
 * BENCH_ONLY=part,… runs only some parts: firstload, ssr, pages, api, realtime, engine, candles, signin, search,
 * coherence, startup, indexer, faults, enumeration, flood, communities (all by default).
 */
import { join, resolve } from "node:path";
import { brotliCompressSync } from "node:zlib";
// @ts-expect-error autocannon ships no type declarations
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDb, queryRows } from "../db/client.ts";
import { listTokensSql } from "../domain/catalog/tokens.ts";
import { orderingKeys } from "../lib/orderings.ts";
import { loadConfig } from "../platform/config/env.ts";
import { firstLoadJs } from "../scripts/first-load.ts";
import { seedCatalog } from "../seed/index.ts";
import { addSyntheticTokens } from "../seed/synthetic.ts";
import { buildApp } from "../server/app.ts";
import { startSettledSite } from "../tests/support/site-process.ts";
import { candleHistory } from "./candle-history.ts";
import { communityReads } from "./communities.ts";
import { enumeration } from "./enumeration.ts";
import { dependencyFaults } from "./faults.ts";
import { evmIndexer } from "./indexer.ts";
import { marketCoherence } from "./market-coherence.ts";
import { marketEngine } from "./market-engine.ts";
import { pageCrowds } from "./page-cache.ts";
import { realtimeFanout } from "./realtime-fanout.ts";
import { realtimeFlood } from "./realtime-flood.ts";
import { searchLatency } from "./search.ts";
import { signIn } from "./sign-in.ts";
import { startup } from "./startup.ts";

const root = resolve(import.meta.dirname, "..");
const TARGET_TOKENS = Number(process.env.BENCH_TOKENS ?? 1_000_000);
const log = (msg: string) => process.stderr.write(`${msg}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n: number) => Math.round(n * 100) / 100;

async function ssrList(database: { label: string; url: string }) {
  // Every request renders: this measures the renderer, not the visitors' page cache (see "pages"), once the
  // site's start has settled.
  const { base, child: server } = await startSettledSite({
    DATABASE_URL: database.url,
    PAGE_CACHE_TTL_MS: "0",
  });
  try {
    const url = `${base}/trending-cryptocurrencies`;
    const html = await (await fetch(url)).text();
    const tbody = html.slice(html.indexOf("<tbody"), html.indexOf("</tbody>"));
    const rows = [...tbody.matchAll(/<tr[\s>]/g)].length;
    const options = { url, connections: 50, headers: { "user-agent": "bench" } };
    await autocannon({ ...options, duration: 3 }); // warm-up (JIT, caches), not measured
    // One request at a time: the render's own cost, without queueing behind others.
    const sequential: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await (await fetch(url, { headers: { "user-agent": "bench" } })).arrayBuffer();
      sequential.push(performance.now() - started);
    }
    sequential.sort((a, b) => a - b);
    const result = await autocannon({ ...options, duration: 10 });
    return {
      database: database.label,
      url: "/trending-cryptocurrencies",
      rows,
      htmlBytes: Buffer.byteLength(html),
      htmlBrotliBytes: brotliCompressSync(html).byteLength,
      sequentialMs: { p50: round(percentile(sequential, 50)), p95: round(percentile(sequential, 95)) },
      connections: 50,
      durationS: 10,
      latencyMs: {
        p50: result.latency.p50,
        p95: result.latency.p97_5 === undefined ? null : result.latency.p97_5,
        p99: result.latency.p99,
      },
      requestsPerSec: round(result.requests.average),
      non2xx: result.non2xx,
      errors: result.errors,
      note: "autocannon reports p97.5, not p95; the closest percentile it measures is given under p95",
    };
  } finally {
    server.kill("SIGTERM");
  }
}

async function benchDatabaseUrl(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'tokenatlas_bench'");
  if (exists.rowCount === 0) await admin.query("create database tokenatlas_bench");
  await admin.end();
  return "postgres://postgres@127.0.0.1:5432/tokenatlas_bench";
}

/** The benchmark database with its 1,000,000 tokens (built once, kept between runs); returns the count. */
async function ensureBenchCatalog(db: Awaited<ReturnType<typeof openDb>>["db"]): Promise<number> {
  await seedCatalog(db);
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from tokens`);
  if (n < TARGET_TOKENS) {
    log(`adding ${TARGET_TOKENS - n} synthetic tokens on PostgreSQL…`);
    await addSyntheticTokens(db, TARGET_TOKENS - n, {
      onProgress: (done, count) => log(`  ${done}/${count}`),
    });
  }
  await db.execute(sql`analyze`);
  return n;
}

async function apiTokens() {
  const url = await benchDatabaseUrl();
  const handle = await openDb({ url, poolSize: 4 });
  try {
    const n = await ensureBenchCatalog(handle.db);
    // A read limit no run reaches: the figures include counting each read, never a refusal.
    const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", API_READ_LIMIT: "1000000" });
    const app = await buildApp({ config, db: handle.db, ssr: false });
    await app.ready();
    const limit = 50;
    const results: Record<string, unknown> = {};
    for (const order of orderingKeys) {
      let cursor: string | null = null;
      for (let page = 1; page < 500; page++) {
        const next: string = `/api/tokens?order=${order}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
        const body = (await app.inject(next)).json() as { nextCursor: string | null };
        cursor = body.nextCursor;
        if (!cursor) break;
      }
      const measure = async (c: string | null) => {
        const times: number[] = [];
        for (let i = 0; i < 200; i++) {
          const start = performance.now();
          const res = await app.inject(`/api/tokens?order=${order}&limit=${limit}${c ? `&cursor=${c}` : ""}`);
          times.push(performance.now() - start);
          if (res.statusCode !== 200) throw new Error(`${order}: ${res.statusCode}`);
        }
        times.sort((a, b) => a - b);
        return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
      };
      const plan = await queryRows<{ "QUERY PLAN": string }>(
        handle.db,
        (await import("drizzle-orm"))
          .sql`explain ${listTokensSql({ order, limit, cursor: cursor ?? undefined })}`,
      );
      const planText = plan.map((r) => r["QUERY PLAN"]).join("\n");
      results[order] = {
        page1Ms: await measure(null),
        page500Ms: cursor ? await measure(cursor) : null,
        indexes: [...new Set([...planText.matchAll(/using (\w+)/gi)].map((m) => m[1]))],
        seqScan: /Seq Scan on (tokens|token_stats)/.test(planText),
      };
    }
    await app.close();
    return {
      database: "postgresql",
      tokens: Math.max(n, TARGET_TOKENS),
      limit,
      samples: 200,
      orderings: results,
    };
  } finally {
    await handle.close();
  }
}

const only = process.env.BENCH_ONLY?.split(",")
  .map((part) => part.trim())
  .filter(Boolean);
const wanted = (part: string) => !only?.length || only.includes(part);
/** A part's figures, or its error (the other parts still run). */
const attempt = (run: () => Promise<unknown>) => run().catch((error: unknown) => ({ error: String(error) }));

const figures: Record<string, unknown> = {};
if (wanted("firstload")) {
  figures.firstLoadJs = Object.fromEntries(
    (
      await firstLoadJs(join(root, "build"), ["home", "list-popular", "token", "news-item", "search", "faq"])
    ).map((r) => [r.route, { gzipKB: round(r.gzipBytes / 1024), files: r.files }]),
  );
}
if (wanted("ssr")) {
  log("SSR list page under load, embedded database…");
  figures.ssrList = [await ssrList({ label: "pglite (demo catalogue)", url: "" })];
}
if (wanted("pages")) {
  log("pages under a crowd, with and without the page cache, and nginx…");
  figures.pages = await attempt(() => pageCrowds(log));
}
if (wanted("api")) {
  log("API on the 1,000,000-token catalogue…");
  try {
    figures.apiTokens = await apiTokens();
    if (wanted("ssr")) {
      log("SSR list page under load, PostgreSQL with 1,000,000 tokens…");
      (figures.ssrList as unknown[]).push(
        await ssrList({ label: "postgresql (1,000,000 tokens)", url: await benchDatabaseUrl() }),
      );
    }
  } catch (error) {
    figures.apiTokens = { error: String(error) };
  }
}
if (wanted("startup")) figures.startup = await attempt(startup);
if (wanted("coherence")) figures.coherence = await attempt(marketCoherence);
if (wanted("realtime")) figures.realtime = await attempt(realtimeFanout);
if (wanted("flood")) figures.realtimeFlood = await attempt(realtimeFlood);
if (wanted("engine")) figures.marketEngine = await attempt(marketEngine);
if (wanted("candles")) figures.candleHistory = await attempt(candleHistory);
if (wanted("signin")) figures.signIn = await attempt(signIn);
if (wanted("enumeration")) figures.enumeration = await attempt(enumeration);
if (wanted("indexer")) figures.evmIndexer = await attempt(evmIndexer);
if (wanted("faults")) figures.faults = await attempt(dependencyFaults);
if (wanted("search")) {
  log("search on the 1,000,000-token catalogue plus content…");
  figures.search = await attempt(async () => {
    const url = await benchDatabaseUrl();
    const handle = await openDb({ url, poolSize: 2 });
    await ensureBenchCatalog(handle.db).finally(() => handle.close());
    return searchLatency(url);
  });
}
if (wanted("communities")) {
  log("community feeds and notifications on 1,000,000 posts…");
  figures.communities = await attempt(async () => {
    const url = await benchDatabaseUrl();
    const handle = await openDb({ url, poolSize: 2 });
    await ensureBenchCatalog(handle.db).finally(() => handle.close());
    return communityReads(url);
  });
}
console.log(JSON.stringify(figures, null, 2));
