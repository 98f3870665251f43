import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DomainError, RateLimited } from "../../domain/errors.ts";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * Maps every error to `{error:{code,message,fields?}}`; validation is a 422 with per-field messages. A method
 * no route takes (every other GET is a page) is a 404 in the same format, naming no route.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).send({ error: { code: "not_found", message: "Not found" } } satisfies ErrorBody),
  );
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
    if (err instanceof DomainError) {
      if (err instanceof RateLimited) reply.header("retry-after", String(err.retryAfterSeconds));
      return reply
        .code(err.status)
        .send({ error: { code: err.code, message: err.message, fields: err.fields } } satisfies ErrorBody);
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err, reqId: req.id }, "request failed");
    const message = status >= 500 ? "Internal server error" : err.message;
    return reply
      .code(status)
      .send({ error: { code: status >= 500 ? "internal" : "bad_request", message } } satisfies ErrorBody);
  });
}
