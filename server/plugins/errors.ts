import { DrizzleQueryError } from "drizzle-orm/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isConnectionError, RETRY_AFTER_SECONDS } from "../../db/connection-errors.ts";
import { type ErrorKind, isDomainError, type RateLimited } from "../../domain/errors.ts";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const NOT_FOUND: ErrorBody = { error: { code: "not_found", message: "Not found" } };

/** Codes of the refusals the framework gives before a handler runs (its message says more). */
const FRAMEWORK_REFUSALS: Record<number, string> = {
  413: "payload_too_large",
  415: "unsupported_media_type",
};

/** The HTTP status of each kind of domain error: the domain names the refusal, the edge its status. */
export const DOMAIN_ERROR_STATUS: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  invalid: 422,
  rate_limited: 429,
};

/**
 * An error as the log may keep it. A failed query's message lists the query's values (addresses, password
 * hashes) and the database's detail repeats them: the log gets the statement, the database's code and
 * constraint, and the stack instead.
 */
export function loggable(err: unknown): unknown {
  if (!(err instanceof DrizzleQueryError)) return err;
  const cause = err.cause as { code?: string; constraint?: string } | undefined;
  return {
    type: "DrizzleQueryError",
    query: err.query,
    code: cause?.code,
    constraint: cause?.constraint,
    stack: err.stack
      ?.split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n"),
  };
}

/**
 * Maps every error to `{error:{code,message,fields?}}`: a domain error to its kind's status (a rate limit
 * with Retry-After), validation to a 422 with per-field messages, an unreachable database or Redis to a 503
 * with Retry-After. A method no route takes (every other GET is a page) is a 404 in the same format, naming
 * no route.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(NOT_FOUND));
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = (issue.instancePath ?? "").replace(/^\//, "").replace(/\//g, ".");
        const key = path || String((issue.params as { missingProperty?: string })?.missingProperty ?? "_");
        fields[key] ??= issue.message ?? "Invalid value";
      }
      return reply
        .code(422)
        .send({ error: { code: "invalid", message: "Invalid input", fields } } satisfies ErrorBody);
    }
    if (isDomainError(err)) {
      if (err.kind === "rate_limited") {
        reply.header("retry-after", String((err as RateLimited).retryAfterSeconds));
      }
      return reply
        .code(DOMAIN_ERROR_STATUS[err.kind])
        .send({ error: { code: err.code, message: err.message, fields: err.fields } } satisfies ErrorBody);
    }
    if (isConnectionError(err)) {
      // The database or Redis is away for a moment (a restart, a dropped connection): the request can be
      // retried, and the service resumes by itself once the dependency is back.
      req.log.warn({ err, reqId: req.id }, "dependency unavailable");
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({
          error: { code: "unavailable", message: "Service briefly unavailable, try again shortly" },
        } satisfies ErrorBody);
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err: loggable(err), reqId: req.id }, "request failed");
    const message = status >= 500 ? "Internal server error" : err.message;
    const code = status >= 500 ? "internal" : (FRAMEWORK_REFUSALS[status] ?? "bad_request");
    return reply.code(status).send({ error: { code, message } } satisfies ErrorBody);
  });
}

/** The methods the API's routes take; HEAD goes with GET. */
const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * Every request under `/api/` that no route serves gets the API's JSON error, whatever the client (a GET there
 * would otherwise be a page): 405 with `Allow` when the path takes other methods, else 404.
 */
export function registerApiFallback(app: FastifyInstance) {
  function fallback(req: FastifyRequest, reply: FastifyReply) {
    const path = req.url.split("?", 1)[0];
    // A match of a catch-all (this one, or the pages') has a "*" parameter; a route of the API has none.
    const allowed = API_METHODS.filter((method) => {
      const route = app.findRoute({ method, url: path });
      return route !== null && !("*" in route.params);
    });
    if (allowed.length === 0) return reply.code(404).send(NOT_FOUND);
    const allow = allowed.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method])).join(", ");
    return reply
      .code(405)
      .header("allow", allow)
      .send({
        error: { code: "method_not_allowed", message: `This address takes ${allow}` },
      } satisfies ErrorBody);
  }
  app.route({
    method: [...API_METHODS, "HEAD", "OPTIONS", "TRACE"],
    url: "/api/*",
    schema: { hide: true },
    handler: fallback,
  });
}
