import { setTimeout as sleep } from "node:timers/promises";
import { type Abi, getAddress } from "viem";
import type { Db } from "../../../db/client.ts";
import { chainFacts } from "../../../domain/market/chain-facts.ts";
import {
  catalogTokens,
  ensureChain,
  loadEvmBlocks,
  loadEvmPools,
  type NewPool,
  type NewToken,
  registerPools,
  type StoredPool,
  saveEvmProgress,
  usdStablecoins,
} from "../../../domain/market/evm-store.ts";
import { erc20Abi, readTokenContract } from "../../../domain/market/token-contract.ts";
import { type DexKind, wrappedNativeAddress } from "../../../domain/market/uniswap-deployments.ts";
import { reconnectDelay } from "../../../lib/realtime/backoff.ts";
import type { EvmChainConfig } from "../../../platform/config/evm.ts";
import type { Log } from "../../../platform/log.ts";
import type { EngineOptions } from "../../engine.ts";
import type { EngineControl, MarketProvider, PoolReserves, TradeEvent } from "../../types.ts";
import { RecentKeys } from "../recent-keys.ts";
import { DEX_TOPICS, factoryAbi, poolAbi } from "./abi.ts";
import { findForkPoint, RecentBlocks } from "./blocks.ts";
import { type DexEvent, decodeDexLog, logSeq } from "./decode.ts";
import {
  type PricedPool,
  poolReserves,
  quoteUsd,
  type References,
  reservePrice,
  routeOf,
  sqrtPriceQuote,
  swapTrade,
  units,
} from "./pricing.ts";
import { type BlockHeader, type ChainRpc, httpChainRpc, isTransportError, readShrinking } from "./rpc.ts";

/** Recent blocks remembered per chain to find a reorganisation's fork point (more than any finality depth). */
export const KEPT_BLOCKS = 256;
/** Pools followed per chain: beyond it new pools are left out (and logged), so memory stays bounded. */
const MAX_POOLS = 20_000;
/** Addresses found not to be a priced pool of the configured factories, remembered so they are asked once. */
const IGNORED_ADDRESSES = 100_000;
/** Blocks per log query at most, and at first; the span halves on a "range too large" refusal and regrows. */
const MAX_SPAN = 1_000;
/** Contract reads in flight at once (viem sends concurrent ones as one JSON-RPC batch). */
const READS_IN_FLIGHT = 16;
/** How often a v3 pool's token balances (its reserves) are read again while it trades. */
const V3_BALANCES_MS = 60_000;

const DEX_NAMES: Record<DexKind, string> = { "uniswap-v2": "Uniswap v2", "uniswap-v3": "Uniswap v3" };

/** A pool the indexer follows: how it is priced, and its state as last read. */
type Pool = PricedPool & {
  address: string;
  kind: DexKind;
  baseAddress: string;
  quoteAddress: string;
  /** Raw reserves (v2, from Sync) or token balances (v3), token0 then token1. */
  reserve0?: bigint;
  reserve1?: bigint;
  /** The block the reserves are from. */
  reservesBlock: number;
  /** A v3 pool's current price, from its latest Swap. */
  sqrtPriceX96?: bigint;
  balancesReadAt: number;
  /** The highest sequence number of a trade emitted for it. */
  lastSeq: number;
};

type Candidate = { address: string; kind: DexKind; token0?: string; token1?: string };

/** The indexer's state, for logs, tests and the bench. */
export type IndexerStatus = {
  chainId: number;
  head: number | undefined;
  /** The highest block read. */
  indexed: number | undefined;
  pools: number;
  failures: number;
  lastError: string | undefined;
  reorgs: number;
  asOf: number;
};

export type EvmIndexerOptions = {
  db: Db;
  chain: EvmChainConfig;
  /** Blocks read back on the chain's first start. */
  backfillBlocks: number;
  /** Head polling interval, ms. */
  pollMs: number;
  /** JSON-RPC timeout per request, ms. */
  timeoutMs?: number;
  /** The node; by default viem over the chain's RPC URL. */
  rpc?: ChainRpc;
  log?: Log;
  now?: () => number;
  random?: () => number;
  /** Waits between steps; resolves early when the signal aborts (stop). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

/** How the engine runs a chain's indexer: that chain's pairs, stored often (a chain trades far less than the demo). */
export const evmEngineOptions = (chainId: number): Partial<EngineOptions> => ({
  chains: { only: [chainId] },
  flushMs: 500,
  statsMs: 5000,
});

/** Runs `task` over `items`, `limit` at a time. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * The on-chain DEX indexer of one chain (docs/decisions/013-evm-indexer.md). It reads Uniswap v2-style and
 * v3-style logs over JSON-RPC: first a backfill window, then each new block as it arrives (polling the head),
 * finding pools through their factories, listing their unknown tokens, pricing swaps in USD through stablecoin
 * and wrapped-native routes, and following pools' reserves for liquidity. It keeps the hashes of recent blocks:
 * when the chain reorganises it finds the fork point, has the engine take back the orphaned trades and reads
 * the canonical blocks. Its progress is stored with the trades (`checkpoint`), so a restart resumes after the
 * last stored trade. A failing node (timeout, 429, a malformed answer, an RPC error) is logged and retried with
 * a growing, jittered delay; meanwhile the figures keep the age of the last good read (`asOf`).
 */
export function createEvmIndexer(options: EvmIndexerOptions): MarketProvider & { status(): IndexerStatus } {
  const { db, chain } = options;
  const { chainId } = chain;
  const label = `dex:${chainId}`;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const log = options.log ?? (() => {});
  const rpc = options.rpc ?? httpChainRpc(chain.rpcUrl, { timeoutMs: options.timeoutMs ?? 10_000 });
  const factories = new Map(chain.factories.map((f) => [f.address.toLowerCase(), f.kind]));

  const pools = new Map<string, Pool>();
  /** The wrapped native's stablecoin pools, which price it. */
  const nativePools = new Set<Pool>();
  const ignored = new RecentKeys(IGNORED_ADDRESSES);
  /** Pools whose reserves came from orphaned blocks, to be read again. */
  const stale = new Set<Pool>();
  /** Pools whose reserves changed since the last checkpoint. */
  const dirtyPools = new Set<Pool>();
  let refs: References = { usd: new Set(), native: undefined };
  let blocks = new RecentBlocks(KEPT_BLOCKS);
  let next: number | undefined;
  let span = MAX_SPAN;
  let nativeUsd: number | undefined;
  let asOf = now();
  let head: number | undefined;
  let failures = 0;
  let lastError: string | undefined;
  let reorgs = 0;
  let ready = false;
  let progressDirty = false;
  /** A retraction that has yet to succeed: the sequence number from which trades are orphaned. */
  let retractFrom: number | undefined;
  let poolsFull = false;
  let stopped = true;
  let abort = new AbortController();
  let emit: (trades: TradeEvent[]) => void = () => {};
  let control: EngineControl | undefined;

  const wait = options.sleep ?? ((ms, signal) => sleep(ms, undefined, { signal }).catch(() => {}));
  const pause = (ms: number) => wait(ms, abort.signal);

  /** A contract's answer, or undefined when it has none (revert, no code, undecodable); node failures throw. */
  async function answer<T>(call: {
    address: string;
    abi: Abi;
    functionName: string;
    args?: readonly unknown[];
    blockNumber?: number;
  }): Promise<T | undefined> {
    try {
      return (await rpc.read(call)) as T;
    } catch (error) {
      if (isTransportError(error)) throw error;
      return undefined;
    }
  }

  /** The wrapped native's USD price: the spot price of its deepest stablecoin pool. */
  function updateNativeUsd() {
    let depth = 0;
    for (const pool of nativePools) {
      if (pool.reserve0 === undefined || pool.reserve1 === undefined) continue;
      const quote = units(pool.baseIsToken0 ? pool.reserve1 : pool.reserve0, pool.quoteDecimals);
      const spot =
        pool.sqrtPriceX96 !== undefined
          ? sqrtPriceQuote(pool, pool.sqrtPriceX96)
          : reservePrice(pool, pool.reserve0, pool.reserve1);
      if (spot !== undefined && quote > depth) {
        depth = quote;
        nativeUsd = spot;
      }
    }
  }

  function reservesOf(pool: Pool): PoolReserves | undefined {
    if (pool.reserve0 === undefined || pool.reserve1 === undefined) return undefined;
    const spot = pool.sqrtPriceX96 === undefined ? undefined : sqrtPriceQuote(pool, pool.sqrtPriceX96);
    return poolReserves(pool, pool.reserve0, pool.reserve1, quoteUsd(pool, nativeUsd), spot);
  }

  function poolOf(
    stored: Omit<StoredPool, "reserve0" | "reserve1" | "sqrtPriceX96" | "lastSeq"> &
      Partial<Pick<StoredPool, "reserve0" | "reserve1" | "sqrtPriceX96" | "lastSeq">>,
  ) {
    const via = refs.usd.has(stored.quote.address)
      ? "usd"
      : stored.quote.address === refs.native
        ? "native"
        : undefined;
    if (!via) return undefined;
    return {
      pairId: stored.pairId,
      address: stored.address,
      kind: stored.kind,
      baseAddress: stored.base.address,
      quoteAddress: stored.quote.address,
      baseIsToken0: stored.base.address < stored.quote.address,
      baseDecimals: stored.base.decimals,
      quoteDecimals: stored.quote.decimals,
      via,
      reserve0: stored.reserve0 == null ? undefined : BigInt(stored.reserve0),
      reserve1: stored.reserve1 == null ? undefined : BigInt(stored.reserve1),
      sqrtPriceX96: stored.sqrtPriceX96 == null ? undefined : BigInt(stored.sqrtPriceX96),
      reservesBlock: 0,
      balancesReadAt: 0,
      lastSeq: stored.lastSeq ?? 0,
    } satisfies Pool;
  }

  function follow(pool: Pool) {
    pools.set(pool.address, pool);
    if (pool.via === "usd" && pool.baseAddress === refs.native) nativePools.add(pool);
  }

  /** Loads what is stored: the chain's catalogue entry, reference tokens, pools and recent blocks. */
  async function prepare() {
    pools.clear();
    nativePools.clear();
    await ensureChain(db, chainFacts(chainId));
    refs = {
      usd: new Set([...(await usdStablecoins(db, chainId)), ...chain.stablecoins]),
      native: wrappedNativeAddress(chainId)?.toLowerCase(),
    };
    for (const stored of await loadEvmPools(db, chainId)) {
      const pool = poolOf(stored);
      if (pool) follow(pool);
    }
    blocks = new RecentBlocks(KEPT_BLOCKS, await loadEvmBlocks(db, chainId));
    const tip = blocks.tip;
    next = tip ? tip.number + 1 : undefined;
    if (tip) asOf = Math.min(now(), tip.time);
    updateNativeUsd();
    const reserves = [...pools.values()].map(reservesOf).filter((r): r is PoolReserves => r !== undefined);
    if (reserves.length > 0) control?.updateReserves(reserves);
    ready = true;
    log({ chainId, pools: pools.size, resumeAt: next }, "evm indexer ready");
  }

  /** Name, symbol, decimals and total supply from a token contract; undefined when its decimals are unusable. */
  const readToken = (address: string) =>
    readTokenContract(address, (abi, functionName) => answer<unknown>({ address, abi, functionName }));

  /**
   * Whether an address that emitted pool events is a pool of a configured factory: its tokens and factory as it
   * says, confirmed by the factory's own registry (a contract can claim any factory).
   */
  async function verify(candidate: Candidate): Promise<Candidate | undefined> {
    const { address, kind } = candidate;
    const read = <T>(functionName: string) => answer<T>({ address, abi: poolAbi, functionName });
    const [token0, token1, factory] = await Promise.all([
      read<string>("token0"),
      read<string>("token1"),
      read<string>("factory"),
    ]);
    if (!token0 || !token1 || !factory || factories.get(factory.toLowerCase()) !== kind) return undefined;
    let registered: string | undefined;
    if (kind === "uniswap-v2") {
      registered = await answer<string>({
        address: factory,
        abi: factoryAbi,
        functionName: "getPair",
        args: [token0, token1],
      });
    } else {
      const fee = await read<number>("fee");
      if (fee === undefined) return undefined;
      registered = await answer<string>({
        address: factory,
        abi: factoryAbi,
        functionName: "getPool",
        args: [token0, token1, fee],
      });
    }
    if (registered?.toLowerCase() !== address) return undefined;
    return { address, kind, token0: token0.toLowerCase(), token1: token1.toLowerCase() };
  }

  /** Finds the pools behind new events, lists their unknown tokens and starts following the priced ones. */
  async function discover(events: readonly DexEvent[]) {
    const candidates = new Map<string, Candidate & { trusted: boolean }>();
    for (const e of events) {
      if (e.type === "pair-created" || e.type === "pool-created") {
        const kind = e.type === "pair-created" ? "uniswap-v2" : "uniswap-v3";
        if (factories.get(e.address) === kind && !pools.has(e.pool)) {
          candidates.set(e.pool, {
            address: e.pool,
            kind,
            token0: e.token0,
            token1: e.token1,
            trusted: true,
          });
        }
      } else if (!pools.has(e.address) && !ignored.has(e.address) && !candidates.has(e.address)) {
        const kind = e.type === "v3-swap" ? "uniswap-v3" : "uniswap-v2";
        candidates.set(e.address, { address: e.address, kind, trusted: false });
      }
    }
    if (candidates.size === 0) return;
    if (pools.size >= MAX_POOLS) {
      if (!poolsFull) log({ chainId, pools: pools.size }, "evm indexer follows its maximum of pools", "warn");
      poolsFull = true;
      return;
    }
    const checked = await mapLimit([...candidates.values()], READS_IN_FLIGHT / 4, (c) =>
      c.trusted ? Promise.resolve<Candidate | undefined>(c) : verify(c),
    );
    const routed: (Candidate & { base: string; quote: string })[] = [];
    for (const [i, candidate] of [...candidates.values()].entries()) {
      const found = checked[i];
      const route = found?.token0 && found.token1 ? routeOf(found.token0, found.token1, refs) : undefined;
      if (!found || !route) ignored.add(candidate.address);
      else routed.push({ ...found, base: route.base, quote: route.quote });
    }
    if (routed.length === 0) return;
    const addresses = [...new Set(routed.flatMap((p) => [p.base, p.quote]))];
    const known = await catalogTokens(db, chainId, addresses);
    const unknown = addresses.filter((a) => !known.has(a));
    const read = await mapLimit(unknown, READS_IN_FLIGHT / 4, readToken);
    const facts = new Map(read.flatMap((t) => (t ? [[t.address, t] as const] : [])));
    const decimalsOf = (a: string) => known.get(a)?.decimals ?? facts.get(a)?.decimals;
    const usable = routed.filter((p) => {
      const ok = decimalsOf(p.base) !== undefined && decimalsOf(p.quote) !== undefined;
      if (!ok) ignored.add(p.address);
      return ok;
    });
    if (usable.length === 0) return;
    const knownBases = [...new Set(usable.map((p) => p.base).filter((a) => known.has(a)))];
    const knownSupplies = await mapLimit(knownBases, READS_IN_FLIGHT, async (address) => {
      const supply = await answer<bigint>({ address, abi: erc20Abi, functionName: "totalSupply" });
      return [address, supply === undefined ? null : units(supply, decimalsOf(address) ?? 18)] as const;
    });
    const supplies = new Map<string, number | null>(knownSupplies);
    for (const t of facts.values()) supplies.set(t.address, t.totalSupply);
    const tokens: NewToken[] = [...facts.values()].map((t) => ({
      ...t,
      address: getAddress(t.address),
      price: refs.usd.has(t.address) ? 1 : t.address === refs.native ? (nativeUsd ?? 0) : 0,
      peg: chain.stablecoins.includes(t.address) ? "USD" : null,
    }));
    const newPools: NewPool[] = usable.map((p) => ({
      address: getAddress(p.address),
      kind: p.kind,
      dex: DEX_NAMES[p.kind],
      base: p.base,
      quote: p.quote,
    }));
    const pairs = await registerPools(db, {
      chainId,
      source: label,
      now: now(),
      tokens,
      pools: newPools,
      supplies,
    });
    const byAddress = new Map(usable.map((p) => [p.address, p]));
    for (const pair of pairs) {
      const found = byAddress.get(pair.address.toLowerCase());
      if (!found) continue;
      const pool = poolOf({
        pairId: pair.id,
        address: found.address,
        kind: found.kind,
        base: { address: found.base, decimals: decimalsOf(found.base) ?? 18 },
        quote: { address: found.quote, decimals: decimalsOf(found.quote) ?? 18 },
      });
      if (!pool) continue;
      follow(pool);
      if (pool.kind === "uniswap-v3") stale.add(pool);
    }
    control?.addPairs(pairs);
    log({ chainId, pools: pairs.length, tokens: tokens.length }, "evm indexer found pools");
  }

  /** Reads pools' reserves at a block: v2 getReserves, v3 token balances and current price. */
  async function readReserves(list: readonly Pool[], blockNumber: number) {
    await mapLimit(list, READS_IN_FLIGHT / 4, async (pool) => {
      const call = (address: string, abi: Abi, functionName: string, args?: readonly unknown[]) =>
        answer<unknown>({ address, abi, functionName, args, blockNumber });
      if (pool.kind === "uniswap-v2") {
        const reserves = (await call(pool.address, poolAbi, "getReserves")) as readonly bigint[] | undefined;
        if (!reserves) return;
        [pool.reserve0, pool.reserve1] = [reserves[0], reserves[1]];
      } else {
        const [token0, token1] = pool.baseIsToken0
          ? [pool.baseAddress, pool.quoteAddress]
          : [pool.quoteAddress, pool.baseAddress];
        const [b0, b1, slot0] = await Promise.all([
          call(token0, erc20Abi, "balanceOf", [pool.address]),
          call(token1, erc20Abi, "balanceOf", [pool.address]),
          call(pool.address, poolAbi, "slot0"),
        ]);
        if (typeof b0 !== "bigint" || typeof b1 !== "bigint") return;
        [pool.reserve0, pool.reserve1] = [b0, b1];
        const price = (slot0 as readonly unknown[] | undefined)?.[0];
        if (typeof price === "bigint") pool.sqrtPriceX96 = price;
        pool.balancesReadAt = now();
      }
      pool.reservesBlock = blockNumber;
      stale.delete(pool);
    });
  }

  /** Finds where the chain forked from what was read and takes back everything after it. */
  async function reorganise() {
    const fork = await findForkPoint(blocks.all(), async (n) => (await rpc.header(n))?.hash);
    log({ chainId, fork: fork.number, tip: blocks.tip?.number, deep: fork.deep }, "evm chain reorganised");
    blocks.truncateAbove(fork.number);
    progressDirty = true;
    next = fork.number + 1;
    reorgs += 1;
    for (const pool of pools.values()) if (pool.reservesBlock > fork.number) stale.add(pool);
    retractFrom = Math.min(retractFrom ?? Number.POSITIVE_INFINITY, logSeq(fork.number + 1, 0));
    await retract();
  }

  /** Has the engine take back the trades from `retractFrom` on (retried by the next step if it fails). */
  async function retract() {
    const fromSeq = retractFrom;
    if (fromSeq === undefined || !control) return;
    const affected = [...pools.values()].filter((p) => p.lastSeq >= fromSeq);
    await control.retract(
      affected.map((p) => p.pairId),
      fromSeq,
    );
    for (const pool of affected) pool.lastSeq = fromSeq - 1;
    retractFrom = undefined;
  }

  /**
   * One step: checks the head and that the last block read is still canonical (a reorganisation otherwise),
   * then reads the next range of blocks. Returns whether the indexer has reached the head.
   */
  async function step(): Promise<boolean> {
    if (retractFrom !== undefined) await retract();
    const latest = await rpc.head();
    head = latest.number;
    if (next === undefined) next = Math.max(0, latest.number - options.backfillBlocks + 1);
    const tip = blocks.tip;
    if (tip) {
      // A node behind what was read (lagging, or reorganising to a chain not yet as long): wait for it.
      if (latest.number < tip.number) return true;
      const canonical = latest.number === tip.number ? latest : await rpc.header(tip.number);
      if (!canonical) return true;
      if (canonical.hash !== tip.hash) {
        await reorganise();
        return false;
      }
    }
    const from = next;
    if (from > latest.number) {
      asOf = now();
      return true;
    }
    // The range's last header is read before its logs: if the chain changes in between, the next step finds
    // that header no longer canonical and goes back.
    let end: BlockHeader | undefined;
    const read = await readShrinking(from, Math.min(latest.number, from + span - 1), async (a, b) => {
      end = b === latest.number ? latest : await rpc.header(b);
      return end ? rpc.logs(a, b, DEX_TOPICS) : undefined;
    });
    span = read.to < from + span - 1 ? read.to - from + 1 : Math.min(MAX_SPAN, span * 2);
    const last = end as BlockHeader | undefined;
    if (!last || !read.result) return true;
    const events = read.result
      .map(decodeDexLog)
      .filter((e): e is DexEvent => e !== undefined && e.blockNumber >= from && e.blockNumber <= last.number)
      .sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
    await discover(events);
    const tradeBlocks = [
      ...new Set(
        events
          .filter((e) => (e.type === "v2-swap" || e.type === "v3-swap") && pools.has(e.address))
          .map((e) => e.blockNumber),
      ),
    ];
    const headers = new Map<number, BlockHeader>([[last.number, last]]);
    for (const h of await mapLimit(tradeBlocks, READS_IN_FLIGHT, (n) =>
      headers.has(n) ? Promise.resolve(headers.get(n)) : rpc.header(n),
    )) {
      if (h) headers.set(h.number, h);
    }
    // Logs and headers must come from one chain: a log whose block hash differs from its block's header means
    // the chain changed while reading (or the node's backends disagree); the step is read again after a delay.
    if (events.some((e) => headers.has(e.blockNumber) && headers.get(e.blockNumber)?.hash !== e.blockHash)) {
      throw new Error("the node's logs and block headers disagree");
    }
    if (tradeBlocks.some((n) => !headers.has(n)))
      throw new Error("the node has logs of a block it does not know");
    const swappedV3 = new Set(
      events
        .filter((e) => e.type === "v3-swap")
        .map((e) => pools.get(e.address))
        .filter((p) => p !== undefined),
    );
    const refresh = [
      ...new Set([...stale, ...[...swappedV3].filter((p) => now() - p.balancesReadAt >= V3_BALANCES_MS)]),
    ];
    if (refresh.length > 0) await readReserves(refresh, last.number);
    if (stopped) return true;

    // From here on nothing waits: the trades, the blocks they came from and the progress change together, so
    // a checkpoint taken at any moment matches the trades emitted.
    const trades: TradeEvent[] = [];
    const changed = new Set<Pool>(refresh);
    for (const e of events) {
      const pool = pools.get(e.address);
      if (!pool) continue;
      if (e.type === "v2-sync") {
        [pool.reserve0, pool.reserve1, pool.reservesBlock] = [e.reserve0, e.reserve1, e.blockNumber];
        changed.add(pool);
        if (nativePools.has(pool)) updateNativeUsd();
      } else if (e.type === "v2-swap" || e.type === "v3-swap") {
        if (e.type === "v3-swap") {
          pool.sqrtPriceX96 = e.sqrtPriceX96;
          changed.add(pool);
          if (nativePools.has(pool)) updateNativeUsd();
        }
        const header = headers.get(e.blockNumber);
        const trade = header && swapTrade(pool, e, header.time, quoteUsd(pool, nativeUsd));
        if (trade) {
          trades.push(trade);
          pool.lastSeq = Math.max(pool.lastSeq, trade.seq ?? 0);
        }
      }
    }
    for (const header of headers.values()) blocks.add(header);
    progressDirty = true;
    next = last.number + 1;
    const caughtUp = last.number === latest.number;
    asOf = caughtUp ? now() : Math.min(now(), last.time);
    if (trades.length > 0) emit(trades);
    const reserves: PoolReserves[] = [];
    for (const pool of changed) {
      dirtyPools.add(pool);
      const r = reservesOf(pool);
      if (r) reserves.push(r);
    }
    if (reserves.length > 0) control?.updateReserves(reserves);
    return caughtUp;
  }

  async function run() {
    while (!stopped) {
      try {
        if (!ready) await prepare();
        const caughtUp = await step();
        failures = 0;
        lastError = undefined;
        if (caughtUp && !stopped) await pause(options.pollMs);
      } catch (error) {
        if (stopped) break;
        failures += 1;
        lastError =
          error instanceof Error
            ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
            : String(error);
        const delay = reconnectDelay(failures - 1, random);
        log(
          { chainId, err: lastError, failures, delayMs: Math.round(delay) },
          "evm indexer step failed",
          "warn",
        );
        await pause(delay);
      }
    }
  }

  return {
    source: "evm",
    label,
    maxLatencyMs: 60_000,
    open() {},
    start(onTrades, _from, engine) {
      emit = onTrades;
      control = engine;
      stopped = false;
      abort = new AbortController();
      run().catch((error: unknown) =>
        log({ chainId, err: String(error) }, "evm indexer stopped on an error", "error"),
      );
    },
    stop() {
      stopped = true;
      abort.abort();
    },
    asOf: () => asOf,
    checkpoint() {
      if (!progressDirty && dirtyPools.size === 0) return undefined;
      const saved = blocks.all().map((b) => ({ ...b }));
      const reserves = [...dirtyPools].flatMap((p) =>
        p.reserve0 === undefined || p.reserve1 === undefined
          ? []
          : [
              {
                pairId: p.pairId,
                reserve0: p.reserve0.toString(),
                reserve1: p.reserve1.toString(),
                sqrtPriceX96: p.sqrtPriceX96?.toString() ?? null,
              },
            ],
      );
      progressDirty = false;
      dirtyPools.clear();
      return (tx) => saveEvmProgress(tx, chainId, saved, reserves);
    },
    status: () => ({
      chainId,
      head,
      indexed: blocks.tip?.number,
      pools: pools.size,
      failures,
      lastError,
      reorgs,
      asOf,
    }),
  };
}
