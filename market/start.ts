/** The market side of a process: its engines and the CoinGecko synchronisation, each under its leadership. */
import type { Db } from "../db/client.ts";
import { type Leadership, lead } from "../db/leader.ts";
import { catalogueContracts } from "../domain/market/asset-facts.ts";
import type { Bus } from "../platform/bus/index.ts";
import type { Config } from "../platform/config/env.ts";
import type { Log } from "../platform/log.ts";
import { ensureExchangePairs } from "../seed/pairs.ts";
import { createEngine, type EngineOptions } from "./engine.ts";
import { createCexProvider } from "./providers/cex.ts";
import { createDemoProvider } from "./providers/demo.ts";
import { createEvmIndexer, evmEngineOptions } from "./providers/evm/indexer.ts";
import { syncCoinGecko } from "./sources/coingecko/catalogue-sync.ts";
import { createCoinGeckoSource } from "./sources/coingecko/source.ts";
import type { MarketProvider } from "./types.ts";

export type MarketOptions = { config: Config; db: Db; bus: Bus; log: Log };

/**
 * Starts what a market process runs (docs/architecture.md, Processes): the demo engine of its shard, on shard 0
 * an indexer engine per configured chain and the exchange engine, and the CoinGecko synchronisation when a key
 * is set. Each runs while this process leads it; the returned leaderships stop them.
 */
export async function startMarket({ config, db, bus, log }: MarketOptions): Promise<Leadership[]> {
  const { market, evm } = config;
  const leaderships: Leadership[] = [];

  /** Runs one engine while this process leads its shard (a fresh engine and provider each time it leads). */
  function runEngine(
    name: string,
    makeProvider: () => MarketProvider,
    shard: number,
    shards: number,
    extra: Partial<EngineOptions> = {},
  ) {
    const job = () =>
      createEngine({
        db,
        provider: makeProvider(),
        publish: (batch) => bus.publish(batch),
        reconnects: (listener) => bus.onReconnect(listener),
        shard,
        shards,
        historyHours: market.historyHours,
        log,
        ...extra,
      });
    leaderships.push(lead(config.databaseUrl, `tokenatlas:market:${name}:${shard}`, job, { log }));
  }

  await ensureExchangePairs(db, market.cexMarkets);
  // The engines rebuild their history in the background. A chain the indexer follows has its figures from the
  // chain only: the demo market leaves its pairs out.
  const indexed = { except: evm.chains.map((chain) => chain.chainId) };
  const demo = () => createDemoProvider({ seed: market.seed });
  runEngine("demo", demo, market.shard, market.shards, { chains: indexed });
  for (const chain of market.shard === 0 ? evm.chains : []) {
    const indexer = () =>
      createEvmIndexer({ db, chain, backfillBlocks: evm.backfillBlocks, pollMs: evm.pollMs, log });
    runEngine(`evm-${chain.chainId}`, indexer, 0, 1, evmEngineOptions(chain.chainId));
  }
  const { coingecko } = market;
  if (coingecko) {
    const sync = () =>
      syncCoinGecko({
        db,
        source: createCoinGeckoSource({ ...coingecko, catalogue: () => catalogueContracts(db), log }),
        log,
      });
    leaderships.push(lead(config.databaseUrl, "tokenatlas:market:coingecko", sync, { log }));
  }
  if (market.cexMarkets.length > 0 && market.shard === 0) {
    const cex = () => createCexProvider({ url: market.cexStreamUrl, seed: market.seed, log });
    runEngine("cex", cex, 0, 1);
  }
  return leaderships;
}
