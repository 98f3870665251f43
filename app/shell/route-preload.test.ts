import { describe, expect, it } from "vitest";
import { type ManifestRoute, routeFiles, routeTree } from "./route-preload.ts";

const routes: Record<string, ManifestRoute> = {
  root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/framework.js"] },
  home: {
    id: "home",
    parentId: "root",
    path: ":lang?",
    module: "/assets/home.js",
    imports: ["/assets/shared.js"],
  },
  token: {
    id: "token",
    parentId: "root",
    path: ":lang?/token/:token",
    module: "/assets/token.js",
    imports: ["/assets/shared.js", "/assets/token-logo.js"],
  },
  "not-found": { id: "not-found", parentId: "root", path: "*", module: "/assets/not-found.js" },
};
const manifest = { routes };
const tree = routeTree(routes);

describe("routeFiles", () => {
  it("lists the root and the matched route's module with their imports, once each", () => {
    expect(routeFiles(manifest, tree, "/token/usd-coin-1")).toEqual([
      "/assets/root.js",
      "/assets/framework.js",
      "/assets/token.js",
      "/assets/shared.js",
      "/assets/token-logo.js",
    ]);
  });

  it("matches localised paths through the optional locale segment", () => {
    expect(routeFiles(manifest, tree, "/de/token/usd-coin-1")).toContain("/assets/token.js");
  });

  it("falls back to the catch-all route", () => {
    expect(routeFiles(manifest, tree, "/a/b/c")).toEqual([
      "/assets/root.js",
      "/assets/framework.js",
      "/assets/not-found.js",
    ]);
  });
});
