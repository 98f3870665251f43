import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import type { PairInfoPayload, TradesPayload } from "../../../lib/realtime/payloads.ts";
import { endpointOf, type SubscriptionBody } from "../../../lib/realtime/protocol.ts";
import { createMemoryBus } from "../../../platform/bus/index.ts";
import { loadConfig } from "../../../platform/config/env.ts";
import { amountOut, type EvmNode, rpcSwitch, startEvmNode } from "../../../tests/support/evm-node.ts";
import { createTestApp, TEST_ORIGIN } from "../../../tests/support/test-app.ts";
import { connectWs, type WsClient } from "../../../tests/support/ws-client.ts";
import { createEngine, type Engine } from "../../engine.ts";
import { createEvmIndexer, evmEngineOptions } from "./indexer.ts";

/**
 * The indexer against a local node, through the real app: Uniswap v2 from its official artifacts, three tokens
 * (a 6-decimal stablecoin, 18- and 8-decimal tokens), swaps before the indexer starts (the backfill, several
 * hundred sharing blocks) and after (live), a reorganisation, an RPC outage and a restart.
 */

const CHAIN = 31337;
const TOKENS = {
  usd: { name: "Local Dollar", symbol: "LUSD", decimals: 6, supply: 10n ** 18n },
  alpha: { name: "Alpha Coin", symbol: "ALPHA", decimals: 18, supply: 10n ** 27n },
  bravo: { name: "Bravo Token", symbol: "BRV", decimals: 8, supply: 10n ** 17n },
};

type Expected = { side: "buy" | "sell"; price: number; amount: number; value: number };

/** A v2 pair as the test drives it: reserves tracked locally, so many swaps can go into one block. */
class Pool {
  readonly expected = new Map<string, Expected>();
  readonly node: EvmNode;
  readonly pair: Hex;
  readonly token: { address: Hex; decimals: number };
  readonly usd: Hex;
  reserveToken: bigint;
  reserveUsd: bigint;

  constructor(
    node: EvmNode,
    pair: Hex,
    token: { address: Hex; decimals: number },
    usd: Hex,
    reserves: { token: bigint; usd: bigint },
  ) {
    this.node = node;
    this.pair = pair;
    this.token = token;
    this.usd = usd;
    this.reserveToken = reserves.token;
    this.reserveUsd = reserves.usd;
  }

  /** The transactions of a swap: `buy` pays `amount` raw USD for the token, a sell pays `amount` raw tokens. */
  swap(side: "buy" | "sell", amount: bigint) {
    const tokenIsToken0 = this.token.address.toLowerCase() < this.usd.toLowerCase();
    const [reserveIn, reserveOut] =
      side === "buy" ? [this.reserveUsd, this.reserveToken] : [this.reserveToken, this.reserveUsd];
    const out = amountOut(amount, reserveIn, reserveOut);
    const outIsToken0 = (side === "buy") === tokenIsToken0;
    const txs = this.node.swap(
      this.pair,
      side === "buy" ? this.usd : this.token.address,
      amount,
      outIsToken0 ? out : 0n,
      outIsToken0 ? 0n : out,
    );
    if (side === "buy")
      [this.reserveUsd, this.reserveToken] = [this.reserveUsd + amount, this.reserveToken - out];
    else [this.reserveToken, this.reserveUsd] = [this.reserveToken + amount, this.reserveUsd - out];
    const [tokens, dollars] = side === "buy" ? [out, amount] : [amount, out];
    const amountTokens = Number(tokens) / 10 ** this.token.decimals;
    const value = Number(dollars) / 1e6;
    return { txs, expected: { side, amount: amountTokens, value, price: value / amountTokens } };
  }

  /** Sends swaps; returns their swap transaction hashes (every second transaction). */
  async send(swaps: ReturnType<Pool["swap"]>[]): Promise<string[]> {
    const hashes = await this.node.send(swaps.flatMap((s) => s.txs));
    const swapHashes = swaps.map((_, i) => hashes[2 * i + 1].toLowerCase());
    swaps.forEach((s, i) => {
      this.expected.set(swapHashes[i], s.expected);
    });
    return swapHashes;
  }
}

let node: EvmNode;
let rpcFront: Awaited<ReturnType<typeof rpcSwitch>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let url: string;
let alpha: Pool;
let bravo: Pool;
let addresses: { usd: Hex; alpha: Hex; bravo: Hex; factory: Hex };
let indexer: ReturnType<typeof createEvmIndexer>;
let engine: Engine;
const bus = createMemoryBus();
const logs: { msg: string }[] = [];
const clients: WsClient[] = [];

const env = () => ({
  NODE_ENV: "test",
  EVM_RPC_URLS: `${CHAIN}=${rpcFront.url}`,
  EVM_DEX_FACTORIES: `${CHAIN}:uniswap-v2:${addresses.factory}`,
  EVM_STABLECOINS: `${CHAIN}:${addresses.usd}`,
  EVM_BACKFILL_BLOCKS: "200",
  EVM_POLL_MS: "100",
});

function startIndexer() {
  const config = loadConfig(env());
  indexer = createEvmIndexer({
    db: ctx.db,
    chain: config.evm.chains[0],
    backfillBlocks: config.evm.backfillBlocks,
    pollMs: config.evm.pollMs,
    timeoutMs: 800,
    log: (obj, msg) => logs.push({ msg, ...obj }),
  });
  engine = createEngine({
    db: ctx.db,
    provider: indexer,
    publish: (batch) => bus.publish(batch),
    ...evmEngineOptions(CHAIN),
    tickMs: 100,
    flushMs: 200,
    statsMs: 500,
  });
  return engine.start();
}

const get = async <T>(path: string): Promise<T> => {
  const res = await ctx.app.inject({ method: "GET", url: path });
  expect(res.statusCode, path).toBe(200);
  return res.json() as T;
};
const pairPath = (pool: Pool) => `/api/pairs/${CHAIN}/${pool.pair}`;
type ApiTrade = { txHash: string; price: string; amount: string; value: string; side: string };
const apiTrades = async (pool: Pool) =>
  (await get<{ data: ApiTrade[] }>(`${pairPath(pool)}/trades?limit=200`)).data;
const pairIdOf = async (pool: Pool) =>
  (
    await queryRows<{ id: number }>(
      ctx.db,
      sql`SELECT id FROM pairs WHERE chain_id = ${CHAIN} AND lower(address) = ${pool.pair.toLowerCase()}`,
    )
  )[0]?.id;
const storedTrades = async (pool: Pool) =>
  queryRows<{ tx_hash: string; seq: string; price: string; amount: string; value: string; side: string }>(
    ctx.db,
    sql`SELECT t.tx_hash, t.seq::text, t.price::text, t.amount::text, t.value::text, t.side FROM trades t
        JOIN pairs p ON p.id = t.pair_id WHERE lower(p.address) = ${pool.pair.toLowerCase()} ORDER BY t.seq`,
  );
/** Waits until the indexer has read up to the node's head and the engine has stored what it emitted. */
async function caughtUp() {
  const head = await node.blockNumber();
  await expect
    .poll(() => indexer.status().indexed, {
      timeout: 15_000,
      interval: 50,
      message: JSON.stringify([indexer.status(), logs.slice(-5)]),
    })
    .toBeGreaterThanOrEqual(head);
  await engine.flush();
}
const near = (a: number, b: number, tolerance = 1e-6) =>
  Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b));

async function subscribe(client: WsClient, body: SubscriptionBody) {
  client.send({ type: "subscribe", endpoint: endpointOf(body), body });
}

beforeAll(async () => {
  node = await startEvmNode({ chainId: CHAIN });
  const factory = await node.deployFactory();
  const usd = await node.deployToken(TOKENS.usd);
  const alphaToken = await node.deployToken(TOKENS.alpha);
  const bravoToken = await node.deployToken(TOKENS.bravo);
  addresses = { usd, alpha: alphaToken, bravo: bravoToken, factory };
  const pairA = await node.createPair(factory, alphaToken, usd);
  const pairB = await node.createPair(factory, bravoToken, usd);
  // $2 an ALPHA, $50 a BRV.
  alpha = new Pool(node, pairA, { address: alphaToken, decimals: 18 }, usd, {
    token: 10n ** 24n,
    usd: 2n * 10n ** 12n,
  });
  bravo = new Pool(node, pairB, { address: bravoToken, decimals: 8 }, usd, {
    token: 10n ** 12n,
    usd: 5n * 10n ** 11n,
  });
  await node.send(node.addLiquidity(pairA, alphaToken, alpha.reserveToken, usd, alpha.reserveUsd));
  await node.send(node.addLiquidity(pairB, bravoToken, bravo.reserveToken, usd, bravo.reserveUsd));
  // The backfill: 300 swaps in two blocks (many share a block time), then a few single-swap blocks.
  await node.automine(false);
  for (const count of [200, 100]) {
    const swaps = Array.from({ length: count }, (_, i) =>
      alpha.swap(
        i % 3 === 0 ? "sell" : "buy",
        i % 3 === 0 ? 10n ** 20n + BigInt(i) : 150_000_000n + BigInt(i),
      ),
    );
    await alpha.send(swaps);
    await bravo.send([bravo.swap("buy", 1_000_000_000n), bravo.swap("sell", 10_000_000n)]);
    await node.mine();
  }
  await node.automine(true);
  await alpha.send([alpha.swap("buy", 5_000_000n)]);

  rpcFront = await rpcSwitch(node.url);
  ctx = await createTestApp({ ssr: false, bus, env: env() });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/realtime`;
  await startIndexer();
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await engine?.stop();
  await ctx?.close();
  await rpcFront?.close();
  await node?.close();
});

describe("EVM indexer against a local node", () => {
  it("backfills the window: every swap once, priced in USD with each token's decimals", async () => {
    await caughtUp();
    for (const pool of [alpha, bravo]) {
      const stored = await storedTrades(pool);
      expect(stored.length).toBe(pool.expected.size);
      expect(new Set(stored.map((t) => t.tx_hash)).size).toBe(pool.expected.size);
      for (const trade of stored) {
        const expected = pool.expected.get(trade.tx_hash);
        expect(expected, trade.tx_hash).toBeDefined();
        if (!expected) continue;
        expect(trade.side).toBe(expected.side);
        expect(near(Number(trade.price), expected.price), `${trade.price} vs ${expected.price}`).toBe(true);
        expect(near(Number(trade.amount), expected.amount, 1e-8)).toBe(true);
        expect(near(Number(trade.value), expected.value, 1e-3)).toBe(true);
      }
    }
    expect(alpha.expected.size).toBe(301);
  });

  it("lists the new tokens with their on-chain name, symbol, decimals and supply, first among new tokens", async () => {
    for (const [key, token] of [
      ["alpha", TOKENS.alpha],
      ["bravo", TOKENS.bravo],
      ["usd", TOKENS.usd],
    ] as const) {
      const { data: body } = await get<{ data: Record<string, unknown> }>(
        `/api/tokens/${CHAIN}/${addresses[key]}`,
      );
      expect(body).toMatchObject({
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        circulatingSupply: null,
        authorized: false,
        source: `dex:${CHAIN}`,
      });
      expect(Number(body.totalSupply)).toBe(Number(token.supply) / 10 ** token.decimals);
    }
    const newest = await get<{ data: { address: string }[] }>("/api/tokens?order=new&limit=3");
    expect(newest.data.map((t) => t.address.toLowerCase()).sort()).toEqual(
      [addresses.usd, addresses.alpha, addresses.bravo].map((a) => a.toLowerCase()).sort(),
    );
    const { data: alphaToken } = await get<{
      data: { pairs: { address: string; dex: string; quoteSymbol: string }[] };
    }>(`/api/tokens/${CHAIN}/${addresses.alpha}`);
    expect(alphaToken.pairs).toEqual([
      expect.objectContaining({ address: alpha.pair, dex: "Uniswap v2", quoteSymbol: "LUSD" }),
    ]);
    await expect
      .poll(async () =>
        Number(
          (await get<{ data: { price: string } }>(`/api/tokens/${CHAIN}/${addresses.alpha}`)).data.price,
        ),
      )
      .toBeGreaterThan(1.5);
  });

  it("shows a new swap in the API and on /realtime within 2 s: trade, candle, price and liquidity", async () => {
    const client = await connectWs(url, { origin: TEST_ORIGIN });
    clients.push(client);
    const at = { address: alpha.pair, chainId: CHAIN };
    await subscribe(client, { topic: "TRADE", ...at });
    await subscribe(client, { topic: "PAIR_INFO", ...at });
    await client.next((m) => m.type === "snapshot" && m.endpoint.includes("/pair/trades/"));
    await client.next((m) => m.type === "snapshot" && m.endpoint.includes("/pair/info/"));
    const started = Date.now();
    const [hash] = await alpha.send([alpha.swap("buy", 40_000_000n)]);
    const update = await client.next(
      (m) => m.type === "update" && (m.data as TradesPayload).trades?.some((t) => t.txHash === hash),
      2000,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    const trade = (update.type === "update" ? (update.data as TradesPayload) : { trades: [] }).trades.find(
      (t) => t.txHash === hash,
    );
    expect(near(Number(trade?.price), alpha.expected.get(hash)?.price ?? 0)).toBe(true);
    await expect
      .poll(async () => (await apiTrades(alpha)).some((t) => t.txHash === hash), {
        timeout: 2000 - (Date.now() - started),
        interval: 50,
      })
      .toBe(true);
    const candles = await get<{ data: { time: number; close: string; trades: number }[] }>(
      `${pairPath(alpha)}/candles?interval=1&limit=5`,
    );
    expect(Number(candles.data.at(-1)?.close)).toBeCloseTo(Number(trade?.price), 6);
    const info = await client.next(
      (m) =>
        m.type === "update" &&
        m.endpoint.includes("/pair/info/") &&
        Date.parse((m.data as PairInfoPayload).updatedAt) >= started,
      2000,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    const payload = info.type === "update" ? (info.data as PairInfoPayload) : undefined;
    const [r0, r1] = await node.reserves(alpha.pair);
    const usdReserve =
      Number(alpha.token.address.toLowerCase() < addresses.usd.toLowerCase() ? r1 : r0) / 1e6;
    expect(near(Number(payload?.reserveQuote), usdReserve, 1e-6)).toBe(true);
    expect(near(Number(payload?.liquidity), 2 * usdReserve, 1e-3), JSON.stringify(payload)).toBe(true);
    expect(near(Number(payload?.price), Number(trade?.price), 1e-6)).toBe(true);
    expect(payload?.source).toBe(`dex:${CHAIN}`);
    const stats = await get<{ data: { info: PairInfoPayload } }>(`${pairPath(alpha)}/stats`);
    expect(near(Number(stats.data.info.liquidity), 2 * usdReserve, 1e-3)).toBe(true);
  });

  it("takes back a trade whose block a reorganisation orphans, in the store, the candles and memory", async () => {
    await caughtUp();
    const snapshot = await node.snapshot();
    const [orphan] = await alpha.send([alpha.swap("buy", 70_000_000n)]);
    await expect
      .poll(async () => (await storedTrades(alpha)).some((t) => t.tx_hash === orphan), { timeout: 3000 })
      .toBe(true);
    await node.revert(snapshot);
    // The same swap is not sent again: the canonical chain has another swap and one more block.
    alpha.expected.delete(orphan);
    const saved = [alpha.reserveToken, alpha.reserveUsd];
    [alpha.reserveToken, alpha.reserveUsd] = await node
      .reserves(alpha.pair)
      .then(([r0, r1]) =>
        alpha.token.address.toLowerCase() < addresses.usd.toLowerCase() ? [r0, r1] : [r1, r0],
      );
    expect([alpha.reserveToken, alpha.reserveUsd]).not.toEqual(saved);
    const [canonical] = await alpha.send([alpha.swap("sell", 3n * 10n ** 19n)]);
    await node.mine();
    await expect
      .poll(
        async () => {
          const hashes = (await storedTrades(alpha)).map((t) => t.tx_hash);
          return hashes.includes(canonical) && !hashes.includes(orphan);
        },
        { timeout: 5000, interval: 50 },
      )
      .toBe(true);
    expect(indexer.status().reorgs).toBeGreaterThanOrEqual(1);
    expect((await apiTrades(alpha)).map((t) => t.txHash)).not.toContain(orphan);
    const pairId = await pairIdOf(alpha);
    const [sums] = await queryRows<{
      candle_trades: string;
      trades: string;
      candle_volume: string;
      volume: string;
    }>(
      ctx.db,
      sql`SELECT (SELECT sum(trades) FROM candles WHERE pair_id = ${pairId} AND interval = 1)::text AS candle_trades,
                 (SELECT count(*) FROM trades WHERE pair_id = ${pairId})::text AS trades,
                 (SELECT sum(volume) FROM candles WHERE pair_id = ${pairId} AND interval = 1440)::text AS candle_volume,
                 (SELECT sum(value) FROM trades WHERE pair_id = ${pairId})::text AS volume`,
    );
    expect(Number(sums.candle_trades)).toBe(Number(sums.trades));
    expect(near(Number(sums.candle_volume), Number(sums.volume), 1e-9)).toBe(true);
    const state = engine.states.get(pairId);
    expect(state?.recent.map((t) => t.txHash)).not.toContain(orphan);
    expect(state?.recent.map((t) => t.txHash)).toContain(canonical);
    const day = state?.stats.window(1440, Date.now());
    expect((day?.buys ?? 0) + (day?.sells ?? 0)).toBe(Number(sums.trades));
  });

  it("keeps the site answering through an RPC outage with the figures' age growing, and recovers", async () => {
    await caughtUp();
    await engine.publishTouched();
    const before = Date.parse(
      (await get<{ data: { info: PairInfoPayload } }>(`${pairPath(alpha)}/stats`)).data.info.updatedAt,
    );
    const failed = logs.length;
    rpcFront.set("http-error");
    const [missed] = await alpha.send([alpha.swap("buy", 9_000_000n)]);
    for (const mode of ["rpc-error", "garbage", "hang"] as const) {
      await new Promise((r) => setTimeout(r, 700));
      rpcFront.set(mode);
    }
    await new Promise((r) => setTimeout(r, 1000));
    expect(indexer.status().failures).toBeGreaterThanOrEqual(3);
    expect(
      logs.slice(failed).filter((l) => l.msg === "evm indexer step failed").length,
    ).toBeGreaterThanOrEqual(3);
    // The site answers, with figures whose age says they are stale.
    await get("/api/tokens?order=new&limit=5");
    const stale = (await get<{ data: { info: PairInfoPayload } }>(`${pairPath(alpha)}/stats`)).data.info;
    expect(Date.parse(stale.updatedAt)).toBeLessThanOrEqual(before);
    expect(Date.now() - Date.parse(stale.updatedAt)).toBeGreaterThan(2500);
    const { data: token } = await get<{ data: { updatedAt: string; source: string } }>(
      `/api/tokens/${CHAIN}/${addresses.alpha}`,
    );
    expect(token.source).toBe(`dex:${CHAIN}`);
    expect(Date.now() - new Date(token.updatedAt).getTime()).toBeGreaterThan(2500);
    expect((await storedTrades(alpha)).map((t) => t.tx_hash)).not.toContain(missed);
    rpcFront.set("pass");
    await expect
      .poll(async () => (await storedTrades(alpha)).some((t) => t.tx_hash === missed), {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(true);
    await engine.publishTouched();
    await expect
      .poll(
        async () =>
          Date.now() -
          Date.parse(
            (await get<{ data: { info: PairInfoPayload } }>(`${pairPath(alpha)}/stats`)).data.info.updatedAt,
          ),
      )
      .toBeLessThan(1500);
  });

  it("resumes after a restart from its stored block, with no gap and no duplicate", async () => {
    await caughtUp();
    await engine.stop();
    const stopped = await storedTrades(alpha);
    const tokens = await queryRows<{ n: string }>(
      ctx.db,
      sql`SELECT count(*)::text AS n FROM tokens WHERE chain_id = ${CHAIN}`,
    );
    // While it is down: a block of 40 swaps and two single ones.
    await node.automine(false);
    await alpha.send(
      Array.from({ length: 40 }, (_, i) =>
        alpha.swap(i % 2 ? "buy" : "sell", i % 2 ? 2_000_000n : 10n ** 18n),
      ),
    );
    await node.mine();
    await node.automine(true);
    await alpha.send([alpha.swap("buy", 3_000_000n)]);
    await bravo.send([bravo.swap("buy", 20_000_000n)]);
    const started = Date.now();
    await startIndexer();
    await caughtUp();
    expect(Date.now() - started).toBeLessThan(30_000);
    const after = await storedTrades(alpha);
    expect(after.length).toBe(stopped.length + 41);
    expect(new Set(after.map((t) => t.tx_hash)).size).toBe(after.length);
    expect(after.map((t) => t.tx_hash).sort()).toEqual([...alpha.expected.keys()].sort());
    expect((await storedTrades(bravo)).map((t) => t.tx_hash).sort()).toEqual(
      [...bravo.expected.keys()].sort(),
    );
    const [again] = await queryRows<{ n: string }>(
      ctx.db,
      sql`SELECT count(*)::text AS n FROM tokens WHERE chain_id = ${CHAIN}`,
    );
    expect(again.n).toBe(tokens[0].n);
    const [tip] = await queryRows<{ number: string }>(
      ctx.db,
      sql`SELECT max(number)::text AS number FROM evm_blocks WHERE chain_id = ${CHAIN}`,
    );
    expect(Number(tip.number)).toBe(await node.blockNumber());
  });
});
