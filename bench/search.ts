/**
 * Search latency: GET /api/search (tokens and content, as the header's suggestions and the search page ask)
 * through the app on PostgreSQL with the 1,000,000-token catalogue plus the demo content, per query kind:
 * an exact contract address, symbols, names, words shared by every synthetic token (the worst case), and
 * article words in English and German. p50/p95 over SAMPLES requests each, and p95 over all of them.
 */
import { sql } from "drizzle-orm";
import { openDb, queryRows } from "../db/client.ts";
import { loadConfig } from "../platform/config/env.ts";
import { seedContent } from "../seed/content.ts";
import { buildApp } from "../server/app.ts";

const SAMPLES = 200;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n: number) => Math.round(n * 100) / 100;

export async function searchLatency(url: string) {
  const handle = await openDb({ url, poolSize: 4 });
  // A read limit no run reaches: the figures include counting each read, never a refusal.
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", API_READ_LIMIT: "1000000" });
  const app = await buildApp({ config, db: handle.db, ssr: false });
  try {
    await seedContent(handle.db, { covers: false });
    await handle.db.execute(sql`analyze content_entries`);
    await handle.db.execute(sql`analyze content_versions`);
    await app.ready();
    const [{ address }] = await queryRows<{ address: string }>(
      handle.db,
      sql`select address from tokens where not synthetic order by id limit 1`,
    );
    const [{ n }] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from tokens`);
    const queries: Record<string, { q: string; locale: string }> = {
      address: { q: address, locale: "en" },
      symbol: { q: "usdc", locale: "en" },
      symbolShort: { q: "un", locale: "en" },
      name: { q: "wrapped ether", locale: "en" },
      typo: { q: "chainlnk", locale: "en" },
      everySynthetic: { q: "synthetic token", locale: "en" },
      syntheticNumber: { q: "syn65", locale: "en" },
      articleEn: { q: "seed phrase", locale: "en" },
      articleDe: { q: "stablecoin", locale: "de" },
    };
    const all: number[] = [];
    const perQuery: Record<string, unknown> = {};
    for (const [name, { q, locale }] of Object.entries(queries)) {
      const path = `/api/search?${new URLSearchParams({ q, locale, tokens: "8", perKind: "3" })}`;
      for (let i = 0; i < 10; i++) await app.inject(path); // warm-up
      const times: number[] = [];
      let results = 0;
      for (let i = 0; i < SAMPLES; i++) {
        const start = performance.now();
        const res = await app.inject(path);
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode}`);
        const { data } = res.json() as { data: { tokens: unknown[]; content: unknown[] } };
        results = data.tokens.length + data.content.length;
      }
      all.push(...times);
      times.sort((a, b) => a - b);
      perQuery[name] = {
        q,
        locale,
        results,
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
      };
    }
    all.sort((a, b) => a - b);
    return {
      database: "postgresql",
      tokens: Number(n),
      samplesPerQuery: SAMPLES,
      p95AllMs: round(percentile(all, 95)),
      queries: perQuery,
    };
  } finally {
    await app.close();
    await handle.close();
  }
}
