import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";

export type FirstLoad = { route: string; files: number; gzipBytes: number };

/**
 * First-load JavaScript of a route as a browser receives it with gzip encoding (the precompressed `.gz`
 * files the server sends): the client entry, the root route and the route itself, with their imports, plus the
 * route manifest the page carries. With lazy route discovery (React Router's default with SSR) the page does not
 * load the full manifest file: it inlines a partial manifest of the entry and the matched routes, counted here
 * as a script of its own.
 */
export async function firstLoadJs(buildDir: string, routeIds: string[]): Promise<FirstLoad[]> {
  const build = (await import(pathToFileURL(join(buildDir, "server/index.js")).href)) as ServerBuild;
  const { assets } = build;
  const size = (url: string) => readFileSync(join(buildDir, "client", `${url}.gz`)).length;
  return routeIds.map((id) => {
    const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
    for (const rid of ["root", id]) {
      const route = assets.routes[rid];
      if (!route) throw new Error(`Unknown route id ${rid}`);
      if (route.module) files.add(route.module);
      for (const f of route.imports ?? []) files.add(f);
    }
    const partial = { ...assets, routes: { root: assets.routes.root, [id]: assets.routes[id] } };
    let gzipBytes = gzipSync(`window.__reactRouterManifest = ${JSON.stringify(partial, null, 2)};`).length;
    for (const f of files) gzipBytes += size(f);
    return { route: id, files: files.size + 1, gzipBytes };
  });
}
