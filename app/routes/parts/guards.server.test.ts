import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AppServices } from "../../context.ts";
import { servicesContext } from "../../context.ts";
import { type GuardName, guarded, guardMiddleware, routeGuard } from "./guards.server.ts";

describe("the guard registry", () => {
  it("refuses a name nobody registered, when the route names it", () => {
    const unknown = "no-such-guard" as GuardName;
    expect(() => routeGuard(unknown)).toThrow(new Error("Unknown route middleware: no-such-guard"));
    expect(() => guarded(unknown, async () => null)).toThrow("Unknown route middleware: no-such-guard");
    expect(() => guardMiddleware(unknown)).toThrow("Unknown route middleware: no-such-guard");
    expect(() => routeGuard("toString" as GuardName)).toThrow("Unknown route middleware: toString");
  });

  it("resolves the registered names", () => {
    for (const name of ["auth", "guest", "registering", "editor", "route-rules"] as const)
      expect(typeof routeGuard(name)).toBe("function");
  });
});

describe("the route-rules guard", () => {
  const rules: Record<string, { target: string; permanent: boolean }> = {
    "/de/news/old": { target: "/de/news/new", permanent: true },
    "/moved-for-now": { target: "/news/new", permanent: false },
    "/gone-abroad": { target: "https://example.com/page", permanent: true },
  };
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    routeRules: { lookup: async (path: string) => rules[path] ?? null },
  } as unknown as AppServices);
  const run = async (href: string, method = "GET") => {
    const url = new URL(href, "http://site.test");
    try {
      await routeGuard("route-rules")({ context, request: new Request(url, { method }), url });
      return null;
    } catch (answer) {
      if (!(answer instanceof Response)) throw answer;
      return { status: answer.status, location: answer.headers.get("location") };
    }
  };

  it("lets a path without a rule through", async () => {
    expect(await run("/news/new")).toBeNull();
  });

  it("redirects permanently with 301, keeping the query, and 308 for other methods", async () => {
    expect(await run("/de/news/old?ref=mail")).toEqual({ status: 301, location: "/de/news/new?ref=mail" });
    expect(await run("/de/news/old", "POST")).toEqual({ status: 308, location: "/de/news/new" });
  });

  it("redirects for now with 302, and 307 for other methods", async () => {
    expect(await run("/moved-for-now")).toEqual({ status: 302, location: "/news/new" });
    expect(await run("/moved-for-now", "POST")).toEqual({ status: 307, location: "/news/new" });
  });

  it("lets the page answer for itself when the rules cannot be read", async () => {
    const logged: string[] = [];
    const failing = new RouterContextProvider();
    failing.set(servicesContext, {
      routeRules: {
        lookup: async () => {
          throw new Error("database away");
        },
      },
      log: { info: (_obj: object, msg: string) => logged.push(msg), error: () => {} },
    } as unknown as AppServices);
    const url = new URL("/de/news/old", "http://site.test");
    await expect(
      routeGuard("route-rules")({ context: failing, request: new Request(url), url }),
    ).resolves.toBe(undefined);
    expect(logged).toEqual(["redirect rules unavailable, the page renders without them"]);
  });

  it("sends an external target as it is, without the request's query", async () => {
    expect(await run("/gone-abroad?x=1")).toEqual({ status: 301, location: "https://example.com/page" });
  });
});
