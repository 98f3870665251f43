import { type ArticleKind, articleListPath, articleSegment, contentPath } from "../../lib/content-kinds.ts";
import { PageHeader } from "../components/ui/page-header.tsx";
import { ArticleCard } from "../features/content/components/article-card.tsx";
import { ArticleView } from "../features/content/components/article-view.tsx";
import { PageLinks } from "../features/content/components/page-links.tsx";
import { articleJsonLd, entrySeo } from "../features/content/content.server.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { fatalNotFound, notFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/articles";

/**
 * `/news`, `/news/page-{n}` and `/news/{slug}`, and the same under `/blog`: a page of the list or one
 * article. A `page-` segment that is not digits, or a page past the last, is a 404 (docs/product.md, Route parameters and not-found).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const { services, t, seo, locale, path, i18n } = ctx;
  const url = new URL(request.url);
  const kind: ArticleKind = path.startsWith("/blog") ? "blog" : "news";
  const listCrumb = { name: t(`content:${kind}.title`), path: `/${kind}` };
  const segment = params.slug === undefined ? { page: 1 } : articleSegment(params.slug);
  if (!segment) fatalNotFound(url);
  const feeds = (["rss", "atom"] as const).map((format) => ({
    title: t(`content:feed.${kind}Title`),
    href: `${services.publicUrl}/feeds/${locale}/${kind}.${format}`,
    type: format === "rss" ? ("application/rss+xml" as const) : ("application/atom+xml" as const),
  }));
  if ("page" in segment) {
    const list = await services.content.articles(kind, locale, segment.page);
    if (segment.page > list.pages) notFound(url);
    const title =
      segment.page > 1
        ? t("content:pageTitle", { title: listCrumb.name, page: segment.page })
        : listCrumb.name;
    return {
      view: "list" as const,
      kind,
      list,
      seo: seo({
        title,
        h1: listCrumb.name,
        description: t(`content:${kind}.description`),
        path: articleListPath(kind, segment.page),
        crumbs: [listCrumb],
        feeds,
      }),
      i18n: i18n("content"),
    };
  }
  const entry = await services.content.entry(kind, segment.slug, locale);
  if (!entry) notFound(url);
  return {
    view: "article" as const,
    kind,
    entry,
    seo: entrySeo(ctx, entry, {
      crumbs: [listCrumb, { name: entry.title, path: contentPath(kind, entry.slug) }],
      jsonLd: [articleJsonLd(entry, services.publicUrl, locale)],
    }),
    i18n: i18n("content"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation("content");
  if (loaderData.view === "article") {
    return (
      <>
        <PageHeader seo={loaderData.seo} lead={loaderData.entry.summary} />
        <ArticleView entry={loaderData.entry} kind={loaderData.kind} />
      </>
    );
  }
  const { list, kind } = loaderData;
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      <p className="-mt-2 mb-4 text-sm">
        <a href={`/feeds/${locale}/${kind}.rss`} className="text-accent hover:underline">
          {t("feed.subscribe")}
        </a>
      </p>
      {list.items.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">{t("empty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((item) => (
            <li key={item.id}>
              <ArticleCard item={item} kind={kind} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={list.page} pages={list.pages} href={(n) => articleListPath(kind, n)} />
    </>
  );
}
