/**
 * What request logging records of a request. Compatible clients send one-time codes and the password change in
 * query strings (docs/product.md, Accounts): values of such parameters never reach the log.
 */
import type { FastifyRequest } from "fastify";

const SECRET_PARAM = /pass|code|token|secret/i;

/** The request's path and query with the values of secret-looking parameters replaced. */
export function redactedUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of new Set(params.keys())) {
    if (SECRET_PARAM.test(key)) params.set(key, "[redacted]");
  }
  return `${url.slice(0, at)}?${params.toString()}`;
}

/** Fastify's request log fields, with the URL redacted. */
export const requestLogFields = (req: FastifyRequest) => ({
  method: req.method,
  url: redactedUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
});
