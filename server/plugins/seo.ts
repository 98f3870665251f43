import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Catalog } from "../../domain/catalog/index.ts";
import type { Communities } from "../../domain/communities/index.ts";
import type { Content } from "../../domain/content/index.ts";
import { COMMUNITY_HUB_PATH, communityPath } from "../../lib/community-paths.ts";
import { articleKinds, contentPath, offeringKinds } from "../../lib/content-kinds.ts";
import { isLocale, type Locale, localeCodes, localizePath } from "../../lib/locales.ts";
import { listPages } from "../../lib/orderings.ts";
import { tagTypeOf, tagTypePlural, tagTypes } from "../../lib/route-shapes.ts";
import { SITEMAP_CHUNK, sitemapIndexXml, urlsetXml } from "../../lib/sitemap.ts";

/** Paths crawlers stay out of, each also under every locale's prefix: the API, previews, the editors' desk. */
const DISALLOWED = ["/api/", "/token-preview/", "/admin"];

/** The latest of some ISO 8601 times (they sort as text), if any. */
const latest = (times: (string | undefined)[]) =>
  times
    .filter((t): t is string => t !== undefined)
    .sort()
    .at(-1);

/**
 * `/robots.txt`, the sitemap index and the per-locale sitemaps of every list, token, chain and tag page and
 * of every published entry that has its own text in the locale (English fallbacks are left out); the content
 * sitemap also lists the community hub and every published community's feed.
 */
export async function registerSeo(
  app: FastifyInstance,
  {
    catalog,
    content,
    communities,
    publicUrl,
  }: { catalog: Catalog; content: Content; communities: Communities; publicUrl: string },
) {
  const abs = (path: string, locale: Locale) => `${publicUrl}${localizePath(path, locale)}`;

  const robots = [
    "User-agent: *",
    ...DISALLOWED.flatMap((path) => localeCodes.map((code) => `Disallow: ${localizePath(path, code)}`)),
    "Allow: /",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  app.get("/robots.txt", { schema: { hide: true } }, async (_req, reply) => {
    reply.type("text/plain; charset=utf-8");
    return robots;
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_req, reply) => {
    const chunks = Math.max(1, Math.ceil((await catalog.countIndexableTokens()) / SITEMAP_CHUNK));
    const urls: string[] = [];
    for (const code of localeCodes) {
      urls.push(`${publicUrl}/sitemaps/${code}-pages.xml`, `${publicUrl}/sitemaps/${code}-content.xml`);
      for (let n = 0; n < chunks; n++) urls.push(`${publicUrl}/sitemaps/${code}-tokens-${n}.xml`);
    }
    reply.type("application/xml; charset=utf-8");
    return sitemapIndexXml(urls);
  });

  const params = z.object({
    file: z.string().regex(/^[a-z]{2}(?:-[a-z]{2})?-(?:pages|content|tokens-\d{1,4})\.xml$/),
  });
  app.get("/sitemaps/:file", { schema: { hide: true } }, async (req, reply) => {
    const parsed = params.safeParse(req.params);
    const match = parsed.success ? /^(.+)-(pages|content|tokens-(\d+))\.xml$/.exec(parsed.data.file) : null;
    if (!match || !isLocale(match[1])) return reply.code(404).type("text/plain").send("Not found");
    const locale = match[1];
    reply.type("application/xml; charset=utf-8");
    // A page with nothing to date it yet (an empty list) stays out until it has something to show.
    const urlset = (pages: [path: string, lastmod: string | undefined][]) =>
      urlsetXml(pages.flatMap(([path, lastmod]) => (lastmod ? [{ loc: abs(path, locale), lastmod }] : [])));
    if (match[2] === "content") {
      const [entries, feeds] = await Promise.all([content.published(), communities.published()]);
      const listChanged = (kind: string) =>
        latest(entries.filter((e) => e.kind === kind).map((e) => e.lastmod));
      return urlset([
        ...[...articleKinds, "faq" as const, ...offeringKinds].map((kind): [string, string | undefined] => [
          `/${kind}`,
          listChanged(kind),
        ]),
        ...entries
          .filter((e) => e.locales.includes(locale))
          .map((e): [string, string] => [contentPath(e.kind, e.slug), e.lastmod]),
        [COMMUNITY_HUB_PATH, latest(feeds.map((f) => f.lastmod))],
        ...feeds.map((f): [string, string] => [communityPath(f.tokenSlug), f.lastmod]),
      ]);
    }
    if (match[2] === "pages") {
      const [chains, tags, changes] = await Promise.all([
        catalog.chains(),
        catalog.tags(),
        catalog.changes(),
      ]);
      const newest = changes.newest ?? undefined;
      return urlset([
        ["/", newest],
        ["/token", newest],
        ...listPages.map((p): [string, string | undefined] => [p.path, newest]),
        ["/blockchains", newest],
        ...chains.map((c): [string, string | undefined] => [
          `/blockchains/${c.slug}`,
          changes.chains.get(c.id),
        ]),
        ["/cryptocurrency/types", newest],
        ...tagTypes.map((type): [string, string | undefined] => [
          `/cryptocurrency-${type}`,
          latest(tags.filter((t) => t.type === tagTypeOf[type]).map((t) => changes.tags.get(t.id))),
        ]),
        ...tags.map((t): [string, string | undefined] => [
          `/cryptocurrency-${tagTypePlural[t.type]}/${t.slug}`,
          changes.tags.get(t.id),
        ]),
      ]);
    }
    const tokens = await catalog.listIndexableTokenSlugs(Number(match[3]) * SITEMAP_CHUNK, SITEMAP_CHUNK);
    if (tokens.length === 0 && Number(match[3]) > 0)
      return reply.code(404).type("text/plain").send("Not found");
    return urlset(tokens.map((t): [string, string] => [`/token/${t.slug}`, t.lastmod]));
  });
}
