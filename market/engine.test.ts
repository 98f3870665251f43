import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, queryRows } from "../db/client.ts";
import { DEMO_DEFAULTS } from "../domain/market/demo-model.ts";
import { loadPairs } from "../domain/market/store.ts";
import type { PriceChangePayload, TokenInfoPayload } from "../lib/realtime/payloads.ts";
import { endpointOf, TOPIC_PATHS } from "../lib/realtime/protocol.ts";
import { seedCatalog } from "../seed/index.ts";
import { createTestDb } from "../tests/support/test-db.ts";
import { bucketStart, type CandleState } from "./aggregate/candles.ts";
import { createEngine } from "./engine.ts";
import { createDemoProvider } from "./providers/demo.ts";
import type { EngineControl, MarketProvider, PairRecord, Publication, TradeEvent } from "./types.ts";

const MINUTE = 60_000;
const priceChangePath = `/chanel/${TOPIC_PATHS.PRICE_CHANGE}/`;
const tokenInfoPath = `/chanel/${TOPIC_PATHS.TOKEN_INFO}/`;
const T0 = Date.UTC(2026, 10, 20, 12, 0, 30);

/** A provider that replays a fixed list as history and lets the test push live trades. */
function scripted(all: TradeEvent[]) {
  let emit: ((trades: TradeEvent[]) => void) | undefined;
  const provider: MarketProvider = {
    source: "demo",
    label: "demo",
    maxLatencyMs: 1000,
    open() {},
    start(e) {
      emit = e;
    },
    stop() {},
    history: (pair: PairRecord, from: number, to: number) =>
      all
        .filter((t) => t.pairId === pair.id && t.time >= from && t.time < to)
        .sort((a, b) => a.time - b.time),
  };
  return { provider, push: (trades: TradeEvent[]) => emit?.(trades) };
}

let handle: DbHandle;
let pairId: number;
let tokenId: number;

const trade = (
  time: number,
  price: number,
  value: number,
  side: "buy" | "sell" = "buy",
  trader = "0xa",
): TradeEvent => ({
  pairId,
  time,
  side,
  price,
  amount: value / price,
  value,
  trader,
  txHash: `0x${time}`,
});

type Row = Omit<CandleState, "firstAt" | "lastAt"> & { interval: number };

async function storedCandles(): Promise<Row[]> {
  const rows = await queryRows<Record<string, string | number | Date>>(
    handle.db,
    sql`SELECT interval, time, open, high, low, close, volume, trades FROM candles WHERE pair_id = ${pairId}
        ORDER BY interval, time`,
  );
  return rows.map((r) => ({
    interval: Number(r.interval),
    time: new Date(r.time as string).getTime(),
    open: Number(r.open),
    high: Number(r.high),
    low: Number(r.low),
    close: Number(r.close),
    volume: Number(r.volume),
    trades: Number(r.trades),
  }));
}

/**
 * The candles of a list of trades, computed the plain way: group by bucket, sort by time. Replayed trades
 * count only in whole buckets inside the rebuilt window (2 h; 1-minute candles also 2 h, 5-minute 8 h);
 * live trades count wherever they fall.
 */
function expectedCandles(replayed: TradeEvent[], live: TradeEvent[] = []): Row[] {
  const from = T0 - 2 * 60 * MINUTE;
  const out: Row[] = [];
  for (const interval of [1, 5, 15, 60, 240, 1440]) {
    const groups = new Map<number, TradeEvent[]>();
    for (const t of [...replayed, ...live]) {
      const time = bucketStart(t.time, interval);
      if (time < from && replayed.includes(t)) continue;
      groups.set(time, [...(groups.get(time) ?? []), t]);
    }
    for (const [time, group] of [...groups].sort((a, b) => a[0] - b[0])) {
      const sorted = [...group].sort((a, b) => a.time - b.time);
      out.push({
        interval,
        time,
        open: sorted[0].price,
        high: Math.max(...group.map((t) => t.price)),
        low: Math.min(...group.map((t) => t.price)),
        close: sorted[sorted.length - 1].price,
        volume: group.reduce((s, t) => s + t.value, 0),
        trades: group.length,
      });
    }
  }
  return out.sort((a, b) => a.interval - b.interval || a.time - b.time);
}

beforeAll(async () => {
  handle = await createTestDb("catalogue");
  const [row] = await queryRows<{ id: number; tokenId: number }>(
    handle.db,
    sql`SELECT id, token_id AS "tokenId" FROM pairs ORDER BY id LIMIT 1`,
  );
  pairId = row.id;
  tokenId = row.tokenId;
});

afterAll(async () => {
  await handle.close();
});

describe("market engine", () => {
  const history = () => [
    trade(T0 - 50 * MINUTE, 2, 100),
    trade(T0 - 50 * MINUTE + 5000, 2.5, 50, "sell", "0xb"),
    trade(T0 - 20 * MINUTE, 1.5, 10),
    trade(T0 - 61 * MINUTE, 1, 20),
  ];
  const live = () => [
    trade(T0 + 10_000, 3, 30),
    trade(T0 + 70_000, 4, 40, "sell", "0xc"),
    // Late: arrives after the 12:01 trade but belongs to the 12:00 bucket (the previous 1m candle).
    trade(T0 + 20_000, 2.8, 5),
    // Later still: a bucket before the previous one; only the stored candle changes.
    trade(T0 - 2 * MINUTE, 2.2, 7),
  ];
  const published: Publication[] = [];
  let clock = T0;
  const record = async (batch: Publication[]) => {
    published.push(...batch);
  };
  /** An engine on the test database with a 2-hour history and the test's clock (recording by default). */
  const engineOver = (provider: MarketProvider, publish = record) =>
    createEngine({ db: handle.db, provider, publish, historyHours: 2, now: () => clock });

  it("rebuilds history at start: complete candles stored, every pair published once", async () => {
    const engine = engineOver(scripted(history()).provider);
    await engine.start();
    await engine.stop();
    expect(await storedCandles()).toEqual(expectedCandles(history()));
    const pairs = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM pairs`);
    const tradeTopics = published.filter((p) => p.endpoint.startsWith("/chanel/pair/trades/"));
    expect(tradeTopics).toHaveLength(pairs[0].n);
  });

  it("merges live and late trades into the stored candles exactly, and publishes in seq order", async () => {
    const { provider, push } = scripted(history());
    const engine = engineOver(provider);
    await engine.start();
    published.length = 0;
    clock = T0 + 80_000;
    push(live());
    await engine.publishTouched();
    await engine.flush();
    await engine.writeStats();
    await engine.stop();

    expect(await storedCandles()).toEqual(expectedCandles(history(), live()));

    const [pair] = await queryRows<{ address: string; chainId: number }>(
      handle.db,
      sql`SELECT address, chain_id AS "chainId" FROM pairs WHERE id = ${pairId}`,
    );
    const tradesEndpoint = endpointOf({ topic: "TRADE", ...pair });
    const tradeUpdate = published.find((p) => p.endpoint === tradesEndpoint);
    if (!tradeUpdate) throw new Error("no trades publication");
    const times = (tradeUpdate.update as { trades: { time: number }[] }).trades.map((t) => t.time);
    expect(times).toEqual(
      live()
        .map((t) => t.time)
        .sort((a, b) => b - a),
    );
    const ohlcs = published.filter(
      (p) => p.endpoint.startsWith("/chanel/pair/ohlcs/") && p.endpoint.includes(pair.address),
    );
    expect(new Set(ohlcs.map((p) => p.endpoint)).size).toBe(12);
    const oneMinute = ohlcs.filter((p) => p.endpoint.endsWith("_1_base")).map((p) => p.update);
    expect(oneMinute).toMatchObject([
      { interval: 1, direction: "base", candle: { time: T0 - 30_000, close: "2.8", trades: 2 } },
      { interval: 1, direction: "base", candle: { time: T0 + 30_000, close: "4", trades: 1 } },
    ]);

    const [stats] = await queryRows<{ price: string; source: string; change_1h: number }>(
      handle.db,
      sql`SELECT price::text, source, change_1h FROM token_stats WHERE token_id = ${tokenId}`,
    );
    expect(Number(stats.price)).toBe(4);
    expect(stats.source).toBe("demo");
  });

  it("counts nothing twice when it restarts over stored history", async () => {
    const all = [...history(), ...live()];
    const { provider } = scripted(all);
    clock = T0 + 5 * MINUTE;
    const engine = engineOver(provider, async () => {});
    await engine.start();
    await engine.stop();
    // The restart replays the live trades as history: the whole-bucket rule now covers them too, except in
    // buckets that started before the first window (there the stored live trades stay as they were).
    expect(await storedCandles()).toEqual(expectedCandles(history(), live()));
  });

  it("numbers publications per endpoint: each update is the previous seq + 1", async () => {
    const seqs = new Map<string, number[]>();
    for (const p of published) seqs.set(p.endpoint, [...(seqs.get(p.endpoint) ?? []), p.seq]);
    expect(seqs.size).toBeGreaterThan(0);
    for (const list of seqs.values()) {
      for (let i = 1; i < list.length; i++) expect(list[i]).toBe(list[i - 1] + 1);
    }
  });
});

describe("market engine with a provider that follows a chain", () => {
  /** A provider without history that keys its trades, reports an age and a checkpoint, and holds the control. */
  function chained() {
    const state: {
      emit?: (trades: TradeEvent[]) => void;
      control?: EngineControl;
      asOf: number;
      checkpoints: number;
    } = { asOf: T0 - 90_000, checkpoints: 0 };
    const provider: MarketProvider = {
      source: "chain-test",
      label: "dex:1",
      maxLatencyMs: 0,
      open() {},
      start(emit, _from, control) {
        state.emit = emit;
        state.control = control;
      },
      stop() {},
      asOf: () => state.asOf,
      checkpoint: () => async (tx) => {
        await tx.execute(sql`SELECT 1`);
        state.checkpoints += 1;
      },
    };
    return { provider, state };
  }
  const keyed = (pair: number, seq: number, price: number): TradeEvent => ({
    pairId: pair,
    time: T0,
    side: "buy",
    price,
    amount: 1,
    value: price,
    trader: `0x${seq}`,
    txHash: `0xt${seq}`,
    seq,
  });
  const storedOf = (pair: number) =>
    queryRows<{ seq: string; price: string }>(
      handle.db,
      sql`SELECT seq::text, price::text FROM trades WHERE pair_id = ${pair} ORDER BY seq`,
    );

  it("keys trades by the provider's seq, takes pairs found while running, and retracts trades from a seq on", async () => {
    const insertPair = async (address: string) =>
      (
        await queryRows<{ id: number }>(
          handle.db,
          sql`INSERT INTO pairs (token_id, chain_id, address, quote_symbol, dex, source, ref_price, volatility,
                                 activity, liquidity, circulating, total_supply)
              VALUES (${tokenId}, 1, ${address}, 'USDC', 'Test DEX', 'chain-test', 0, 0, 0, 0, 0, 100)
              RETURNING id`,
        )
      )[0];
    const chainPair = await insertPair("0x00000000000000000000000000000000000c4a11");
    const { provider, state } = chained();
    const published: Publication[] = [];
    const engine = createEngine({
      db: handle.db,
      provider,
      publish: async (batch) => {
        published.push(...batch);
      },
      chains: { only: [1] },
      now: () => T0 + 1000,
    });
    await engine.start();
    expect([...engine.states.keys()]).toEqual([chainPair.id]);
    const later = await insertPair("0x00000000000000000000000000000000000c4a12");
    state.control?.addPairs(await loadPairs(handle.db, { ids: [later.id] }));
    state.emit?.([keyed(later.id, 4_000_000, 1)]);
    // Three trades in one millisecond, with their own keys: all three are stored.
    state.emit?.([
      keyed(chainPair.id, 5_000_001, 2),
      keyed(chainPair.id, 5_000_002, 3),
      keyed(chainPair.id, 6_000_000, 4),
    ]);
    state.control?.updateReserves([
      { pairId: chainPair.id, reserveBase: 10, reserveQuote: 35, spotPrice: 3.5 },
    ]);
    await engine.publishTouched();
    await engine.flush();
    expect((await storedOf(chainPair.id)).map((t) => t.seq)).toEqual(["5000001", "5000002", "6000000"]);
    expect((await storedOf(later.id)).map((t) => t.seq)).toEqual(["4000000"]);
    const info = published.findLast((p) =>
      p.endpoint.startsWith("/chanel/pair/info/0x00000000000000000000000000000000000c4a11"),
    );
    expect(info?.update).toMatchObject({
      price: "4",
      liquidity: "70.00",
      reserveQuote: "35.00",
      updatedAt: new Date(T0 - 90_000).toISOString(),
      source: "dex:1",
    });

    published.length = 0;
    await state.control?.retract([chainPair.id], 5_000_002);
    expect((await storedOf(chainPair.id)).map((t) => t.seq)).toEqual(["5000001"]);
    const candles = await queryRows<{ interval: number; close: string; trades: number }>(
      handle.db,
      sql`SELECT interval, close::text, trades FROM candles WHERE pair_id = ${chainPair.id} ORDER BY interval`,
    );
    expect(candles).toEqual(
      [1, 5, 15, 60, 240, 1440].map((interval) => ({ interval, close: "2", trades: 1 })),
    );
    const memory = engine.states.get(chainPair.id);
    expect(memory?.recent.map((t) => t.seq)).toEqual([5_000_001]);
    expect(memory?.stats.window(1440, T0 + 1000)).toMatchObject({ buys: 1, price: 2 });
    expect(memory?.book.current.get(1)).toMatchObject({ close: 2, trades: 1 });
    const trades = published.find((p) =>
      p.endpoint.startsWith("/chanel/pair/trades/0x00000000000000000000000000000000000c4a11"),
    );
    expect(trades?.update).toMatchObject({ trades: [expect.anything()] });
    expect(state.checkpoints).toBeGreaterThanOrEqual(2);

    await engine.writeStats();
    const [stats] = await queryRows<{ updated_at: Date | string; source: string }>(
      handle.db,
      sql`SELECT updated_at, source FROM token_stats WHERE token_id = ${tokenId}`,
    );
    expect(new Date(stats.updated_at).getTime()).toBe(T0 - 90_000);
    expect(stats.source).toBe("dex:1");
    await engine.stop();

    // A restart rebuilds the pair from its stored trades.
    const again = createEngine({
      db: handle.db,
      provider: chained().provider,
      publish: async () => {},
      now: () => T0 + 2000,
    });
    await again.start();
    expect(again.states.get(chainPair.id)?.recent.map((t) => t.seq)).toEqual([5_000_001]);
    await again.stop();
  });

  it("keeps a batch the database refused for the next flush; past its bound it drops the oldest trade rows, never candle figures", async () => {
    const [pair] = await queryRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO pairs (token_id, chain_id, address, quote_symbol, dex, source, ref_price, volatility,
                             activity, liquidity, circulating, total_supply)
          VALUES (${tokenId}, 1, '0x00000000000000000000000000000000000fa017', 'USDC', 'Test DEX', 'fault-test',
                  0, 0, 0, 0, 0, 100)
          RETURNING id`,
    );
    let down = false;
    const db = new Proxy(handle.db, {
      get(target, key, receiver) {
        if (key === "transaction" && down) {
          return async () => {
            throw new Error("Connection terminated unexpectedly");
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
    const { provider, state } = chained();
    const engine = createEngine({
      db,
      provider: { ...provider, source: "fault-test" },
      publish: async () => {},
      now: () => T0 + 1000,
      maxUnflushedTrades: 3,
    });
    await engine.start();
    down = true;
    state.emit?.([keyed(pair.id, 7_000_001, 2), keyed(pair.id, 7_000_002, 3)]);
    await expect(engine.flush()).rejects.toThrow("Connection terminated");
    state.emit?.([keyed(pair.id, 7_000_003, 4), keyed(pair.id, 7_000_004, 1)]);
    await expect(engine.flush()).rejects.toThrow("Connection terminated");
    expect(engine.counters.droppedTrades).toBe(1);
    expect(await storedOf(pair.id)).toEqual([]);

    down = false;
    await engine.flush();
    expect((await storedOf(pair.id)).map((t) => t.seq)).toEqual(["7000002", "7000003", "7000004"]);
    const candles = await queryRows<Record<string, string | number>>(
      handle.db,
      sql`SELECT interval, open::float8, high::float8, low::float8, close::float8, volume::float8, trades
          FROM candles WHERE pair_id = ${pair.id} ORDER BY interval`,
    );
    expect(candles).toEqual(
      [1, 5, 15, 60, 240, 1440].map((interval) => ({
        interval,
        open: 2,
        high: 4,
        low: 1,
        close: 1,
        volume: 10,
        trades: 4,
      })),
    );
    await engine.stop();
  });

  it("leaves out the pairs of excluded chains", async () => {
    const engine = createEngine({
      db: handle.db,
      provider: chained().provider,
      publish: async () => {},
      chains: { except: [1] },
    });
    await engine.start();
    expect(engine.states.size).toBe(0);
    await engine.stop();
  });
});

describe("the demo market as a visitor reads it", () => {
  it("shows one price per asset (deployments within 1 %), stablecoins within 0.5 % of their peg, every token traded, and one 1-hour change per pair and token", async () => {
    const demo = await createTestDb();
    try {
      await seedCatalog(demo.db);
      const published: Publication[] = [];
      const engine = createEngine({
        db: demo.db,
        provider: createDemoProvider({ seed: DEMO_DEFAULTS.seed }),
        publish: async (batch) => {
          published.push(...batch);
        },
        historyHours: 1,
      });
      const started = new Date();
      await engine.start();
      await engine.stop();
      const [spread] = await queryRows<{ spread: number; assets: number }>(
        demo.db,
        sql`SELECT max(spread)::float8 AS spread, count(*)::int AS assets FROM (
              SELECT max(s.price) / min(s.price) - 1 AS spread
              FROM tokens t JOIN token_stats s ON s.token_id = t.id WHERE t.asset_id IS NOT NULL
              GROUP BY t.asset_id HAVING count(*) > 1) x`,
      );
      expect(spread.assets).toBeGreaterThan(50);
      expect(spread.spread).toBeLessThan(0.01);
      const [peg] = await queryRows<{ deviation: number; n: number }>(
        demo.db,
        sql`SELECT max(abs(s.price - 1))::float8 AS deviation, count(*)::int AS n
            FROM assets a JOIN tokens t ON t.asset_id = a.id JOIN token_stats s ON s.token_id = t.id
            WHERE a.peg = 'USD'`,
      );
      expect(peg.n).toBeGreaterThan(50);
      expect(peg.deviation).toBeLessThan(0.005);
      // The engine wrote every demo token's figures, not only the seed.
      const [stale] = await queryRows<{ n: number }>(
        demo.db,
        sql`SELECT count(*)::int AS n FROM token_stats s JOIN tokens t ON t.id = s.token_id
            WHERE NOT t.synthetic AND s.updated_at < ${started.toISOString()}::timestamptz`,
      );
      expect(stale.n).toBe(0);
      // A pair's publications come together: its PRICE_CHANGE windows, then its token's TOKEN_INFO. The pair's
      // statistics and the token's figures show one 1-hour change.
      let pairHour: number | undefined;
      let compared = 0;
      for (const p of published) {
        if (p.endpoint.startsWith(priceChangePath) && p.endpoint.endsWith("_60")) {
          pairHour = (p.update as PriceChangePayload).change;
        } else if (p.endpoint.startsWith(tokenInfoPath) && pairHour !== undefined) {
          expect((p.update as TokenInfoPayload).change1h).toBe(pairHour);
          compared += 1;
          pairHour = undefined;
        }
      }
      expect(compared).toBeGreaterThan(100);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
