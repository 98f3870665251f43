import type { Db } from "../../../db/client.ts";
import { applySupplyFacts, applyTokenLinks, catalogueContracts } from "../../../domain/market/asset-facts.ts";
import { matchDeployments } from "./match.ts";
import type { MarketRecord } from "./normalize.ts";
import type { CoinGeckoSource } from "./source.ts";

const DAY = 86_400_000;

export type CoinGeckoSyncOptions = {
  db: Db;
  source: CoinGeckoSource;
  log?: (obj: Record<string, unknown>, msg: string) => void;
  now?: () => number;
  /** How long a coin's links are kept before they are fetched again. */
  linksEveryMs?: number;
};

/**
 * Keeps the catalogue's asset facts in step with CoinGecko (docs/decisions/012-coingecko-source.md): every
 * markets refresh sets the supplies of the assets its coins cover, and the links of covered coins are fetched
 * in the background once a day (one call each, through the source's spaced queue).
 */
export function syncCoinGecko(options: CoinGeckoSyncOptions) {
  const { db, source } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? Date.now;
  const linksEveryMs = options.linksEveryMs ?? DAY;
  const linkedAt = new Map<string, number>();
  let linking: Promise<void> | undefined;

  async function fetchLinks(covered: { id: string; tokenIds: number[] }[]) {
    const stale = covered.filter(
      (c) => now() - (linkedAt.get(c.id) ?? Number.NEGATIVE_INFINITY) >= linksEveryMs,
    );
    if (stale.length === 0) return;
    const found = await source.links(stale.map((c) => c.id));
    const tokensOf = new Map(stale.map((c) => [c.id, c.tokenIds]));
    await applyTokenLinks(
      db,
      found.map((coin) => ({ tokenIds: tokensOf.get(coin.id) ?? [], links: coin.links })),
    );
    for (const coin of found) linkedAt.set(coin.id, now());
    log({ coins: found.length, asked: stale.length }, "coingecko links stored");
  }

  async function onUpdate(records: MarketRecord[]) {
    const matches = matchDeployments(records, await catalogueContracts(db));
    const assets = await applySupplyFacts(
      db,
      "coingecko",
      records.map((record, i) => ({
        tokenIds: matches[i].tokenIds,
        circulatingSupply: record.circulatingSupply,
        totalSupply: record.totalSupply,
        updatedAt: record.updatedAt,
      })),
      now(),
    );
    log({ records: records.length, assets }, "coingecko supplies stored");
    const covered = matches.filter((m) => m.tokenIds.length > 0);
    // Links take a call per coin: they follow in the background, one batch at a time.
    linking ??= fetchLinks(covered)
      .catch((error: unknown) => log({ err: String(error) }, "coingecko links failed"))
      .finally(() => {
        linking = undefined;
      });
  }

  return {
    start: () => source.start(onUpdate),
    async stop() {
      await source.stop();
      await linking;
    },
  };
}
