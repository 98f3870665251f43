/**
 * The coherence report of the demo market (docs/market-simulation.md): on a fresh in-memory catalogue, the demo
 * engine replays its day as at start, writes its figures, and the report reads them back as a visitor would see
 * them: the largest price spread across the deployments of one asset, the largest stablecoin deviation from its
 * USD peg, and the share of listed tokens with a trade in the last hour (and in 24 hours).
 */
import { sql } from "drizzle-orm";
import { openDb, queryRows } from "../db/client.ts";
import { DEMO_DEFAULTS } from "../domain/market/demo-model.ts";
import { createEngine } from "../market/engine.ts";
import { createDemoProvider } from "../market/providers/demo.ts";
import { seedCatalog } from "../seed/index.ts";
import { round } from "./stats.ts";

const HOUR = 3_600_000;

export async function marketCoherence() {
  const handle = await openDb({});
  try {
    await seedCatalog(handle.db);
    const engine = createEngine({
      db: handle.db,
      provider: createDemoProvider({ seed: DEMO_DEFAULTS.seed }),
      publish: async () => {},
    });
    await engine.start();
    await engine.stop();
    const at = Date.now();
    const lastHour = new Set<number>();
    for (const state of engine.states.values()) {
      const newest = state.recent[0];
      if (newest && newest.time >= at - HOUR && state.pair.tokenId !== null) lastHour.add(state.pair.tokenId);
    }
    const [spread] = await queryRows<{ asset: string; spread: number }>(
      handle.db,
      sql`SELECT a.slug AS asset, (max(s.price) / min(s.price) - 1)::float8 * 100 AS spread
          FROM assets a JOIN tokens t ON t.asset_id = a.id JOIN token_stats s ON s.token_id = t.id
          GROUP BY a.slug HAVING count(*) > 1 ORDER BY 2 DESC LIMIT 1`,
    );
    const [peg] = await queryRows<{ token: string; deviation: number }>(
      handle.db,
      sql`SELECT t.slug AS token, (abs(s.price - 1))::float8 * 100 AS deviation
          FROM assets a JOIN tokens t ON t.asset_id = a.id JOIN token_stats s ON s.token_id = t.id
          WHERE a.peg = 'USD' ORDER BY 2 DESC LIMIT 1`,
    );
    const [counts] = await queryRows<{ listed: number; traded24h: number }>(
      handle.db,
      sql`SELECT count(*)::int AS listed, count(*) FILTER (WHERE s.trades_24h > 0)::int AS "traded24h"
          FROM tokens t JOIN token_stats s ON s.token_id = t.id WHERE NOT t.synthetic`,
    );
    return {
      pairs: engine.states.size,
      warmupMs: engine.counters.warmupMs,
      largestAssetSpreadPct: { asset: spread.asset, value: round(spread.spread) },
      largestStablecoinDeviationPct: { token: peg.token, value: round(peg.deviation) },
      tradedLastHourPct: round((lastHour.size / counts.listed) * 100),
      traded24hPct: round((counts.traded24h / counts.listed) * 100),
      goals: { assetSpreadPct: 1, stablecoinDeviationPct: 0.5 },
    };
  } finally {
    await handle.close();
  }
}
