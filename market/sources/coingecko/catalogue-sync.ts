import type { Db } from "../../../db/client.ts";
import { LOGO_LIMITS, processLogo } from "../../../domain/content/media.ts";
import {
  applySupplyFacts,
  applyTokenImages,
  applyTokenLinks,
  catalogueContracts,
  tokensWithoutImage,
} from "../../../domain/market/asset-facts.ts";
import type { Log } from "../../../platform/log.ts";
import { matchDeployments } from "./match.ts";
import type { MarketRecord } from "./normalize.ts";
import type { CoinGeckoSource } from "./source.ts";

const DAY = 86_400_000;

export type CoinGeckoSyncOptions = {
  db: Db;
  source: CoinGeckoSource;
  log?: Log;
  now?: () => number;
  /** How long a coin's links are kept before they are fetched again. */
  linksEveryMs?: number;
  /** Downloads a logo (tests answer locally); by default over HTTPS with a timeout and a size cap. */
  fetchImage?: (url: string) => Promise<Buffer>;
};

/** A logo's bytes from its URL: 10 s at most, no redirect, refused past the logo size limit. */
export async function downloadImage(url: string): Promise<Buffer> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: "error" });
  if (!answer.ok || !answer.body) throw new Error(`image answered ${answer.status}`);
  const reader = answer.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > LOGO_LIMITS.maxBytes) {
      await reader.cancel();
      throw new Error("image too large");
    }
    parts.push(part.value);
  }
  return Buffer.concat(parts);
}

/**
 * Keeps the catalogue's asset facts in step with CoinGecko (docs/decisions/012-coingecko-source.md): every
 * markets refresh sets the supplies of the assets its coins cover; in the background, once a day, the links of
 * covered coins are fetched (one call each, through the source's spaced queue) and their logos for tokens that
 * have only a drawn one (checked and re-encoded like an upload, then served from the media store).
 */
export function syncCoinGecko(options: CoinGeckoSyncOptions) {
  const { db, source } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? Date.now;
  const linksEveryMs = options.linksEveryMs ?? DAY;
  const fetchImage = options.fetchImage ?? downloadImage;
  const linkedAt = new Map<string, number>();
  const imagedAt = new Map<string, number>();
  let enriching: Promise<void> | undefined;
  const due = (seen: Map<string, number>, id: string) =>
    now() - (seen.get(id) ?? Number.NEGATIVE_INFINITY) >= linksEveryMs;

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

  async function fetchImages(covered: { record: MarketRecord; tokenIds: number[] }[]) {
    let stored = 0;
    for (const { record, tokenIds } of covered) {
      if (!record.image || !due(imagedAt, record.id)) continue;
      imagedAt.set(record.id, now());
      if ((await tokensWithoutImage(db, tokenIds)).length === 0) continue;
      try {
        const image = await processLogo(await fetchImage(record.image));
        stored += await applyTokenImages(db, [{ tokenIds, image }]);
      } catch (error) {
        log({ coin: record.id, err: String(error) }, "coingecko logo refused", "warn");
      }
    }
    log({ tokens: stored }, "coingecko logos stored");
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
    const withRecords = records
      .map((record, i) => ({ record, tokenIds: matches[i].tokenIds }))
      .filter((c) => c.tokenIds.length > 0);
    // Links take a call per coin and logos a download each: they follow in the background, one batch at a time.
    enriching ??= fetchLinks(covered)
      .then(() => fetchImages(withRecords))
      .catch((error: unknown) => log({ err: String(error) }, "coingecko links and logos failed", "error"))
      .finally(() => {
        enriching = undefined;
      });
  }

  return {
    start: () => source.start(onUpdate),
    async stop() {
      await source.stop();
      await enriching;
    },
  };
}
