import { contentPath } from "../../lib/content-kinds.ts";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { EntryText } from "../features/content/components/entry-text.tsx";
import { entrySeo, faqJsonLd } from "../features/content/content.server.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { notFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/faq-entry";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const { services, t, locale, i18n } = ctx;
  const entry = await services.content.entry("faq", params.slug, locale);
  if (!entry) notFound(new URL(request.url));
  return {
    entry,
    seo: entrySeo(ctx, entry, {
      crumbs: [
        { name: t("content:faq.title"), path: "/faq" },
        { name: entry.title, path: contentPath("faq", entry.slug) },
      ],
      jsonLd: [faqJsonLd([{ title: entry.title, answer: entry.plain }])],
    }),
    i18n: i18n("content"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function FaqEntry({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { entry } = loaderData;
  return (
    <article className="max-w-3xl">
      <PageHeader seo={loaderData.seo} lead={entry.summary} />
      <EntryText body={entry.body} fallback={entry.fallback} />
      <LocalLink to="/faq" className="mt-6 inline-block text-accent hover:underline">
        {t("faq.all")}
      </LocalLink>
    </article>
  );
}
