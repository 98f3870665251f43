import type { FastifyInstance } from "fastify";
import type { ReadLimits } from "../../domain/accounts/read-limits.ts";
import type { Auth } from "./auth.ts";
import { registerReadLimits } from "./read-limits.ts";

/** How long a browser may keep a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 86_400;
/** What another site's script may send with a read: a bearer token and content negotiation. */
const ALLOWED_HEADERS = "Authorization, Accept, Accept-Language";
/** What it may read of an answer beyond the simple headers: the read limit's fields among them. */
const EXPOSED_HEADERS = "Retry-After, Age, RateLimit, RateLimit-Policy";

/**
 * Registers, through `register`, routes whose reads any site may make from the browser without credentials
 * (docs/architecture.md, Security baseline): each GET of theirs answers with `Access-Control-Allow-Origin: *`
 * and `Cross-Origin-Resource-Policy: cross-origin`, and each such address answers a CORS preflight. Cookies
 * never travel with such a read (a wildcard origin forbids them), and their other methods stay same-origin.
 * Each read is counted against its client's quota (`registerReadLimits`); a preflight is not.
 */
export async function registerOpenReads(
  app: FastifyInstance,
  limit: { limits: ReadLimits; auth: Auth },
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    const readable = new Set<string>();
    scope.addHook("onRoute", (route) => {
      if ([route.method].flat().includes("GET")) readable.add(route.url);
    });
    scope.addHook("onRequest", async (req, reply) => {
      if (req.method !== "GET" && req.method !== "HEAD") return;
      reply.header("access-control-allow-origin", "*");
      reply.header("access-control-expose-headers", EXPOSED_HEADERS);
      reply.header("cross-origin-resource-policy", "cross-origin");
    });
    // After the CORS headers: a refused read is still readable by the other site.
    registerReadLimits(scope, limit);
    await register(scope);
    for (const url of readable) {
      scope.options(url, { schema: { hide: true } }, async (_req, reply) =>
        reply
          .code(204)
          .header("access-control-allow-origin", "*")
          .header("access-control-allow-methods", "GET, HEAD")
          .header("access-control-allow-headers", ALLOWED_HEADERS)
          .header("access-control-max-age", String(PREFLIGHT_MAX_AGE_S))
          .send(),
      );
    }
  });
}
