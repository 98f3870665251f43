import { sql } from "drizzle-orm";
import { type AbiEvent, ContractFunctionZeroDataError, HttpRequestError, keccak256, pad, toHex } from "viem";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, queryRows } from "../../../db/client.ts";
import { chainFacts } from "../../../domain/market/chain-facts.ts";
import { ensureChain } from "../../../domain/market/evm-store.ts";
import { wrappedNativeAddress } from "../../../domain/market/uniswap-deployments.ts";
import { reconnectDelay } from "../../../lib/realtime/backoff.ts";
import type { EvmChainConfig } from "../../../platform/config/evm.ts";
import { rawLog } from "../../../tests/support/evm-logs.ts";
import { createTestDb } from "../../../tests/support/test-db.ts";
import type { EngineControl, PairRecord, PoolReserves, TradeEvent } from "../../types.ts";
import { v2FactoryEvents, v2PairEvents, v3FactoryEvents, v3PoolEvents } from "./abi.ts";
import { createEvmIndexer } from "./indexer.ts";
import type { BlockHeader, ChainRpc } from "./rpc.ts";

/**
 * The indexer against a scripted node (no EVM): v3 pools priced through the wrapped native, addresses that only
 * pretend to be pools, malformed answers, and the backoff of a failing node.
 */

const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const WETH = (wrappedNativeAddress(1) as string).toLowerCase();
const USDC = address(0xa1);
const TOKEN = address(0xa2);
const V2_FACTORY = address(0xf2);
const V3_FACTORY = address(0xf3);
const [swapV2, syncV2] = v2PairEvents;
const [pairCreated] = v2FactoryEvents;
const [swapV3] = v3PoolEvents;
const [poolCreated] = v3FactoryEvents;

type Call = { address: string; functionName: string; args?: readonly unknown[] };

/** A node whose blocks, logs and contract answers the test writes. */
class ScriptedNode implements ChainRpc {
  readonly blocks: BlockHeader[] = [
    { number: 0, hash: keccak256(toHex("genesis")), parentHash: pad("0x0"), time: 1.7e12 },
  ];
  readonly logsOf = new Map<number, unknown[]>();
  readonly calls: Call[] = [];
  answers = new Map<string, unknown>();
  /** When set, every request fails with it. */
  failure: Error | undefined;

  mine(events: { event: AbiEvent; args: Record<string, unknown>; address: string }[] = []) {
    const parent = this.blocks.at(-1) as BlockHeader;
    const number = parent.number + 1;
    const hash = keccak256(toHex(`block ${number}`));
    this.blocks.push({ number, hash, parentHash: parent.hash, time: parent.time + 12_000 });
    this.logsOf.set(
      number,
      events.map((e, logIndex) =>
        rawLog(e.event, e.args, {
          address: e.address,
          blockNumber: number,
          blockHash: hash,
          transactionHash: keccak256(toHex(`tx ${number} ${logIndex}`)),
          logIndex,
        }),
      ),
    );
    return number;
  }
  answer(target: string, functionName: string, value: unknown, args?: readonly unknown[]) {
    this.answers.set(
      `${target.toLowerCase()}.${functionName}${args ? JSON.stringify(args, replacer) : ""}`,
      value,
    );
  }
  private check() {
    if (this.failure) throw this.failure;
  }
  async head() {
    this.check();
    return this.blocks.at(-1) as BlockHeader;
  }
  async header(number: number) {
    this.check();
    return this.blocks[number];
  }
  async logs(from: number, to: number) {
    this.check();
    const out: unknown[] = [];
    for (let n = from; n <= to; n++) out.push(...(this.logsOf.get(n) ?? []));
    return out;
  }
  async read(call: Call) {
    this.check();
    this.calls.push(call);
    const key = `${call.address.toLowerCase()}.${call.functionName}`;
    const withArgs = `${key}${JSON.stringify(call.args ?? [], replacer)}`;
    if (this.answers.has(withArgs)) return this.answers.get(withArgs);
    if (this.answers.has(key)) return this.answers.get(key);
    // What viem reports for an empty answer (no code at the address, or no such function).
    throw new ContractFunctionZeroDataError({ functionName: call.functionName });
  }
}
const replacer = (_: string, v: unknown) =>
  typeof v === "bigint" ? v.toString() : typeof v === "string" ? v.toLowerCase() : v;

/** Answers a token's ERC-20 calls. */
function token(node: ScriptedNode, at: string, symbol: string, decimals: number) {
  node.answer(at, "name", `${symbol} token`);
  node.answer(at, "symbol", symbol);
  node.answer(at, "decimals", decimals);
  node.answer(at, "totalSupply", 10n ** BigInt(decimals + 9));
}

let handle: DbHandle;
const running: { stop(): void }[] = [];

beforeAll(async () => {
  handle = await createTestDb();
});
afterEach(() => {
  for (const indexer of running.splice(0)) indexer.stop();
});
afterAll(async () => {
  await handle.close();
});

function start(node: ScriptedNode, over: { chain?: Partial<EvmChainConfig>; now?: () => number } = {}) {
  const trades: TradeEvent[] = [];
  const reserves: PoolReserves[] = [];
  const pairs: PairRecord[] = [];
  const sleeps: number[] = [];
  const logs: { msg: string }[] = [];
  const control: EngineControl = {
    addPairs: (p) => pairs.push(...p),
    updateReserves: (r) => reserves.push(...r),
    retract: async () => {},
  };
  const indexer = createEvmIndexer({
    db: handle.db,
    chain: {
      chainId: 1,
      rpcUrl: "http://unused",
      factories: [
        { kind: "uniswap-v2", address: V2_FACTORY },
        { kind: "uniswap-v3", address: V3_FACTORY },
      ],
      stablecoins: [USDC],
      ...over.chain,
    },
    backfillBlocks: 100,
    pollMs: 5,
    rpc: node,
    random: () => 0,
    now: over.now,
    log: (obj, msg) => logs.push({ msg, ...obj }),
    sleep: (ms) => {
      sleeps.push(ms);
      return new Promise((resolve) => setTimeout(resolve, 1));
    },
  });
  indexer.start((t) => trades.push(...t), 0, control);
  running.push(indexer);
  return { indexer, trades, reserves, pairs, sleeps, logs };
}

/** √(token1 per token0) in raw units as Q64.96, for a price of `quotePerBase` whole tokens. */
function sqrtPriceX96(
  quotePerBase: number,
  base: { address: string; decimals: number },
  quote: { address: string; decimals: number },
) {
  const baseIs0 = base.address < quote.address;
  const raw = quotePerBase * 10 ** (quote.decimals - base.decimals);
  const oneIn0 = baseIs0 ? raw : 1 / raw;
  return BigInt(Math.round(Math.sqrt(oneIn0) * 2 ** 48)) * 2n ** 48n;
}

describe("EVM indexer (scripted node)", () => {
  it("prices a v3 pool through the wrapped native, priced by its stablecoin pool, with v3 reserves read from the pool", async () => {
    const node = new ScriptedNode();
    token(node, WETH, "WETH", 18);
    token(node, USDC, "USDC", 6);
    token(node, TOKEN, "TKN", 8);
    const P1 = address(0xb1);
    const P2 = address(0xb2);
    const weth = { address: WETH, decimals: 18 };
    const usdc = { address: USDC, decimals: 6 };
    const tkn = { address: TOKEN, decimals: 8 };
    for (const [pool, a, b, balanceA, balanceB, price] of [
      [P1, weth, usdc, 10n ** 21n, 3n * 10n ** 12n, sqrtPriceX96(3000, weth, usdc)],
      [P2, tkn, weth, 10n ** 14n, 10n ** 20n, sqrtPriceX96(0.1, tkn, weth)],
    ] as const) {
      node.answer(a.address, "balanceOf", balanceA, [pool]);
      node.answer(b.address, "balanceOf", balanceB, [pool]);
      node.answer(pool, "slot0", [price, 0, 0, 0, 0, 0, true]);
    }
    const t0 = (x: string, y: string) => (x < y ? [x, y] : [y, x]);
    node.mine([
      {
        event: poolCreated,
        address: V3_FACTORY,
        args: { token0: t0(WETH, USDC)[0], token1: t0(WETH, USDC)[1], fee: 500, tickSpacing: 10, pool: P1 },
      },
      {
        event: poolCreated,
        address: V3_FACTORY,
        args: {
          token0: t0(TOKEN, WETH)[0],
          token1: t0(TOKEN, WETH)[1],
          fee: 3000,
          tickSpacing: 60,
          pool: P2,
        },
      },
    ]);
    // WETH is token0 of P1 if its address sorts first: the pool pays 1 WETH for 3,000 USDC.
    const wethIs0 = WETH < USDC;
    const oneWeth = 10n ** 18n;
    const usdPaid = 3000n * 10n ** 6n;
    const tknIs0 = TOKEN < WETH;
    node.mine([
      {
        event: swapV3,
        address: P1,
        args: {
          sender: address(1),
          recipient: address(2),
          amount0: wethIs0 ? -oneWeth : usdPaid,
          amount1: wethIs0 ? usdPaid : -oneWeth,
          sqrtPriceX96: sqrtPriceX96(3000, weth, usdc),
          liquidity: 10n ** 18n,
          tick: 0,
        },
      },
      // 20 TKN (8 decimals) sold to the pool for 2 WETH: $300 each.
      {
        event: swapV3,
        address: P2,
        args: {
          sender: address(1),
          recipient: address(3),
          amount0: tknIs0 ? 20n * 10n ** 8n : -2n * oneWeth,
          amount1: tknIs0 ? -2n * oneWeth : 20n * 10n ** 8n,
          sqrtPriceX96: sqrtPriceX96(0.1, tkn, weth),
          liquidity: 10n ** 18n,
          tick: 0,
        },
      },
    ]);
    const { indexer, trades, reserves, pairs } = start(node);
    await expect.poll(() => trades.length).toBe(2);
    expect(indexer.status().indexed).toBe(2);
    expect(pairs.map((p) => [p.dex, p.quoteSymbol])).toEqual([
      ["Uniswap v3", "USDC"],
      ["Uniswap v3", "WETH"],
    ]);
    const [wethTrade, tokenTrade] = trades;
    expect(wethTrade).toMatchObject({ side: "buy", amount: 1, value: 3000, price: 3000, trader: address(2) });
    expect(tokenTrade).toMatchObject({ side: "sell", amount: 20, trader: address(3) });
    expect(tokenTrade.price).toBeCloseTo(300, 6);
    expect(tokenTrade.value).toBeCloseTo(6000, 6);
    // P2's reserves: its balances (10^6 TKN, 100 WETH at $3,000) and its current price (0.1 WETH = $300).
    const p2 = reserves.filter((r) => r.pairId === pairs[1].id).at(-1);
    expect(p2?.reserveBase).toBeCloseTo(1e6, 6);
    expect(p2?.reserveQuote).toBeCloseTo(300_000, 3);
    expect(p2?.spotPrice).toBeCloseTo(300, 3);
  });

  it("asks once about an address that only claims to be a pool, and trades nothing there", async () => {
    const node = new ScriptedNode();
    token(node, TOKEN, "TKN", 18);
    token(node, USDC, "USDC", 6);
    const IMPOSTOR = address(0xc1);
    const OTHER_FACTORY = address(0xc2);
    const LIAR = address(0xc3);
    node.answer(IMPOSTOR, "token0", TOKEN);
    node.answer(IMPOSTOR, "token1", USDC);
    node.answer(IMPOSTOR, "factory", OTHER_FACTORY);
    // The liar names the right factory, but the factory knows another pair for its tokens.
    node.answer(LIAR, "token0", TOKEN);
    node.answer(LIAR, "token1", USDC);
    node.answer(LIAR, "factory", V2_FACTORY);
    node.answer(V2_FACTORY, "getPair", address(0xd0));
    const swap = (at: string) => ({
      event: swapV2,
      address: at,
      args: {
        sender: address(1),
        amount0In: 10n ** 18n,
        amount1In: 0n,
        amount0Out: 0n,
        amount1Out: 10n ** 6n,
        to: address(2),
      },
    });
    node.mine([swap(IMPOSTOR), swap(LIAR), swap(address(0xc4))]);
    const { indexer, trades, pairs } = start(node);
    await expect.poll(() => indexer.status().indexed).toBe(1);
    node.mine([swap(IMPOSTOR), swap(LIAR)]);
    await expect.poll(() => indexer.status().indexed).toBe(2);
    expect(trades).toEqual([]);
    expect(pairs).toEqual([]);
    expect(node.calls.filter((c) => c.address === IMPOSTOR && c.functionName === "factory")).toHaveLength(1);
    expect(node.calls.filter((c) => c.address === LIAR && c.functionName === "factory")).toHaveLength(1);
    expect(node.calls.filter((c) => c.functionName === "getPair")).toHaveLength(1);
  });

  it("reuses a catalogue token (any letter case), which leaves the demo market for the chain's figures", async () => {
    const KNOWN = address(0xe1);
    const PAIR = address(0xe2);
    await ensureChain(handle.db, chainFacts(1));
    const [{ id }] = await queryRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO tokens (slug, name, symbol, chain_id, address, decimals, listed_at)
          VALUES ('known-1', 'Known', 'KNW', 1, ${KNOWN.toUpperCase().replace("0X", "0x")}, 18, now()) RETURNING id`,
    );
    await handle.db.execute(sql`
      INSERT INTO token_stats (token_id, price, change_1h, change_24h, volume_24h, market_cap, circulating_supply,
                               total_supply, liquidity, holders, popularity, ai_score, source, updated_at)
      VALUES (${id}, 5, 1, 2, 1000, 500, 100, 200, 50, 77, 3, 40, 'demo', now())`);
    await handle.db.execute(sql`
      INSERT INTO pairs (token_id, chain_id, address, quote_symbol, dex, source, ref_price, volatility, activity,
                         liquidity, circulating, total_supply)
      VALUES (${id}, 1, '0xffff000000000000000000000000000000000001', 'USD', 'Demo DEX', 'demo', 5, 0.1, 1, 50, 100, 200)`);
    const node = new ScriptedNode();
    token(node, USDC, "USDC", 6);
    node.answer(KNOWN, "totalSupply", 3n * 10n ** 24n);
    const [token0, token1] = KNOWN < USDC ? [KNOWN, USDC] : [USDC, KNOWN];
    node.mine([
      { event: pairCreated, address: V2_FACTORY, args: { token0, token1, pair: PAIR, "": 1n } },
      { event: syncV2, address: PAIR, args: { reserve0: 10n ** 6n, reserve1: 10n ** 6n } },
    ]);
    const { indexer, pairs } = start(node);
    await expect.poll(() => indexer.status().indexed).toBe(1);
    expect(pairs.map((p) => p.tokenId)).toEqual([id]);
    const tokens = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM tokens WHERE chain_id = 1 AND lower(address) = ${KNOWN}`,
    );
    expect(tokens[0].n).toBe(1);
    const [stats] = await queryRows<Record<string, unknown>>(
      handle.db,
      sql`SELECT price::text, circulating_supply, total_supply::text, holders, source FROM token_stats
          WHERE token_id = ${id}`,
    );
    expect(stats).toEqual({
      price: "0",
      circulating_supply: null,
      total_supply: "3000000",
      holders: 0,
      source: "dex:1",
    });
    const main = await queryRows<{ source: string; is_main: number }>(
      handle.db,
      sql`SELECT source, is_main FROM pairs WHERE token_id = ${id} ORDER BY id`,
    );
    expect(main).toEqual([
      { source: "demo", is_main: 0 },
      { source: "evm", is_main: 1 },
    ]);
  });

  it("skips malformed logs in a node's answer and reads the rest", async () => {
    const node = new ScriptedNode();
    node.mine();
    const garbage = [null, 42, "0x", { address: "nope" }, { topics: [] }];
    node.logsOf.set(1, garbage);
    const { indexer, trades } = start(node);
    await expect.poll(() => indexer.status().indexed).toBe(1);
    expect(indexer.status().failures).toBe(0);
    expect(trades).toEqual([]);
  });

  it("backs off a failing node with growing, jittered delays, keeps the figures' age, and recovers", async () => {
    const node = new ScriptedNode();
    node.mine();
    let clock = 1_000_000;
    const { indexer, sleeps, logs } = start(node, { now: () => clock });
    await expect.poll(() => indexer.status().indexed).toBe(1);
    clock += 60_000;
    const caughtUpAt = indexer.status().asOf;
    node.failure = new HttpRequestError({
      url: "http://node",
      status: 429,
      body: {},
      details: "Too Many Requests",
    });
    const before = sleeps.length;
    await expect.poll(() => indexer.status().failures, { timeout: 5000 }).toBeGreaterThanOrEqual(4);
    clock += 60_000;
    const backoff = sleeps.slice(before).filter((ms) => ms !== 5);
    expect(backoff.slice(0, 4)).toEqual([0, 1, 2, 3].map((n) => reconnectDelay(n, () => 0)));
    expect(backoff[1]).toBeGreaterThan(backoff[0]);
    expect(logs.filter((l) => l.msg === "evm indexer step failed").length).toBeGreaterThanOrEqual(4);
    expect(indexer.status().lastError).toMatch(/HTTP request failed/);
    expect(indexer.status().asOf).toBeLessThanOrEqual(caughtUpAt);
    node.failure = undefined;
    node.mine();
    await expect.poll(() => indexer.status().indexed).toBe(2);
    expect(indexer.status().failures).toBe(0);
    expect(indexer.status().asOf).toBe(clock);
  });
});
