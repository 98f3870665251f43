import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { insertTrades, writeCandles } from "../../../domain/market/store.ts";
import type {
  PairInfoPayload,
  PriceChangePayload,
  TradeStatisticPayload,
} from "../../../lib/realtime/payloads.ts";
import { endpointOf } from "../../../lib/realtime/protocol.ts";
import { createMemoryBus } from "../../../platform/bus/index.ts";
import { setupTestApp } from "../../../tests/support/test-app.ts";

const bus = createMemoryBus();
const { app, db } = setupTestApp({ ssr: false, bus });
const MINUTE = 60_000;
const T = Date.UTC(2026, 10, 20, 12, 0, 0);
let pair: { id: number; address: string; chainId: number };
let base: string;

const candle = (minutes: number, close: string) => ({
  pair_id: pair.id,
  interval: 15,
  time: T + minutes * MINUTE,
  open: "2",
  high: "4",
  low: "1",
  close,
  volume: "100.5",
  trades: 3,
  first_at: T + minutes * MINUTE,
  last_at: T + minutes * MINUTE + 1000,
});

beforeAll(async () => {
  [pair] = await queryRows<typeof pair>(
    db(),
    sql`SELECT id, address, chain_id AS "chainId" FROM pairs ORDER BY id LIMIT 1`,
  );
  base = `/api/pairs/${pair.chainId}/${pair.address}`;
  await writeCandles(db(), [candle(0, "3"), candle(15, "2.5"), candle(30, "1.25")], "replace");
  await insertTrades(
    db(),
    [1, 2, 3].map((n) => ({
      pair_id: pair.id,
      seq: (T + n * 1000) * 100,
      time: T + n * 1000,
      side: n % 2 ? ("buy" as const) : ("sell" as const),
      price: String(n),
      amount: "10",
      value: String(10 * n),
      trader: "0xabc",
      tx_hash: `0x${n}`,
      trade_id: null,
    })),
  );
});

const get = (url: string) => app().inject({ method: "GET", url });

describe("GET /api/pairs/:chainId/:address/candles", () => {
  it("returns stored candles in a range, oldest first, as decimal strings", async () => {
    const res = await get(`${base}/candles?interval=15&from=${T}&to=${T + 45 * MINUTE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { time: T, open: "2", high: "4", low: "1", close: "3", volume: "100.5", trades: 3 },
      { time: T + 15 * MINUTE, open: "2", high: "4", low: "1", close: "2.5", volume: "100.5", trades: 3 },
      { time: T + 30 * MINUTE, open: "2", high: "4", low: "1", close: "1.25", volume: "100.5", trades: 3 },
    ]);
  });

  it("keeps the newest `limit` candles and excludes `to`", async () => {
    const res = await get(`${base}/candles?interval=15&from=${T}&to=${T + 30 * MINUTE}&limit=1`);
    expect(res.json().data.map((c: { time: number }) => c.time)).toEqual([T + 15 * MINUTE]);
  });

  it("inverts prices in the quote direction (high and low swap)", async () => {
    const res = await get(`${base}/candles?interval=15&direction=quote&from=${T}&to=${T + MINUTE}`);
    expect(res.json().data).toEqual([
      { time: T, open: "0.5", high: "1", low: "0.25", close: "0.33333333", volume: "100.5", trades: 3 },
    ]);
  });

  it("finds the pair whatever the case of the address", async () => {
    const res = await get(
      `/api/pairs/${pair.chainId}/${pair.address.toUpperCase().replace("0X", "0x")}/candles?from=${T}&to=${T + MINUTE}`,
    );
    expect(res.json().data).toHaveLength(1);
  });

  it.each([
    ["interval=2", "interval"],
    ["direction=up", "direction"],
    [`from=${T + MINUTE}&to=${T}`, "from"],
    ["limit=0", "limit"],
    ["limit=5000", "limit"],
    ["from=yesterday", "from"],
  ])("refuses %s with 422 naming the field", async (query, field) => {
    const res = await get(`${base}/candles?${query}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
  });

  it("refuses a malformed address or chain id with 422 and an unknown pair with 404", async () => {
    expect((await get(`/api/pairs/${pair.chainId}/0x12/candles`)).statusCode).toBe(422);
    expect((await get(`/api/pairs/-1/${pair.address}/candles`)).statusCode).toBe(422);
    const missing = await get(`/api/pairs/${pair.chainId}/0x${"ab".repeat(20)}/candles`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe("not_found");
  });
});

describe("GET /api/pairs/:chainId/:address/trades", () => {
  it("returns the newest trades first and pages back with `before`", async () => {
    const first = (await get(`${base}/trades?limit=2`)).json().data;
    expect(first.map((t: { price: string }) => t.price)).toEqual(["3", "2"]);
    expect(first[0]).toEqual({
      id: `${pair.id}-${(T + 3000) * 100}`,
      time: T + 3000,
      side: "buy",
      price: "3",
      amount: "10",
      value: "30",
      trader: "0xabc",
      txHash: "0x3",
      tradeId: null,
    });
    const before = first[1].id.split("-")[1];
    const older = (await get(`${base}/trades?before=${before}`)).json().data;
    expect(older.map((t: { price: string }) => t.price)).toEqual(["1"]);
  });

  it("refuses a bad limit", async () => {
    expect((await get(`${base}/trades?limit=1000`)).statusCode).toBe(422);
  });
});

describe("GET /api/pairs/:chainId/:address/stats", () => {
  it("is empty before the engine published, then shows the latest snapshots", async () => {
    expect((await get(`${base}/stats`)).json().data).toEqual({
      info: null,
      priceChange: [],
      tradeStatistic: [],
    });
    const at = { address: pair.address, chainId: pair.chainId };
    const info: PairInfoPayload = {
      price: "2",
      liquidity: "1000.00",
      reserveBase: "250",
      reserveQuote: "500.00",
      fdv: "2000000.00",
      marketCap: "1500000.00",
      baseSymbol: "ABC",
      quoteSymbol: "USD",
      dex: "Demo DEX",
      source: "demo",
      updatedAt: new Date(T).toISOString(),
    };
    const change: PriceChangePayload = { interval: 60, open: "1.97", price: "2", change: 1.52 };
    await bus.publish([
      { endpoint: endpointOf({ topic: "PAIR_INFO", ...at }), seq: 1, update: info, snapshot: info },
      {
        endpoint: endpointOf({ topic: "PRICE_CHANGE", ...at, interval: 60 }),
        seq: 1,
        update: change,
        snapshot: change,
      },
    ]);
    expect((await get(`${base}/stats`)).json().data).toEqual({
      info,
      priceChange: [change],
      tradeStatistic: [],
    });
  });

  it("answers only the documented fields of each record, whatever else a snapshot holds", async () => {
    const at = { address: pair.address, chainId: pair.chainId };
    const stats: TradeStatisticPayload = {
      interval: 5,
      buys: 3,
      sells: 1,
      buyers: 2,
      sellers: 1,
      buyVolume: "30.00",
      sellVolume: "10.00",
      volume: "40.00",
    };
    const extended = { ...stats, internal: "not for the API" };
    await bus.publish([
      {
        endpoint: endpointOf({ topic: "TRADE_STATISTIC", ...at, interval: 5 }),
        seq: 1,
        update: extended,
        snapshot: extended,
      },
    ]);
    expect((await get(`${base}/stats`)).json().data.tradeStatistic).toEqual([stats]);
  });
});
