/**
 * CoinGecko as a market-data source, through the official SDK (docs/decisions/012-coingecko-source.md).
 *
 * Endpoints and the response fields read (SDK types `AssetPlatformGetResponse`, `ListGetResponse`,
 * `MarketGetResponse`, `CoinGetIDResponse`):
 * - `GET /asset_platforms`: `id`, `chain_identifier` (the EVM chain id, null for other chains);
 * - `GET /coins/list?include_platform=true`: `id`, `platforms` (platform id → contract address);
 * - `GET /coins/markets?vs_currency=usd&ids=…&per_page=250&page=1&precision=full`: `id`, `symbol`, `name`,
 *   `image`, `current_price`, `market_cap`, `fully_diluted_valuation`, `circulating_supply`, `total_supply`,
 *   `last_updated`;
 * - `GET /coins/{id}` without market data, tickers and localization: `id`, `links`.
 */

import Coingecko from "@coingecko/coingecko-typescript";
import type { Log } from "../../../platform/log.ts";
import { type CallQueue, createCallQueue, QueueClosedError } from "./call-queue.ts";
import { type CatalogueDeployment, matchDeployments } from "./match.ts";
import {
  type CoinLinks,
  type Deployment,
  isCoinId,
  type MarketRecord,
  marketItems,
  normalizeCoinList,
  normalizeLinks,
  normalizeMarkets,
  normalizePlatforms,
} from "./normalize.ts";
import { describeError, retryVerdict } from "./retry-policy.ts";

export type CoinGeckoPlan = "demo" | "pro";

/** Default spacing of calls per plan; where the figures come from: docs/decisions/012-coingecko-source.md. */
export const PLAN_CALLS_PER_MINUTE: Record<CoinGeckoPlan, number> = { demo: 30, pro: 250 };

/** `/coins/markets` takes at most 250 per page. */
const MARKETS_PAGE = 250;
const MINUTE = 60_000;

export type DatasetName = "platforms" | "coins" | "markets" | "links";

export type DatasetState = {
  /** Unix ms of the last successful refresh, null before the first. */
  lastSuccessAt: number | null;
  /** Time since the last success, as of the `state()` call. */
  ageMs: number | null;
  /** Records kept by the last success. */
  count: number | null;
  /** The most recent failure; it is current while `at` is later than `lastSuccessAt`. */
  lastError: { message: string; at: number } | null;
};

export type CoinGeckoSourceOptions = {
  apiKey: string;
  plan?: CoinGeckoPlan;
  /** Another API root (tests); by default the plan's documented one. */
  baseURL?: string;
  /** The catalogue's contracts: markets are fetched only for coins deployed at one of them. */
  catalogue: () => readonly CatalogueDeployment[] | Promise<readonly CatalogueDeployment[]>;
  /** Wall clock for the state's times. */
  now?: () => number;
  log?: Log;
  intervals?: { marketsMs?: number; listsMs?: number };
  callsPerMinute?: number;
  retry?: { maxAttempts?: number; baseDelayMs?: number; maxDelayMs?: number };
  timeoutMs?: number;
  /** The SDK's `fetch` option (a proxy, or a test that watches when requests leave). */
  fetch?: typeof fetch;
};

type OnUpdate = (records: MarketRecord[]) => void | Promise<void>;

export type CoinGeckoSource = {
  /** Starts the refresh loop; `onUpdate` gets every successful markets refresh. */
  start(onUpdate: OnUpdate): void;
  /** Stops the loop, aborts the call in flight and waits for the running refresh to end. */
  stop(): Promise<void>;
  state(): Record<DatasetName, DatasetState>;
  /** The records of the last successful markets refresh. */
  records(): readonly MarketRecord[];
  /** Links of the given coins, fetched now through the same queue; coins that fail are left out. */
  links(ids: readonly string[]): Promise<CoinLinks[]>;
};

/**
 * The SDK client for a plan. The key goes only into the plan's header; the other key is set to null so a
 * `COINGECKO_*_API_KEY` in the environment cannot add a second one, and `baseURL: null` keeps a
 * `COINGECKO_BASE_URL` from overriding the plan's root. The SDK's own retries are off: they would not wait
 * for the queue's spacing.
 */
export function createClient(options: {
  apiKey: string;
  plan: CoinGeckoPlan;
  baseURL?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}) {
  const keys =
    options.plan === "pro"
      ? { proAPIKey: options.apiKey, demoAPIKey: null }
      : { demoAPIKey: options.apiKey, proAPIKey: null };
  const root = options.baseURL ? { baseURL: options.baseURL } : { environment: options.plan, baseURL: null };
  return new Coingecko({
    ...keys,
    ...root,
    maxRetries: 0,
    timeout: options.timeoutMs ?? 30_000,
    logLevel: "off",
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export function createCoinGeckoSource(options: CoinGeckoSourceOptions): CoinGeckoSource {
  if (!options.apiKey) throw new Error("CoinGecko API key is empty");
  const plan = options.plan ?? "demo";
  if (plan !== "demo" && plan !== "pro") throw new Error(`unknown CoinGecko plan: ${String(plan)}`);
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const marketsMs = options.intervals?.marketsMs ?? 10 * MINUTE;
  const listsMs = options.intervals?.listsMs ?? 24 * 60 * MINUTE;
  if (!(marketsMs > 0 && listsMs > 0)) throw new Error("refresh intervals must be positive");

  const client = createClient({ ...options, plan });
  let queue: CallQueue = newQueue();
  const datasets: Record<DatasetName, Omit<DatasetState, "ageMs">> = {
    platforms: { lastSuccessAt: null, count: null, lastError: null },
    coins: { lastSuccessAt: null, count: null, lastError: null },
    markets: { lastSuccessAt: null, count: null, lastError: null },
    links: { lastSuccessAt: null, count: null, lastError: null },
  };
  let platforms: Map<string, number> | null = null;
  let coins: Map<string, Deployment[]> | null = null;
  let markets: MarketRecord[] = [];
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tick: Promise<void> | undefined;
  /** Counts start() calls, so a pass still ending after stop() does not schedule the next one. */
  let starts = 0;
  const due = { lists: 0, markets: 0 };

  function newQueue() {
    return createCallQueue({
      callsPerMinute: options.callsPerMinute ?? PLAN_CALLS_PER_MINUTE[plan],
      classify: (error) => retryVerdict(error, now()),
      ...options.retry,
      log,
    });
  }

  const dropper = (dataset: DatasetName) => (reason: string, id: string | undefined) =>
    log({ dataset, id, reason }, "coingecko record dropped", "warn");

  function failed(dataset: DatasetName, error: unknown) {
    // Calls cut short by stop() say nothing about the API.
    if (error instanceof QueueClosedError) return;
    const message = describeError(error);
    datasets[dataset].lastError = { message, at: now() };
    log({ dataset, error: message }, "coingecko refresh failed", "error");
  }

  /** Runs one dataset's refresh; a failure is recorded and logged, never thrown. */
  async function refresh(dataset: DatasetName, work: () => Promise<number>): Promise<boolean> {
    const started = performance.now();
    try {
      const count = await work();
      Object.assign(datasets[dataset], { lastSuccessAt: now(), count });
      log({ dataset, count, ms: Math.round(performance.now() - started) }, "coingecko refresh done");
      return true;
    } catch (error) {
      failed(dataset, error);
      return false;
    }
  }

  async function refreshLists(lane: CallQueue): Promise<boolean> {
    const platformsOk = await refresh("platforms", async () => {
      const body = await lane.run("asset_platforms", (signal) => client.assetPlatforms.get({}, { signal }));
      platforms = normalizePlatforms(body, dropper("platforms"));
      return platforms.size;
    });
    const coinsOk = await refresh("coins", async () => {
      const known = platforms;
      if (!known) throw new Error("asset platforms not loaded yet");
      const body = await lane.run("coins/list", (signal) =>
        client.coins.list.get({ include_platform: true }, { signal }),
      );
      coins = normalizeCoinList(body, known, dropper("coins"));
      return coins.size;
    });
    return platformsOk && coinsOk;
  }

  function refreshMarkets(lane: CallQueue, onUpdate: OnUpdate) {
    return refresh("markets", async () => {
      const known = coins;
      if (!known) throw new Error("coin list not loaded yet");
      const catalogue = await options.catalogue();
      const candidates = [...known].map(([id, deployments]) => ({ id, deployments }));
      const ids = matchDeployments(candidates, catalogue)
        .filter((m) => m.tokenIds.length > 0)
        .map((m) => m.id)
        .sort();
      const items: unknown[] = [];
      for (let i = 0; i < ids.length; i += MARKETS_PAGE) {
        const batch = ids.slice(i, i + MARKETS_PAGE).join(",");
        const body = await lane.run("coins/markets", (signal) =>
          client.coins.markets.get(
            { vs_currency: "usd", ids: batch, per_page: MARKETS_PAGE, page: 1, precision: "full" },
            { signal },
          ),
        );
        items.push(...marketItems(body));
      }
      const records = normalizeMarkets(items, known, dropper("markets"));
      await onUpdate(records);
      markets = records;
      return records.length;
    });
  }

  /** One pass of the loop, on the queue of the start it belongs to: after stop() its calls fail at once. */
  async function runTick(lane: CallQueue, onUpdate: OnUpdate) {
    if (performance.now() >= due.lists) {
      const ok = await refreshLists(lane);
      // Markets cannot be matched without the lists, so a failed list refresh is tried again sooner.
      due.lists = performance.now() + (ok ? listsMs : Math.min(listsMs, marketsMs));
    }
    if (running && performance.now() >= due.markets) {
      await refreshMarkets(lane, onUpdate);
      due.markets = performance.now() + marketsMs;
    }
  }

  function schedule(generation: number, onUpdate: OnUpdate, delayMs: number) {
    const lane = queue;
    timer = setTimeout(() => {
      tick = runTick(lane, onUpdate).finally(() => {
        tick = undefined;
        if (running && generation === starts) {
          schedule(generation, onUpdate, Math.max(0, Math.min(due.lists, due.markets) - performance.now()));
        }
      });
    }, delayMs);
  }

  return {
    start(onUpdate) {
      if (running) throw new Error("CoinGecko source already started");
      running = true;
      starts += 1;
      schedule(starts, onUpdate, 0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      queue.close();
      queue = newQueue();
      await tick;
    },
    state() {
      const at = now();
      const entry = (d: Omit<DatasetState, "ageMs">): DatasetState => ({
        ...d,
        ageMs: d.lastSuccessAt === null ? null : Math.max(0, at - d.lastSuccessAt),
      });
      return {
        platforms: entry(datasets.platforms),
        coins: entry(datasets.coins),
        markets: entry(datasets.markets),
        links: entry(datasets.links),
      };
    },
    records: () => markets,
    async links(ids) {
      const out: CoinLinks[] = [];
      for (const id of new Set(ids)) {
        if (!isCoinId(id)) {
          dropper("links")("not a coin id", undefined);
          continue;
        }
        try {
          const body = await queue.run(`coins/${id}`, (signal) =>
            client.coins.getID(
              id,
              { localization: false, tickers: false, market_data: false, sparkline: false },
              { signal },
            ),
          );
          const links = normalizeLinks(body, id);
          if (!links) throw new Error(`coins/${id}: no links for this id`);
          out.push(links);
        } catch (error) {
          failed("links", error);
        }
      }
      if (out.length > 0) Object.assign(datasets.links, { lastSuccessAt: now(), count: out.length });
      return out;
    },
  };
}
