import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Gauge, type Registry } from "prom-client";
import { Unauthorized } from "../../domain/errors.ts";
import type { PageCacheStats } from "./page-cache.ts";

/** The socket's own peer address, never a forwarded header: a proxy on this machine is loopback too. */
const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === "::1" || /^(::ffff:)?127\./.test(address));

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function carriesToken(req: FastifyRequest, token: string | undefined): boolean {
  const header = req.headers.authorization;
  if (!token || !header?.startsWith("Bearer ")) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), digest(token));
}

/**
 * `/metrics` in Prometheus text format, for a scraper on this machine (loopback peer) or one that sends
 * METRICS_TOKEN as a Bearer token; anyone else gets 401.
 */
export function registerMetrics(app: FastifyInstance, options: { registry: Registry; token?: string }) {
  app.get("/metrics", { schema: { hide: true } }, async (req, reply) => {
    if (!isLoopback(req.socket.remoteAddress) && !carriesToken(req, options.token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw new Unauthorized("unauthorized", "Metrics need a token");
    }
    reply.header("content-type", options.registry.contentType);
    return options.registry.metrics();
  });
}

/** The page cache's counts since start: pages served fresh, stale, rendered, not shareable; pages held. */
export function registerPageCacheMetrics(registry: Registry, stats: () => PageCacheStats) {
  new Gauge({
    name: "tokenatlas_page_cache_requests",
    help: "Visitors' page requests since start, by how the page cache answered them",
    labelNames: ["result"],
    registers: [registry],
    collect() {
      const now = stats();
      for (const result of ["hits", "stale", "misses", "uncacheable"] as const) {
        this.set({ result }, now[result]);
      }
    },
  });
  new Gauge({
    name: "tokenatlas_page_cache_pages",
    help: "Rendered pages the cache holds",
    registers: [registry],
    collect() {
      this.set(stats().pages);
    },
  });
}
