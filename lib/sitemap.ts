function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );
}

/** A page in a sitemap: its absolute URL and when it last changed (an ISO 8601 time, a W3C datetime). */
export type SitemapUrl = { loc: string; lastmod: string };

/** A sitemap `<urlset>` of absolute URLs, each with its `<lastmod>`. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((u) => `<url><loc>${escapeXml(u.loc)}</loc><lastmod>${escapeXml(u.lastmod)}</lastmod></url>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`;
}

/** A sitemap index pointing at other sitemaps. */
export function sitemapIndexXml(urls: readonly string[]): string {
  const body = urls.map((u) => `<sitemap><loc>${escapeXml(u)}</loc></sitemap>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>`;
}

/** At most this many token URLs per sitemap file (the protocol allows 50,000). */
export const SITEMAP_CHUNK = 45_000;
