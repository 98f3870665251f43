/**
 * The on-chain indexer (docs/decisions/013-evm-indexer.md) against a local node (Hardhat's EDR behind its
 * JSON-RPC server, Uniswap v2 from the official artifacts), through the app on the embedded database:
 * - backfill: 10,000 swaps on one pair, 200 to a block, are mined before the indexer starts; the rate is swaps
 *   emitted per second from the engine's start to the 10,000th, and every swap must be stored exactly once;
 * - latency: swaps sent one at a time (each mined into its own block), from the moment the node returns the
 *   mined transaction to the moment the TRADE update carrying it reaches a WebSocket client of /realtime.
 */
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { openDb, queryRows } from "../db/client.ts";
import type { TradesPayload } from "../lib/realtime/payloads.ts";
import { endpointOf } from "../lib/realtime/protocol.ts";
import { createEngine } from "../market/engine.ts";
import { createEvmIndexer, evmEngineOptions } from "../market/providers/evm/indexer.ts";
import { createMemoryBus } from "../platform/bus/index.ts";
import { loadConfig } from "../platform/config/env.ts";
import { seedCatalog } from "../seed/index.ts";
import { buildApp } from "../server/app.ts";
import { amountOut, startEvmNode } from "../tests/support/evm-node.ts";
import { connectWs } from "../tests/support/ws-client.ts";
import { round, summarize } from "./stats.ts";

const SWAPS = 10_000;
const PER_BLOCK = 200;
const LATENCY_SAMPLES = 40;
const POLL_MS = 250;
const log = (msg: string) => process.stderr.write(`${msg}\n`);

/** The "evmIndexer" section of npm run bench. */
export async function evmIndexer() {
  const node = await startEvmNode();
  const handle = await openDb({});
  const bus = createMemoryBus();
  try {
    const factory = await node.deployFactory();
    const usd = await node.deployToken({
      name: "Bench Dollar",
      symbol: "BUSD",
      decimals: 6,
      supply: 10n ** 18n,
    });
    const token = await node.deployToken({
      name: "Bench Token",
      symbol: "BTK",
      decimals: 18,
      supply: 10n ** 30n,
    });
    const pair = await node.createPair(factory, token, usd);
    let [reserveToken, reserveUsd] = [10n ** 27n, 10n ** 15n];
    await node.send(node.addLiquidity(pair, token, reserveToken, usd, reserveUsd));
    const tokenIs0 = token.toLowerCase() < usd.toLowerCase();
    /** A buy (USD in) or sell (token in), with the pair's outputs in its token order. */
    const swap = (buy: boolean, amountIn: bigint) => {
      const out = buy
        ? amountOut(amountIn, reserveUsd, reserveToken)
        : amountOut(amountIn, reserveToken, reserveUsd);
      if (buy) [reserveUsd, reserveToken] = [reserveUsd + amountIn, reserveToken - out];
      else [reserveToken, reserveUsd] = [reserveToken + amountIn, reserveUsd - out];
      const outIs0 = buy === tokenIs0;
      return node.swap(pair, buy ? usd : token, amountIn, outIs0 ? out : 0n, outIs0 ? 0n : out);
    };

    log(`evm indexer: mining ${SWAPS} swaps, ${PER_BLOCK} to a block…`);
    const mining = performance.now();
    await node.automine(false);
    for (let done = 0; done < SWAPS; done += PER_BLOCK) {
      await node.send(
        Array.from({ length: PER_BLOCK }, (_, i) =>
          swap(i % 2 === 0, i % 2 === 0 ? 10n ** 9n : 10n ** 20n),
        ).flat(),
      );
      await node.mine();
    }
    await node.automine(true);
    const miningS = round((performance.now() - mining) / 1000);

    await seedCatalog(handle.db);
    const config = loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      EVM_RPC_URLS: `${node.chainId}=${node.url}`,
      EVM_DEX_FACTORIES: `${node.chainId}:uniswap-v2:${factory}`,
      EVM_STABLECOINS: `${node.chainId}:${usd}`,
      EVM_BACKFILL_BLOCKS: "1000",
      EVM_POLL_MS: String(POLL_MS),
    });
    const app = await buildApp({ config, db: handle.db, ssr: false, bus });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const [chain] = config.evm.chains;
    const indexer = createEvmIndexer({
      db: handle.db,
      chain,
      backfillBlocks: config.evm.backfillBlocks,
      pollMs: POLL_MS,
    });
    const engine = createEngine({
      db: handle.db,
      provider: indexer,
      publish: (batch) => bus.publish(batch),
      ...evmEngineOptions(chain.chainId),
    });

    log("evm indexer: backfill…");
    const started = performance.now();
    await engine.start();
    while (engine.counters.trades < SWAPS) await new Promise((r) => setTimeout(r, 5));
    const backfillS = (performance.now() - started) / 1000;
    await engine.flush();
    const [stored] = await queryRows<{ n: number; distinct: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT tx_hash)::int AS distinct FROM trades t JOIN pairs p ON p.id = t.pair_id
          WHERE p.source = 'evm'`,
    );
    if (stored.n !== SWAPS || stored.distinct !== SWAPS) {
      throw new Error(`backfill stored ${stored.n} trades (${stored.distinct} distinct) of ${SWAPS} swaps`);
    }

    log(`evm indexer: ${LATENCY_SAMPLES} live swaps, block to browser…`);
    const port = (app.server.address() as AddressInfo).port;
    const client = await connectWs(`ws://127.0.0.1:${port}/realtime`, { origin: config.publicUrl });
    const body = { topic: "TRADE" as const, address: pair, chainId: chain.chainId };
    client.send({ type: "subscribe", endpoint: endpointOf(body), body });
    await client.next((m) => m.type === "snapshot", 10_000);
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_SAMPLES; i++) {
      // Off the poll's rhythm, so the samples spread over its phase.
      await new Promise((r) => setTimeout(r, 50 + Math.random() * POLL_MS));
      const hashes = await node.send(swap(i % 2 === 0, i % 2 === 0 ? 10n ** 9n : 10n ** 20n));
      const mined = performance.now();
      const hash = hashes[1].toLowerCase();
      await client.next(
        (m) => m.type === "update" && (m.data as TradesPayload).trades.some((t) => t.txHash === hash),
        10_000,
      );
      latencies.push(performance.now() - mined);
    }
    client.close();
    await engine.stop();
    await app.close();
    const { p50, p95, max } = summarize(latencies);
    return {
      node: "Hardhat EDR over HTTP JSON-RPC on 127.0.0.1",
      backfill: {
        swaps: SWAPS,
        swapsPerBlock: PER_BLOCK,
        blocks: SWAPS / PER_BLOCK,
        miningS,
        seconds: round(backfillS),
        swapsPerSec: Math.round(SWAPS / backfillS),
        stored: stored.n,
        distinctTransactions: stored.distinct,
      },
      blockToBrowserMs: { samples: latencies.length, pollMs: POLL_MS, publishTickMs: 250, p50, p95, max },
    };
  } finally {
    await bus.close();
    await handle.close();
    await node.close();
  }
}
