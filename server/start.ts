/** Boots the process for its ROLE: the site, the market engine, or both (the default). */
import { openDb } from "../db/client.ts";
import { type Leadership, lead } from "../db/leader.ts";
import { catalogueContracts } from "../domain/market/asset-facts.ts";
import { createEngine, type EngineOptions } from "../market/engine.ts";
import { createCexProvider } from "../market/providers/cex.ts";
import { createDemoProvider } from "../market/providers/demo.ts";
import { createEvmIndexer, evmEngineOptions } from "../market/providers/evm/indexer.ts";
import { syncCoinGecko } from "../market/sources/coingecko/catalogue-sync.ts";
import { createCoinGeckoSource } from "../market/sources/coingecko/source.ts";
import type { MarketProvider } from "../market/types.ts";
import { createBus } from "../platform/bus/index.ts";
import { loadConfig } from "../platform/config/env.ts";
import { createLogger, logLines } from "../platform/log.ts";
import { seedContent } from "../seed/content.ts";
import { seedCatalog } from "../seed/index.ts";
import { ensureExchangePairs } from "../seed/pairs.ts";
import { buildApp } from "./app.ts";

const config = loadConfig();
const logger = createLogger(config.logLevel);
const log = logLines(logger);
const handle = await openDb(
  config.databaseUrl ? { url: config.databaseUrl, poolSize: config.dbPoolSize } : { dataDir: config.dataDir },
);
const catalogReport = await seedCatalog(handle.db, {
  seed: config.market.seed,
  rate: config.market.demoRate,
});
if (catalogReport.seeded) log(catalogReport, "demo catalogue seeded");
const contentReport = await seedContent(handle.db);
if (contentReport.seeded) log(contentReport, "demo content seeded");
const bus = createBus(config.redisUrl);
const app = config.role === "market" ? undefined : await buildApp({ config, db: handle.db, bus, logger });

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
      db: handle.db,
      provider: makeProvider(),
      publish: (batch) => bus.publish(batch),
      reconnects: (listener) => bus.onReconnect(listener),
      shard,
      shards,
      historyHours: config.market.historyHours,
      log,
      ...extra,
    });
  leaderships.push(lead(config.databaseUrl, `tokenatlas:market:${name}:${shard}`, job, { log }));
}

if (config.role !== "web") {
  const { market } = config;
  await ensureExchangePairs(handle.db, market.cexMarkets);
  // The site serves while the engines rebuild their history in the background. A chain the indexer follows
  // has its figures from the chain only: the demo market leaves its pairs out.
  const { evm } = config;
  const indexed = { except: evm.chains.map((chain) => chain.chainId) };
  const demo = () => createDemoProvider({ seed: market.seed });
  runEngine("demo", demo, market.shard, market.shards, { chains: indexed });
  for (const chain of market.shard === 0 ? evm.chains : []) {
    const indexer = () =>
      createEvmIndexer({ db: handle.db, chain, backfillBlocks: evm.backfillBlocks, pollMs: evm.pollMs, log });
    runEngine(`evm-${chain.chainId}`, indexer, 0, 1, evmEngineOptions(chain.chainId));
  }
  const { coingecko } = market;
  if (coingecko) {
    const sync = () =>
      syncCoinGecko({
        db: handle.db,
        source: createCoinGeckoSource({ ...coingecko, catalogue: () => catalogueContracts(handle.db), log }),
        log,
      });
    leaderships.push(lead(config.databaseUrl, "tokenatlas:market:coingecko", sync, { log }));
  }
  if (market.cexMarkets.length > 0 && market.shard === 0) {
    const cex = () => createCexProvider({ url: market.cexStreamUrl, seed: market.seed, log });
    runEngine("cex", cex, 0, 1);
  }
}

/**
 * SIGTERM or SIGINT: the site stops taking connections, finishes the requests in flight and closes every
 * WebSocket with 1001 (going away, so clients reconnect elsewhere); the engines store what they hold.
 */
const shutdown = async () => {
  await Promise.all([app?.close(), ...leaderships.map((leadership) => leadership.stop())]);
  await bus.close();
  await handle.close();
  process.exit(0);
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);

if (app) await app.listen({ port: config.port, host: config.host });
