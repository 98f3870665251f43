import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Catalog } from "../../domain/catalog/index.ts";
import type { Content } from "../../domain/content/index.ts";
import { articleKinds, contentPath, offeringKinds } from "../../lib/content-kinds.ts";
import { isLocale, type Locale, localeCodes, localizePath } from "../../lib/locales.ts";
import { listPages } from "../../lib/orderings.ts";
import { tagTypePlural, tagTypes } from "../../lib/route-shapes.ts";
import { SITEMAP_CHUNK, sitemapIndexXml, urlsetXml } from "../../lib/sitemap.ts";

/**
 * `/robots.txt`, the sitemap index and the per-locale sitemaps of every list, token, chain and tag page and
 * of every published entry that has its own text in the locale (English fallbacks are left out).
 */
export async function registerSeo(
  app: FastifyInstance,
  { catalog, content, publicUrl }: { catalog: Catalog; content: Content; publicUrl: string },
) {
  const abs = (path: string, locale: Locale) => `${publicUrl}${localizePath(path, locale)}`;

  app.get("/robots.txt", { schema: { hide: true } }, async (_req, reply) => {
    reply.type("text/plain; charset=utf-8");
    return `User-agent: *\nDisallow: /api/\nDisallow: /token-preview/\nDisallow: /admin\nDisallow: /*/admin\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
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
    if (match[2] === "content") {
      const entries = await content.published();
      const paths = [
        ...articleKinds.map((kind) => `/${kind}`),
        "/faq",
        ...offeringKinds.map((kind) => `/${kind}`),
        ...entries.filter((e) => e.locales.includes(locale)).map((e) => contentPath(e.kind, e.slug)),
      ];
      return urlsetXml(paths.map((p) => abs(p, locale)));
    }
    if (match[2] === "pages") {
      const [chains, tags] = await Promise.all([catalog.chains(), catalog.tags()]);
      const paths = [
        "/",
        "/token",
        ...listPages.map((p) => p.path),
        "/blockchains",
        ...chains.map((c) => `/blockchains/${c.slug}`),
        "/cryptocurrency/types",
        ...tagTypes.map((t) => `/cryptocurrency-${t}`),
        ...tags.map((t) => `/cryptocurrency-${tagTypePlural[t.type]}/${t.slug}`),
      ];
      return urlsetXml(paths.map((p) => abs(p, locale)));
    }
    const slugs = await catalog.listIndexableTokenSlugs(Number(match[3]) * SITEMAP_CHUNK, SITEMAP_CHUNK);
    if (slugs.length === 0 && Number(match[3]) > 0)
      return reply.code(404).type("text/plain").send("Not found");
    return urlsetXml(slugs.map((s) => abs(`/token/${s}`, locale)));
  });
}
