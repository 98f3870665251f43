import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";
import assetPlatforms from "../../market/sources/coingecko/fixtures/asset-platforms.json" with {
  type: "json",
};
import coinDetails from "../../market/sources/coingecko/fixtures/coin-details.json" with { type: "json" };
import coinsList from "../../market/sources/coingecko/fixtures/coins-list.json" with { type: "json" };
import coinsMarkets from "../../market/sources/coingecko/fixtures/coins-markets.json" with { type: "json" };

/*
 * A local stand-in for the CoinGecko API: it answers the four endpoints with the fixtures (bodies shaped as the API
 * reference documents them), and a test can replace the n-th answer of an endpoint.
 */

export type Reply = { status: number; body: string; headers?: Record<string, string> } | "hang";
export type Route = "asset_platforms" | "coins/list" | "coins/markets" | "coins/id";
type Seen = { route: Route; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; at: number };

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Reply => ({
  status,
  body: JSON.stringify(body),
  headers,
});

function defaultReply(route: Route, url: URL): Reply {
  switch (route) {
    case "asset_platforms":
      return json(assetPlatforms);
    case "coins/list":
      return json(coinsList);
    case "coins/markets": {
      const ids = new Set(url.searchParams.get("ids")?.split(",") ?? []);
      return json(coinsMarkets.filter((item) => ids.has(item.id)));
    }
    case "coins/id":
      return url.pathname === "/coins/bitcoin" ? json(coinDetails) : json({ error: "coin not found" }, 404);
  }
}

const routeOf = (path: string): Route | undefined =>
  path === "/asset_platforms"
    ? "asset_platforms"
    : path === "/coins/list"
      ? "coins/list"
      : path === "/coins/markets"
        ? "coins/markets"
        : /^\/coins\/[^/]+$/.test(path)
          ? "coins/id"
          : undefined;

/** Closed after each test, last first: the fake servers, and what a test adds (sources to stop). */
export const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

export async function fakeCoinGecko(overrides: Partial<Record<Route, Record<number, () => Reply>>> = {}) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const route = routeOf(url.pathname);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    seen.push({
      route,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      at: performance.now(),
    });
    const n = seen.filter((s) => s.route === route).length;
    const reply = overrides[route]?.[n]?.() ?? defaultReply(route, url);
    if (reply === "hang") return;
    res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers }).end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  const requests = (route: Route) => seen.filter((s) => s.route === route);
  return { baseURL: `http://127.0.0.1:${port}`, seen, requests };
}

export async function until(condition: () => boolean, timeoutMs = 4000) {
  const end = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
