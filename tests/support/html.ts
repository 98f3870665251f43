/** The SEO facts of a server-rendered page, read from its HTML. */
export function inspect(html: string) {
  return {
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
    h1: [...html.matchAll(/<h1[\s>]/g)].length,
    hreflang: [...html.matchAll(/<link[^>]+rel="alternate"[^>]+hrefLang="([^"]+)"/gi)].map((m) => m[1]),
    canonical: /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
    ogTitle: /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
    breadcrumbs: html.includes('"@type":"BreadcrumbList"'),
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
  };
}
