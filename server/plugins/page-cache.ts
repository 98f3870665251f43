import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import { LRUCache } from "lru-cache";

/**
 * The shared cache of rendered pages for signed-out visitors (docs/architecture.md, Caching): a page is the same
 * for every visitor for a second or two, so a crowd on one page waits for one render instead of queueing fifty.
 *
 * - One render per key at a time: concurrent visitors of a missing or expired page share its render.
 * - Stale while revalidating: within `staleMs` after expiry the old page is served while one render refreshes it.
 * - A page keeps the CSP nonce it was rendered with, and the visitors it is served to get that nonce in their
 *   CSP header: the bytes never change after the render, so nothing injected later can carry it
 *   (docs/decisions/017-cached-page-nonce.md).
 * - A page is compressed once, when it is kept (Brotli and gzip): a hit only writes bytes.
 * - Only a 200 without cookies is kept; anything else goes to the visitor who asked and is rendered again.
 */

/** The encodings a kept page is stored in. */
export type Encoding = "br" | "gzip" | "identity";

/** A rendered page as the cache keeps it. */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The script nonce the page's scripts carry: the CSP header of every visitor it is served to names it. */
  nonce: string;
  /** The body in every stored encoding. */
  bodies: Record<Encoding, Buffer>;
  /** The bytes of all encodings together, as the cache's budget counts them. */
  bytes: number;
  /** Seconds the page is fresh for, as the cache keeps it (also the CDN's `s-maxage`). */
  ttlSeconds: number;
  renderedAt: number;
};

/** What one render returns: the response and its whole body, with the nonce the render used. */
export type Rendered = { status: number; headers: [string, string][]; body: Buffer | null; nonce: string };

export type PageCacheOptions = {
  /** How long a page is fresh when its route names no `s-maxage`. */
  ttlMs: number;
  /** How long after expiry a page is still served while it is rendered again. */
  staleMs: number;
  /** The most bytes of bodies the cache holds; the least recently used pages leave first. */
  maxBytes: number;
  now?: () => number;
};

export type PageCacheStats = {
  hits: number;
  stale: number;
  misses: number;
  uncacheable: number;
  pages: number;
};

type Context = { render: () => Promise<Rendered>; own: { rendered?: Rendered } };

/** `s-maxage` (or else `max-age`) of a Cache-Control header, in seconds; undefined when it names neither. */
export function sharedMaxAge(cacheControl: string | undefined): number | undefined {
  if (!cacheControl || /(^|,)\s*(private|no-store|no-cache)\b/i.test(cacheControl)) return undefined;
  const shared = /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl);
  const plain = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl);
  const seconds = shared?.[1] ?? plain?.[1];
  return seconds === undefined ? undefined : Number(seconds);
}

/** Whether a rendered response may be shared: a 200 that sets no cookie and does not forbid it. */
export function isShareable(rendered: Rendered): boolean {
  if (rendered.status !== 200 || rendered.body === null) return false;
  return !rendered.headers.some(
    ([name, value]) =>
      name === "set-cookie" || (name === "cache-control" && /\b(private|no-store)\b/i.test(value)),
  );
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The body in every encoding a visitor may ask for, compressed off the main thread. */
export async function encodeBody(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipped(body, { level: 6 }),
  ]);
  return { br, gzip: gz, identity: body };
}

const negotiator = new Negotiator<Exclude<Encoding, "identity">>({ supportedValues: ["br", "gzip"] });

/** The stored encoding that best matches an `Accept-Encoding` header (its q-values and `*` included). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  return negotiator.negotiate(acceptEncoding) ?? "identity";
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const stats = { hits: 0, stale: 0, misses: 0, uncacheable: 0 };
  const cache = new LRUCache<string, CachedPage, Context>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, page.bytes),
    ttl: options.ttlMs,
    perf: { now },
    // Every read asks the clock: a page is fresh for about a second, so a cached "now" would blur it.
    ttlResolution: 0,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    async fetchMethod(_key, _stale, { context, options: entry }) {
      const rendered = await context.render();
      context.own.rendered = rendered;
      if (!isShareable(rendered) || rendered.body === null) return undefined;
      const declared = sharedMaxAge(rendered.headers.find(([name]) => name === "cache-control")?.[1]);
      const ttlMs = declared === undefined ? options.ttlMs : declared * 1000;
      if (ttlMs <= 0) return undefined;
      entry.ttl = ttlMs;
      const bodies = await encodeBody(rendered.body);
      return {
        status: rendered.status,
        headers: rendered.headers.filter(([name]) => name !== "cache-control"),
        nonce: rendered.nonce,
        bodies,
        bytes: bodies.identity.byteLength + bodies.br.byteLength + bodies.gzip.byteLength,
        ttlSeconds: Math.max(1, Math.round(ttlMs / 1000)),
        renderedAt: now(),
      };
    },
  });

  return {
    /** The stale window in whole seconds, as `stale-while-revalidate` announces it. */
    staleSeconds: Math.floor(options.staleMs / 1000),
    /**
     * The page for `key`: from the cache when fresh (or stale within `staleMs`, refreshing it behind), else
     * from `render`, shared with every visitor asking for the same key meanwhile. `page` is undefined when the
     * answer may not be shared; `rendered` is then this visitor's own render.
     */
    async get(
      key: string,
      render: () => Promise<Rendered>,
    ): Promise<
      { page: CachedPage; state: "hit" | "stale" | "miss" } | { page: undefined; rendered: Rendered }
    > {
      const held = cache.peek(key, { allowStale: true });
      const remaining = cache.getRemainingTTL(key);
      let state: "hit" | "stale" | "miss" = "miss";
      if (held && remaining > 0) state = "hit";
      else if (held && now() - held.renderedAt <= held.ttlSeconds * 1000 + options.staleMs) state = "stale";
      else if (held) cache.delete(key);
      const own: Context["own"] = {};
      const page = await cache.fetch(key, { context: { render, own } });
      if (page) {
        stats[state === "hit" ? "hits" : state === "stale" ? "stale" : "misses"] += 1;
        return { page, state };
      }
      stats.uncacheable += 1;
      return { page: undefined, rendered: own.rendered ?? (await render()) };
    },
    /** Forgets every page (an editor published: articles, lists of news and the home page change). */
    clear(): void {
      cache.clear();
    },
    stats(): PageCacheStats {
      return { ...stats, pages: cache.size };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
