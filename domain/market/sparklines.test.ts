import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, queryRows } from "../../db/client.ts";
import { encodeSparkline } from "../../lib/sparkline.ts";
import { createTestDb } from "../../tests/support/test-db.ts";
import { createDemoModel } from "./demo-model.ts";
import { createMarket } from "./index.ts";
import { SPARK_INTERVAL, weekSparklines } from "./sparklines.ts";
import { type CandleRecord, writeCandles } from "./store.ts";

const SEED = 20261122;
const HOUR = 3_600_000;
const NOW = Date.parse("2026-11-20T10:30:00Z");
const model = createDemoModel(SEED);

let handle: DbHandle;
type Pair = { id: number; token_id: number; chain_id: number; address: string };
let pairs: Pair[];

const candle = (pairId: number, time: number, close: string): CandleRecord => ({
  pair_id: pairId,
  interval: SPARK_INTERVAL,
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: "100.00",
  trades: 1,
  first_at: time,
  last_at: time,
});

beforeAll(async () => {
  handle = await createTestDb("catalogue");
  pairs = await queryRows<Pair>(
    handle.db,
    sql`SELECT DISTINCT ON (token_id) id, token_id, chain_id, address FROM pairs
        WHERE price_key IS NOT NULL ORDER BY token_id, is_main DESC, id LIMIT 2`,
  );
});

afterAll(async () => {
  await handle.close();
});

describe("weekSparklines", () => {
  it("draws a pair without a model from its stored four-hour closes of the week", async () => {
    const [pair] = pairs;
    const at = (hoursAgo: number) => Math.floor((NOW - hoursAgo * HOUR) / (4 * HOUR)) * 4 * HOUR;
    await writeCandles(
      handle.db,
      [
        candle(pair.id, at(8 * 24), "9"),
        candle(pair.id, at(8), "1"),
        candle(pair.id, at(4), "2"),
        candle(pair.id, at(0), "3"),
      ],
      "replace",
    );
    const lines = await weekSparklines(handle.db, model, [], [pair.token_id], NOW);
    // The candle of eight days ago is outside the week.
    expect(lines.get(pair.token_id)).toBe("nc0");
  });

  it("draws a modelled pair as its chart shows it: the model's candles before the stored history", async () => {
    const [, pair] = pairs;
    const historyFrom = NOW - 20 * HOUR;
    await handle.db.execute(
      sql`UPDATE pairs SET history_from = ${new Date(historyFrom).toISOString()}::timestamptz WHERE id = ${pair.id}`,
    );
    const bucket = Math.floor(NOW / (4 * HOUR)) * 4 * HOUR;
    await writeCandles(
      handle.db,
      [candle(pair.id, bucket - 4 * HOUR, "0.5"), candle(pair.id, bucket, "0.000000000001")],
      "replace",
    );
    const market = createMarket(handle.db, async () => undefined, {
      demoSeed: SEED,
      modelledSources: ["demo"],
    });
    const chart = await market.candles({
      chainId: pair.chain_id,
      address: pair.address,
      interval: SPARK_INTERVAL,
      direction: "base",
      from: NOW - 7 * 24 * HOUR,
      to: NOW + 4 * HOUR,
      limit: 100,
    });
    expect(chart.length).toBeGreaterThan(20);
    const lines = await weekSparklines(handle.db, model, ["demo"], [pair.token_id], NOW);
    expect(lines.get(pair.token_id)).toBe(encodeSparkline(chart.map((c) => Number(c.close))));
    expect(lines.get(pair.token_id)?.at(-1)).toBe("n");
  });

  it("gives a token without a pair or history no line", async () => {
    const lines = await weekSparklines(handle.db, model, ["demo"], [999_999], NOW);
    expect([...lines]).toEqual([[999_999, ""]]);
  });
});
