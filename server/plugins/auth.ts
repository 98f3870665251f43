/**
 * Who is calling (docs/architecture.md, Security baseline): the browser session lives in an HttpOnly, SameSite=Lax cookie (`__Host-` prefixed
 * and Secure in production); programmatic clients send `Authorization: Bearer <token>`. State-changing calls
 * from a foreign Origin (or a cross-site fetch) are refused before any handler runs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Accounts, Caller, RequestContext, SessionRow } from "../../domain/accounts/index.ts";
import { SESSION_ABSOLUTE_MS } from "../../domain/accounts/sessions.ts";
import { Forbidden, Unauthorized } from "../../domain/errors.ts";
import { isLocale, LOCALE_COOKIE } from "../../lib/locales.ts";

export type SessionCookie = { name: string; secure: boolean };

export const sessionCookie = (production: boolean): SessionCookie =>
  production ? { name: "__Host-ta_session", secure: true } : { name: "ta_session", secure: false };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The session token a request carries: the Bearer header first, then the cookie. */
export function requestToken(req: FastifyRequest, cookie: SessionCookie): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim();
  return req.cookies[cookie.name];
}

/** The page's language (our client sends it as X-Locale), else the language cookie, else English. */
export function requestContext(req: FastifyRequest): RequestContext {
  const header = req.headers["x-locale"];
  const lang = typeof header === "string" && isLocale(header) ? header : req.cookies[LOCALE_COOKIE];
  return { ip: req.ip, userAgent: req.headers["user-agent"] ?? null, locale: isLocale(lang) ? lang : "en" };
}

export type Auth = {
  cookie: SessionCookie;
  /** The signed-in caller, or null. */
  caller(req: FastifyRequest): Promise<Caller | null>;
  /** The signed-in caller; 401 otherwise. */
  require(req: FastifyRequest): Promise<Caller>;
  /** The session the request holds now (any stage), to be ended when a new one starts. */
  current(req: FastifyRequest): Promise<SessionRow | undefined>;
  setSession(reply: FastifyReply, token: string, maxAgeMs?: number): void;
  /** After a sign-in change: the cookie carries the renewed browser session (an API token caller gets none). */
  renew(reply: FastifyReply, started: { token: string | null }): void;
  clearSession(reply: FastifyReply): void;
};

export function createAuth(accounts: Accounts, cookie: SessionCookie): Auth {
  const cache = new WeakMap<FastifyRequest, Promise<Caller | null>>();
  const caller = (req: FastifyRequest) => {
    let found = cache.get(req);
    if (!found) {
      found = accounts.caller(requestToken(req, cookie));
      cache.set(req, found);
    }
    return found;
  };
  const options = { path: "/", httpOnly: true, sameSite: "lax" as const, secure: cookie.secure };
  return {
    cookie,
    caller,
    async require(req) {
      const found = await caller(req);
      if (!found) throw new Unauthorized();
      return found;
    },
    async current(req) {
      const token = req.cookies[cookie.name];
      if (!token) return undefined;
      // The caller looked up already is this cookie's unless a Bearer token came first.
      const signedIn = requestToken(req, cookie) === token ? await caller(req) : await accounts.caller(token);
      return signedIn?.session ?? (await accounts.pendingTwoFactor(token))?.session;
    },
    setSession(reply, token, maxAgeMs = SESSION_ABSOLUTE_MS) {
      reply.setCookie(cookie.name, token, { ...options, maxAge: Math.floor(maxAgeMs / 1000) });
    },
    renew(reply, { token }) {
      if (token) this.setSession(reply, token);
    },
    clearSession(reply) {
      reply.clearCookie(cookie.name, options);
    },
  };
}

/**
 * Refuses state-changing requests that a browser sent from another site: the Origin must be the site's public
 * origin or the origin the request itself was addressed to (a browser cannot forge either).
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook("onRequest", async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const origin = req.headers.origin;
    if (origin !== undefined && !allowed.has(origin) && origin !== `${req.protocol}://${req.host}`) {
      throw new Forbidden("foreign_origin", "Foreign origin");
    }
    if (origin === undefined && req.headers["sec-fetch-site"] === "cross-site") {
      throw new Forbidden("foreign_origin", "Cross-site request");
    }
  });
}
