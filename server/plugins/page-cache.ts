import { LRUCache } from "lru-cache";

/**
 * The shared cache of rendered pages for signed-out visitors (docs/architecture.md, Caching): a page is the same
 * for every visitor for a second or two, so a crowd on one page waits for one render instead of queueing fifty.
 *
 * - One render per key at a time: concurrent visitors of a missing or expired page share its render.
 * - Stale while revalidating: within `staleMs` after expiry the old page is served while one render refreshes it.
 * - A page carries the CSP nonce it was rendered with; each visitor gets it with their own (`withNonce`).
 * - Only a 200 without cookies is kept; anything else goes to the visitor who asked and is rendered again.
 */

/** A rendered page as the cache keeps it: its body cut at every occurrence of the render's nonce. */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The body around the nonce: `parts.join(nonce)` is the page for a request with that nonce. */
  parts: Buffer[];
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

/** Cuts a body at every occurrence of the nonce. */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The page's body for a request with this nonce. */
export function withNonce(page: CachedPage, nonce: string): Buffer {
  if (page.parts.length === 1) return page.parts[0];
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
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
      return {
        status: rendered.status,
        headers: rendered.headers.filter(([name]) => name !== "cache-control"),
        parts: splitAtNonce(rendered.body, rendered.nonce),
        bytes: rendered.body.byteLength,
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
