import { type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { localizePath } from "../../../lib/locales.ts";
import { servicesContext } from "../../context.ts";
import { safeNext } from "../../features/account/navigation.ts";
import { requireAccount } from "../../features/account/session.server.ts";
import { requireEditor } from "../../features/admin/desk.server.ts";
import { pageContext } from "../../seo/page.server.ts";

/** What a guard sees of a request: a loader's or a middleware's arguments. */
export type GuardArgs = { context: Readonly<RouterContextProvider>; request: Request; url: URL };

/**
 * A redirect's status: 301/302 keep a page request a GET; 308/307 keep any other method and its body
 * (docs/product.md, Redirects).
 */
function redirectStatus(permanent: boolean, method: string): number {
  const plain = method === "GET" || method === "HEAD";
  return permanent ? (plain ? 301 : 308) : plain ? 302 : 307;
}

/**
 * The guards pages name (docs/architecture.md, Route guards). Each one lets the request through, answering
 * what its page needs (the caller, the account), or throws the answer instead: a redirect, or the 404 of a
 * page that must not be known to exist.
 */
const registry = {
  /** The auth guard: a visitor signs in first, a user without a nickname finishes registration first. */
  auth: ({ context, request }: GuardArgs) => {
    const { services, locale } = pageContext(context);
    return requireAccount(services, request, locale);
  },
  /** Signing in and registering are for visitors: a signed-in user goes on to `?next=` or the cabinet. */
  guest: ({ context, url }: GuardArgs): void => {
    const { services, locale } = pageContext(context);
    if (services.caller) throw redirect(safeNext(url.searchParams.get("next"), locale));
  },
  /** Finishing registration: a visitor signs in first, an account that has its nickname goes on. */
  registering: ({ context, url }: GuardArgs): void => {
    const { services, locale } = pageContext(context);
    const { caller } = services;
    if (!caller)
      throw redirect(`${localizePath("/sign-in", locale)}?next=${encodeURIComponent(url.pathname)}`);
    if (caller.user.nickname) throw redirect(safeNext(url.searchParams.get("next"), locale));
  },
  /** The desk's guard: editors and admins only, everyone else gets the ordinary 404. */
  editor: ({ context, url }: GuardArgs) => requireEditor(pageContext(context).services, url),
  /**
   * The redirect rules editors keep (domain/routing/): a path with a rule is sent to its target, a site
   * target under the request's locale prefix with its query, an external one as it is (a browser, or React
   * Router on a client navigation, loads it as a whole page).
   */
  "route-rules": async ({ context, request, url }: GuardArgs): Promise<void> => {
    const services = context.get(servicesContext);
    let rule: Awaited<ReturnType<typeof services.routeRules.lookup>>;
    try {
      rule = await services.routeRules.lookup(url.pathname);
    } catch (error) {
      // The page answers for itself: a refusal here would skip every loader, the root's included, so the
      // error page could not be in the reader's language; the page's own loaders meet the same database and
      // answer its 503 (or log what went wrong) as they always do.
      services.log.info({ err: error }, "redirect rules unavailable, the page renders without them");
      return;
    }
    if (!rule) return;
    const location = rule.target.startsWith("/") ? `${rule.target}${url.search}` : rule.target;
    throw redirect(location, redirectStatus(rule.permanent, request.method));
  },
};

type Registry = typeof registry;
export type GuardName = keyof Registry;
/** What a guard hands its page when it lets the request through. */
export type Passed<N extends GuardName> = Awaited<ReturnType<Registry[N]>>;
type Guard<N extends GuardName> = (args: GuardArgs) => Passed<N> | Promise<Passed<N>>;

/** The guard registered as `name`; naming none is an error when the route module is evaluated. */
export function routeGuard<N extends GuardName>(name: N): Guard<N> {
  if (!Object.hasOwn(registry, name)) throw new Error(`Unknown route middleware: ${name}`);
  return registry[name] as Guard<N>;
}

/**
 * A page loader behind the guard `name`: the guard runs first, in the loader's place, and the loader gets
 * what it passed. A guard refusing here leaves the root's loader running, so its 404 is the localized page.
 */
export function guarded<N extends GuardName, Args extends GuardArgs, Result>(
  name: N,
  loader: (args: Args, passed: Passed<N>) => Promise<Result>,
): (args: Args) => Promise<Result> {
  const guard = routeGuard(name);
  return async (args) => loader(args, await guard(args));
}

/** The guard `name` as a route middleware: it runs before any loader of the request, on every request. */
export function guardMiddleware(name: GuardName): MiddlewareFunction<Response> {
  const guard = routeGuard(name);
  return async (args) => {
    await guard(args);
  };
}
