import { matchRoutes, type RouteObject } from "react-router";
import { createPreloadQueue } from "./prefetch.ts";

/** The part of React Router's browser manifest (`window.__reactRouterManifest`) this module reads. */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
export type RouteManifest = { routes: Record<string, ManifestRoute> };

/** Builds a matchable route tree from the flat manifest. */
export function routeTree(routes: Record<string, ManifestRoute>): RouteObject[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const build = (parentId?: string): RouteObject[] =>
    (children.get(parentId) ?? []).map((r) =>
      r.index ? { id: r.id, path: r.path, index: true } : { id: r.id, path: r.path, children: build(r.id) },
    );
  return build(undefined);
}

/** The JavaScript files of every route that renders `href`. */
export function routeFiles(manifest: RouteManifest, tree: RouteObject[], href: string): string[] {
  const files = new Set<string>();
  for (const match of matchRoutes(tree, href) ?? []) {
    const route = manifest.routes[match.route.id as string];
    if (!route) continue;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

function modulePreload(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

const queue = createPreloadQueue(4);
const requested = new Set<string>();
let tree: RouteObject[] | undefined;

/**
 * Preloads the route modules behind a link the visitor shows intent for (docs/product.md, Interface behaviour): each file once, at most
 * four preloads at a time.
 */
export function preloadRoute(href: string): void {
  const manifest = (window as { __reactRouterManifest?: RouteManifest }).__reactRouterManifest;
  if (!manifest) return;
  tree ??= routeTree(manifest.routes);
  for (const file of routeFiles(manifest, tree, href)) {
    if (requested.has(file)) continue;
    requested.add(file);
    void queue.run(() => modulePreload(file));
  }
}
