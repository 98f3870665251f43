import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { encodeSparkline } from "../../lib/sparkline.ts";
import type { DemoModel } from "./demo-model.ts";
import { type ModelledPair, withModelledHistory } from "./history.ts";
import { idList } from "./store.ts";

/** The candles a sparkline is drawn from: four hours each, seven days of them. */
export const SPARK_INTERVAL = 240;
const WEEK_MS = 7 * 86_400_000;

type MainPair = ModelledPair & { tokenId: number; source: string };
type CandleRow = {
  pair_id: number;
  time: Date | string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  trades: number;
};

/**
 * The seven-day sparklines of tokens (docs/product.md, Lists), encoded by `encodeSparkline`: the closes of the
 * four-hour candles of each token's main pair (the pair its price comes from), the stored ones with, for a
 * modelled pair, the demo model's candles in front of them, as the token's chart shows them. A token without a
 * pair or with less than two candles gets "".
 */
export async function weekSparklines(
  db: Db,
  model: DemoModel,
  modelledSources: readonly string[],
  tokenIds: readonly number[],
  now: number,
): Promise<Map<number, string>> {
  const out = new Map<number, string>(tokenIds.map((id) => [id, ""]));
  if (tokenIds.length === 0) return out;
  const pairs = await queryRows<Omit<MainPair, "historyFrom"> & { historyFrom: Date | string | null }>(
    db,
    sql`SELECT DISTINCT ON (p.token_id) p.token_id AS "tokenId", p.id, p.source, p.price_key AS "priceKey",
               p.ref_price AS "refPrice", p.volatility, p.activity, p.liquidity, p.history_from AS "historyFrom"
        FROM pairs p WHERE p.token_id IN ${idList(tokenIds)}
        ORDER BY p.token_id, p.is_main DESC, p.id`,
  );
  if (pairs.length === 0) return out;
  const to = now + SPARK_INTERVAL * 60_000;
  const from = now - WEEK_MS;
  const rows = await queryRows<CandleRow>(
    db,
    sql`SELECT pair_id, time, open::text AS open, high::text AS high, low::text AS low, close::text AS close,
               volume::text AS volume, trades
        FROM candles
        WHERE pair_id IN ${idList(pairs.map((p) => p.id))} AND interval = ${SPARK_INTERVAL}
          AND time >= ${new Date(from).toISOString()}::timestamptz AND time < ${new Date(to).toISOString()}::timestamptz
        ORDER BY pair_id, time`,
  );
  const stored = Map.groupBy(rows, (r) => Number(r.pair_id));
  for (const row of pairs) {
    const pair: MainPair = {
      ...row,
      historyFrom: row.historyFrom === null ? null : new Date(row.historyFrom).getTime(),
    };
    const candles = (stored.get(pair.id) ?? []).map((c) => ({
      ...c,
      time: new Date(c.time).getTime(),
      trades: Number(c.trades),
    }));
    const modelled = pair.priceKey !== null && modelledSources.includes(pair.source);
    const week = modelled
      ? withModelledHistory(candles, model, pair, { interval: SPARK_INTERVAL, from, to })
      : candles;
    out.set(pair.tokenId, encodeSparkline(week.map((c) => Number(c.close))));
  }
  return out;
}
