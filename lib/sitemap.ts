function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );
}

/** A sitemap `<urlset>` of absolute URLs. */
export function urlsetXml(urls: readonly string[]): string {
  const body = urls.map((u) => `<url><loc>${escapeXml(u)}</loc></url>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`;
}

/** A sitemap index pointing at other sitemaps. */
export function sitemapIndexXml(urls: readonly string[]): string {
  const body = urls.map((u) => `<sitemap><loc>${escapeXml(u)}</loc></sitemap>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</sitemapindex>`;
}

/** At most this many token URLs per sitemap file (the protocol allows 50,000). */
export const SITEMAP_CHUNK = 45_000;
