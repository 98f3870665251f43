/**
 * Prefetch policy (docs/product.md, Interface behaviour): link prefetch is skipped on slow connections or with data saver on, and
 * no more than 4 route preloads run at once; the others wait in arrival order.
 */

import { createLimiter, type Limiter } from "../../lib/limiter.ts";

export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

export type PreloadQueue = Limiter;

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g", "3g"]);

export function shouldPrefetch(connection?: ConnectionInfo): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType === undefined || !SLOW_CONNECTIONS.has(connection.effectiveType);
}

/** The queue of route preloads: at most `max` (4 by default) at once, the others wait in arrival order. */
export function createPreloadQueue(max = 4): PreloadQueue {
  return createLimiter(max);
}
