import type { Db } from "../../db/client.ts";
import type {
  PairInfoPayload,
  PriceChangePayload,
  TradeStatisticPayload,
} from "../../lib/realtime/payloads.ts";
import { type Direction, endpointOf, STAT_WINDOWS } from "../../lib/realtime/protocol.ts";
import { ttlMap } from "../cache.ts";
import { NotFound } from "../errors.ts";
import { createDemoModel } from "./demo-model.ts";
import {
  candleFor,
  channelTargetExists,
  findExchangeMarket,
  findPair,
  listCandles,
  listTrades,
  mainPairOf,
  modelledPair,
  type PairSummary,
  withModelledHistory,
} from "./history.ts";
import { weekSparklines } from "./sparklines.ts";

export type { PairSummary } from "./history.ts";

export type PairStatsView = {
  info: PairInfoPayload | null;
  priceChange: PriceChangePayload[];
  tradeStatistic: TradeStatisticPayload[];
};

const MINUTE = 60_000;
/** A sparkline is kept a minute per process (docs/architecture.md, Caching); at most this many tokens' lines. */
const SPARKLINE_TTL_MS = 60_000;
const SPARKLINE_KEYS = 20_000;

export type MarketOptions = {
  /** The demo model's seed (MARKET_SEED), for candles older than a modelled pair's stored history. */
  demoSeed: number;
  /** Pair sources whose trades come from the demo model (the demo market, the local exchange replay). */
  modelledSources: readonly string[];
};

/**
 * Market reads for the web side: history from the database (in front of it, for modelled pairs, the demo
 * model's candles), current figures from the latest published snapshots (`latest` reads the bus).
 */
export function createMarket(
  db: Db,
  latest: (endpoint: string) => Promise<{ data: unknown } | undefined>,
  options: MarketOptions,
) {
  const model = createDemoModel(options.demoSeed);
  const sparklines = ttlMap(SPARKLINE_TTL_MS, SPARKLINE_KEYS, (tokenIds: number[]) =>
    weekSparklines(db, model, options.modelledSources, tokenIds, Date.now()),
  );
  async function pair(chainId: number, address: string): Promise<PairSummary> {
    const found = await findPair(db, chainId, address);
    if (!found) throw new NotFound("Pair not found");
    return found;
  }
  return {
    pair,
    mainPair: (tokenId: number) => mainPairOf(db, tokenId),
    exchangeMarket: (symbol: string) => findExchangeMarket(db, symbol),
    /** The encoded seven-day sparklines of tokens by id ("" for a token without one), lib/sparkline.ts. */
    sparklines: (tokenIds: readonly number[]) => sparklines.get(tokenIds),
    exists: (target: { pair: boolean; address: string; chainId: number }) => channelTargetExists(db, target),
    async candles(q: {
      chainId: number;
      address: string;
      interval: number;
      direction: Direction;
      from?: number;
      to?: number;
      limit: number;
    }) {
      const p = await pair(q.chainId, q.address);
      const to = q.to ?? Date.now() + q.interval * MINUTE;
      const from = q.from ?? to - q.limit * q.interval * MINUTE;
      const stored = await listCandles(db, { pairId: p.id, interval: q.interval, from, to, limit: q.limit });
      const modelled = options.modelledSources.includes(p.source) ? await modelledPair(db, p.id) : undefined;
      const candles = modelled ? withModelledHistory(stored, model, modelled, { ...q, from, to }) : stored;
      return candles.slice(-q.limit).map((candle) => candleFor(candle, q.direction));
    },
    async trades(q: { chainId: number; address: string; before?: number; limit: number }) {
      const p = await pair(q.chainId, q.address);
      return listTrades(db, { pairId: p.id, before: q.before, limit: q.limit });
    },
    async stats(chainId: number, address: string): Promise<PairStatsView> {
      const p = await pair(chainId, address);
      const at = { address: p.address, chainId: p.chainId };
      const read = async <T>(endpoint: string) => (await latest(endpoint))?.data as T | undefined;
      const [info, priceChange, tradeStatistic] = await Promise.all([
        read<PairInfoPayload>(endpointOf({ topic: "PAIR_INFO", ...at })),
        Promise.all(
          STAT_WINDOWS.map((interval) =>
            read<PriceChangePayload>(endpointOf({ topic: "PRICE_CHANGE", ...at, interval })),
          ),
        ),
        Promise.all(
          STAT_WINDOWS.map((interval) =>
            read<TradeStatisticPayload>(endpointOf({ topic: "TRADE_STATISTIC", ...at, interval })),
          ),
        ),
      ]);
      return {
        info: info ?? null,
        priceChange: priceChange.filter((x): x is PriceChangePayload => x !== undefined),
        tradeStatistic: tradeStatistic.filter((x): x is TradeStatisticPayload => x !== undefined),
      };
    },
  };
}

export type Market = ReturnType<typeof createMarket>;
