import { contentPath, type InfoPageSlug, infoPageSlugs } from "../../lib/content-kinds.ts";
import { PageHeader } from "../components/ui/page-header.tsx";
import { EntryText } from "../features/content/components/entry-text.tsx";
import { ContactForm, ListingForm } from "../features/content/components/message-forms.tsx";
import { entrySeo } from "../features/content/content.server.ts";
import { notFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/info-page";

/** The informational pages (`/about-us`, `/roadmap`, …): editors' text in the reader's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const url = new URL(request.url);
  const slug = ctx.path.slice(1) as InfoPageSlug;
  if (!infoPageSlugs.includes(slug)) notFound(url);
  const entry = await ctx.services.content.entry("page", slug, ctx.locale);
  if (!entry) notFound(url);
  const chains = slug === "listings" ? await ctx.services.catalog.chains() : [];
  return {
    entry,
    slug,
    chains: chains.map((c) => ({ id: c.id, name: c.name })),
    seo: entrySeo(ctx, entry, { crumbs: [{ name: entry.title, path: contentPath("page", slug) }] }),
    i18n: ctx.i18n("content"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { entry } = loaderData;
  return (
    <article className="max-w-3xl">
      <PageHeader seo={loaderData.seo} lead={entry.summary} />
      <EntryText body={entry.body} fallback={entry.fallback} />
      {loaderData.slug === "contacts" && <ContactForm />}
      {loaderData.slug === "listings" && <ListingForm chains={loaderData.chains} />}
    </article>
  );
}
