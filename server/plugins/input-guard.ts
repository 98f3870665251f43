/**
 * Hostile input stops here, before any route, so that nothing a client sends becomes a 500: an address with a
 * NUL or with bytes that are not UTF-8 (PostgreSQL refuses NUL in text), a malformed Host, X-Forwarded-Host
 * or X-Forwarded-Proto (pages and the origin check build URLs from them), a forwarded client address that is
 * no address, a NUL in a body field. Cookies need no check: the session token is only ever hashed. The API
 * answers 400 in its error format; a page request with a refused address renders the localized 400 page
 * instead (see `refusedPage`).
 */
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BadRequest } from "../../domain/errors.ts";

const utf8 = new TextDecoder("utf-8", { fatal: true });
const HEX = /^[0-9A-Fa-f]{2}$/;

/**
 * The bytes a percent-encoded text stands for; a `%` without two hex digits stands for itself. Characters
 * past Latin-1 (only `inject` can send them) encode to valid UTF-8 anyway, so one letter stands in for each.
 */
function percentDecoded(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const hex = code === 0x25 ? text.slice(i + 1, i + 3) : "";
    if (HEX.test(hex)) {
      bytes[n++] = Number.parseInt(hex, 16);
      i += 2;
    } else {
      bytes[n++] = code <= 0xff ? code : 0x41;
    }
  }
  return bytes.subarray(0, n);
}

/** Whether a percent-encoded text decodes to UTF-8 without a NUL: what the database and the router can hold. */
export function isStorableText(text: string): boolean {
  const bytes = percentDecoded(text);
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const HOST = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** A host with an optional port, as the Host header carries it (URL.canParse refuses ports above 65535). */
export function isHost(value: string): boolean {
  return HOST.test(value) && URL.canParse(`http://${value}`);
}

const listed = (header: string | string[] | undefined, valid: (entry: string) => boolean) => {
  if (header === undefined) return true;
  const entries = (Array.isArray(header) ? header.join(",") : header).split(",");
  return entries.every((entry) => valid(entry.trim()));
};

/** What is wrong with the request's address and headers, or undefined; the Host is checked whether or not it is trusted. */
function headerProblem(req: FastifyRequest): string | undefined {
  const { host } = req.headers;
  if (host !== undefined && !isHost(host)) return "Malformed Host header";
  if (!listed(req.headers["x-forwarded-host"], isHost)) return "Malformed X-Forwarded-Host header";
  if (!listed(req.headers["x-forwarded-proto"], (p) => /^https?$/i.test(p))) {
    return "Malformed X-Forwarded-Proto header";
  }
  if (isIP(req.ip ?? "") === 0) return "Malformed X-Forwarded-For header";
  return undefined;
}

/** Whether a parsed body holds a NUL in any key or string (walked without recursion: bodies nest deep). */
function holdsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\0")) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === "object" && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\0")) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

const refusedPages = new WeakSet<FastifyRequest>();

/** A page request whose address was refused: the page renders as the localized 400 (app/features/seo/page.server.ts). */
export function refusedPage(req: FastifyRequest): boolean {
  return refusedPages.has(req);
}

/**
 * Fastify's `rewriteUrl`: a path the router cannot decode (`%ff`) would get the framework's own 400, in
 * neither the API's error format nor the reader's language, so its `%` are escaped to reach a route; the
 * guard refuses it there by the original address.
 */
export function routableUrl(req: IncomingMessage): string {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replaceAll("%", "%25") + (query === -1 ? "" : url.slice(query));
  }
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook("onRequest", async (req) => {
    const problem = headerProblem(req);
    if (problem) throw new BadRequest(problem);
    if (isStorableText(req.originalUrl)) return;
    const page =
      (req.method === "GET" || req.method === "HEAD") &&
      req.routeOptions.url === "/*" &&
      !req.originalUrl.startsWith("/api/");
    if (!page) throw new BadRequest("Malformed address");
    refusedPages.add(req);
  });
  app.addHook("preValidation", async (req) => {
    if (holdsNul(req.body)) throw new BadRequest("NUL character in the body");
  });
}
