import type { FastifyInstance, RouteOptions } from "fastify";
import { ZodType } from "zod";
import { type ReadCount, type ReadLimits, readClient } from "../../domain/accounts/read-limits.ts";
import { RateLimited } from "../../domain/errors.ts";
import { errorSchema } from "../api/schemas.ts";
import type { Auth } from "./auth.ts";

/** What is counted: the reads themselves, never a preflight. */
const COUNTED_METHODS = new Set(["GET", "HEAD"]);

/** The two RateLimit fields (docs/product.md, Read limits), each a structured-field list of one item. */
function rateLimitFields(count: ReadCount): Record<string, string> {
  return {
    "ratelimit-policy": `"${count.policy}";q=${count.quota};w=${count.windowSeconds}`,
    ratelimit: `"${count.policy}";r=${count.remaining};t=${count.resetSeconds}`,
  };
}

/** The fields as the OpenAPI document describes them on every answer of a counted read. */
const FIELDS_DOC = {
  "RateLimit-Policy": {
    type: "string",
    description:
      'The quota that counts this read: `"default"` per client address, `"token"` per account with a valid API token; `q` reads per window of `w` seconds, e.g. `"default";q=1200;w=60`',
  },
  RateLimit: {
    type: "string",
    description: 'What is left of it: `r` reads for the next `t` seconds, e.g. `"default";r=1150;t=42`',
  },
};

/** The refusal past the quota; the document's conventions add its `Retry-After` (openapi-conventions.ts). */
const REFUSAL_DOC = errorSchema.meta({
  description:
    "Too many requests: the client's quota of reads is used up until the window ends, in `Retry-After` seconds",
  headers: FIELDS_DOC,
});

/** Response maps already documented: a GET's automatic HEAD route may come with the GET's options. */
const documented = new WeakSet<object>();

/**
 * Adds the limit to an operation's documented answers: its fields on each success, and the 429 refusal. Done
 * here rather than in each route file, so every read of the scope says it alike.
 */
function documentLimit(route: RouteOptions) {
  const schema = route.schema;
  const response = schema?.response as Record<string, unknown> | undefined;
  if (!schema || !response || schema.hide || documented.has(response)) return;
  const answers: Record<string, unknown> = { 429: REFUSAL_DOC };
  for (const [status, answer] of Object.entries(response)) {
    answers[status] =
      status.startsWith("2") && answer instanceof ZodType ? answer.meta({ headers: FIELDS_DOC }) : answer;
  }
  documented.add(answers);
  route.schema = { ...schema, response: answers };
}

/**
 * Counts every read of the scope (docs/product.md, Read limits): by the account behind a valid API token sent
 * as `Authorization: Bearer`, else by the client's address (`req.ip`, after TRUST_PROXY). Every counted
 * answer carries `RateLimit-Policy` and `RateLimit`; past the quota the read is refused with 429 and
 * `Retry-After`, in the API's JSON error.
 */
export function registerReadLimits(
  scope: FastifyInstance,
  { limits, auth }: { limits: ReadLimits; auth: Auth },
) {
  if (!limits.active) return;
  scope.addHook("onRoute", documentLimit);
  scope.addHook("onRequest", async (req, reply) => {
    if (!COUNTED_METHODS.has(req.method)) return;
    // A token that cannot be checked now (the database is away) counts as no token: the read is counted by
    // its address rather than refused.
    const caller = req.headers.authorization?.startsWith("Bearer ")
      ? await auth.caller(req).catch(() => null)
      : null;
    const count = await limits.count(readClient(caller, req.ip));
    if (!count) return;
    reply.headers(rateLimitFields(count));
    if (count.refused) throw new RateLimited(count.resetSeconds, "Too many requests, try again later");
  });
}
