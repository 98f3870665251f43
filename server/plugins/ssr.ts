import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import {
  createRequestHandler,
  data,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { isConnectionError, RETRY_AFTER_SECONDS } from "../../db/connection-errors.ts";
import type { Caller } from "../../domain/accounts/index.ts";
import type { AppServices } from "../../domain/app-services.ts";
import { type DomainError, isDomainError, type RateLimited } from "../../domain/errors.ts";
import { PAGE_COOKIES } from "../../lib/cookies.ts";
import { createLimiter } from "../../lib/limiter.ts";
import type { Auth } from "./auth.ts";
import { DOMAIN_ERROR_STATUS } from "./errors.ts";
import { refusedPage } from "./input-guard.ts";
import { type PageCache, pickEncoding, type Rendered } from "./page-cache.ts";

/** The raw response carries the CSP script nonce of this request (set in an onRequest hook). */
export type NonceCarrier = { scriptNonce?: string };

export type SsrOptions = {
  buildDir: string;
  /** How many pages render at once (see RENDER_CONCURRENCY). */
  renderConcurrency: number;
  /** The shared cache of visitors' pages; absent, every request renders. */
  pageCache?: PageCache;
  mode: "production" | "development";
  services: Omit<AppServices, "nonce" | "buildId" | "log" | "caller" | "badRequest">;
  auth: Auth;
};

/** Loads the built React Router server bundle. */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
}

/**
 * A domain refusal (domain/errors.ts) as a page answers it: the route response of its kind's status, the one
 * the API answers (`DOMAIN_ERROR_STATUS`), a rate limit with its Retry-After. The root error boundary renders
 * it as the error page in the reader's language; thrown as it is, React Router would render a 500 "something
 * went wrong" and log an error.
 */
function refusal(error: DomainError) {
  const headers =
    error.kind === "rate_limited"
      ? { "retry-after": String((error as RateLimited).retryAfterSeconds) }
      : undefined;
  return data({ refused: error.kind }, { status: DOMAIN_ERROR_STATUS[error.kind], headers });
}

/**
 * The build with every page loader and action answering a domain refusal thrown anywhere inside it, by a
 * service or by the page, as its status (`refusal`). A page that handles a refusal itself (a malformed
 * cursor, app/features/catalog/list.server.ts) still catches it first.
 */
function withRefusals(build: ServerBuild): ServerBuild {
  const refusing =
    <Args extends unknown[], Result>(handler: (...args: Args) => Result) =>
    async (...args: Args): Promise<Awaited<Result>> => {
      try {
        return await handler(...args);
      } catch (error) {
        throw isDomainError(error) ? refusal(error) : error;
      }
    };
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader && { loader: refusing(loader) }),
        ...(action && { action: refusing(action) }),
      },
    };
  }
  return { ...build, routes };
}

/**
 * The request as React Router takes it; one without a Host (HTTP/1.0) is taken as addressed to the site. A
 * render only this visitor waits for stops when they leave (`reply`); a shared one runs to the end.
 */
function toWebRequest(req: FastifyRequest, reply: FastifyReply | null, publicUrl: string): Request {
  const url = new URL(req.url, req.host ? `${req.protocol}://${req.host}` : publicUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  reply?.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, { method: req.method, headers, signal: controller.signal });
}

/**
 * The domain services as pages see them: a call that fails because the database is away throws a 503 route
 * response instead, which the root error boundary shows as a "briefly unavailable" page in the reader's
 * language (a plain error would be a 500 "something went wrong").
 */
function guardServices(services: SsrOptions["services"]): SsrOptions["services"] {
  const unavailable = (error: unknown): never => {
    if (isConnectionError(error)) throw data({ unavailable: true }, { status: 503 });
    throw error;
  };
  const guard = <T extends object>(service: T): T =>
    new Proxy(service, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          try {
            const result: unknown = value.apply(target, args);
            return result instanceof Promise ? result.catch(unavailable) : result;
          } catch (error) {
            return unavailable(error);
          }
        };
      },
    });
  const { catalog, market, accounts, favorites, recentlyViewed, content, desk, review, routeRules } =
    services;
  return {
    ...services,
    catalog: guard(catalog),
    market: guard(market),
    accounts: guard(accounts),
    favorites: guard(favorites),
    recentlyViewed: guard(recentlyViewed),
    content: guard(content),
    desk: guard(desk),
    review: guard(review),
    routeRules: guard(routeRules),
  };
}

/** Serves the built client files and renders every other GET through React Router. */
export async function registerSsr(app: FastifyInstance, options: SsrOptions) {
  const build = withRefusals(await loadServerBuild(options.buildDir));
  const servicesKey = (build.entry.module as unknown as { servicesContext: RouterContext<AppServices> })
    .servicesContext;
  const buildId = build.assets.version;

  await app.register(fastifyStatic, {
    root: join(options.buildDir, "client"),
    prefix: "/",
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  app.get("/builds/latest.json", { schema: { hide: true } }, async (_req, reply) => {
    reply.header("cache-control", "no-store");
    return { id: buildId };
  });

  const services = guardServices(options.services);
  const handle = createRequestHandler(build, options.mode);
  // Rendering is CPU work: a few at a time, each to the end, keeps latency fair under load (a render that
  // yields to fifty others finishes last); the body is read whole inside the slot.
  const renders = createLimiter(options.renderConcurrency);
  const render = (request: Request, context: RouterContextProvider): Promise<Rendered> =>
    renders.run(async () => {
      // A visitor who left while the page waited for its turn costs nothing.
      if (request.signal.aborted) return { status: 499, headers: [], body: null, nonce: "" };
      const response = await handle(request, context);
      const body = response.body && request.method !== "HEAD" ? await response.arrayBuffer() : null;
      const headers: [string, string][] = [...response.headers].filter(([key]) => key !== "set-cookie");
      for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
      return {
        status: response.status,
        headers,
        body: body ? Buffer.from(body) : null,
        nonce: context.get(servicesKey).nonce,
      };
    });
  const contextFor = (req: FastifyRequest, caller: Caller | null, nonce: string) => {
    const context = new RouterContextProvider();
    context.set(servicesKey, {
      ...services,
      caller,
      badRequest: refusedPage(req),
      buildId,
      nonce,
      log: {
        error: (obj, msg) => req.log.error(obj, msg),
        info: (obj, msg) => req.log.info(obj, msg),
      },
    });
    return context;
  };
  const { pageCache, auth } = options;
  const publicUrl = options.services.publicUrl;
  /**
   * The page a signed-out visitor gets is the same for everyone who sends the same address, preference
   * cookies and kind of client (a crawler waits for the whole page): that is the cache's key.
   */
  const sharedKey = (req: FastifyRequest): string | null => {
    if (!pageCache || req.method !== "GET" || refusedPage(req)) return null;
    if (req.headers.authorization !== undefined || req.cookies[auth.cookie.name] !== undefined) return null;
    const userAgent = req.headers["user-agent"];
    const preferences = PAGE_COOKIES.map((name) => req.cookies[name] ?? "").join("|");
    return `${userAgent && isbot(userAgent) ? "bot" : "person"}|${preferences}|${req.url}`;
  };

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    schema: { hide: true },
    async handler(req, reply) {
      const nonce = (reply.raw as NonceCarrier).scriptNonce ?? "";
      const key = sharedKey(req);
      if (pageCache && key !== null) {
        const answer = await pageCache.get(key, () =>
          render(toWebRequest(req, null, publicUrl), contextFor(req, null, nonce)),
        );
        if (answer.page) {
          const { page } = answer;
          const encoding = pickEncoding(req.headers["accept-encoding"]);
          reply.status(page.status);
          for (const [name, value] of page.headers) reply.header(name, value);
          // The page's scripts carry the nonce of its render: this visitor's policy names that one.
          const policy = reply.getHeader("content-security-policy");
          if (typeof policy === "string" && nonce) {
            reply.header("content-security-policy", policy.replace(nonce, page.nonce));
          }
          // A CDN may keep it as long as this node does; a browser asks again (the page is live).
          reply.header(
            "cache-control",
            `public, max-age=0, s-maxage=${page.ttlSeconds}, stale-while-revalidate=${pageCache.staleSeconds}`,
          );
          reply.header("vary", "Cookie, Accept-Encoding");
          if (encoding !== "identity") reply.header("content-encoding", encoding);
          reply.header("age", String(Math.max(0, Math.floor((Date.now() - page.renderedAt) / 1000))));
          reply.header("x-page-cache", answer.state);
          return reply.send(page.bodies[encoding]);
        }
        return send(reply, answer.rendered);
      }
      let caller: Caller | null = null;
      try {
        caller = await auth.caller(req);
        // A cookie that names an ended session is removed (one owing its second factor is kept).
        if (!caller && req.cookies[auth.cookie.name] && !(await auth.current(req))) auth.clearSession(reply);
      } catch (error) {
        // While the database is away the visitor is shown signed out (the cookie stays); pages that read
        // data answer 503 through the guarded services.
        if (!isConnectionError(error)) throw error;
      }
      const rendered = await render(toWebRequest(req, reply, publicUrl), contextFor(req, caller, nonce));
      // A page asked for with a session or a token is this reader's only.
      if (!pageCache || key === null) {
        rendered.headers = rendered.headers.filter(([name]) => name !== "cache-control");
        rendered.headers.push(["cache-control", "private, no-store"]);
      }
      return send(reply, rendered);
    },
  });
}

/** Sends a render as it came: status, headers (cookies as a list), body. */
function send(reply: FastifyReply, rendered: Rendered) {
  reply.status(rendered.status);
  if (rendered.status === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  const cookies: string[] = [];
  for (const [name, value] of rendered.headers) {
    if (name === "set-cookie") cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length) reply.header("set-cookie", cookies);
  return reply.send(rendered.body ?? undefined);
}
