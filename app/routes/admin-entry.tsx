import { type ContentKind, contentKinds } from "../../lib/content-kinds.ts";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { EntryEditor } from "../features/admin/components/entry-editor.tsx";
import { isAdmin } from "../features/admin/desk.server.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { notFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/admin-entry";
import { guarded } from "./parts/guards.server.ts";

/** `/admin/new?kind=` and `/admin/entries/{id}`: the editor of one entry. */
export const loader = guarded("editor", async ({ params, context, url }: Route.LoaderArgs, caller) => {
  const { services, path, t, seo, i18n } = pageContext(context);
  let entry = null;
  if (params.id !== undefined) {
    if (!/^\d{1,9}$/.test(params.id)) notFound(url);
    // An id naming no entry is the desk's NotFound, which the page answers as its 404 (server/plugins/ssr.ts).
    entry = await services.desk.get(caller, Number(params.id));
  }
  const kindParam = url.searchParams.get("kind");
  const kind: ContentKind = entry?.kind ?? contentKinds.find((k) => k === kindParam) ?? "news";
  const chains = await services.catalog.chains();
  const title = entry
    ? (entry.versions.find((v) => v.locale === "en")?.title ?? entry.slug)
    : t("admin:desk.newTitle", { kind: t(`admin:kinds.${kind}`) });
  return {
    entry,
    kind,
    isAdmin: isAdmin(services, caller),
    chains: chains.map((c) => ({ id: c.id, name: c.name })),
    seo: seo({
      title,
      description: t("admin:desk.description"),
      path,
      noindex: true,
      crumbs: [
        { name: t("admin:desk.title"), path: "/admin" },
        { name: title, path },
      ],
    }),
    i18n: i18n("admin", "content"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function AdminEntry({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader seo={loaderData.seo} lead={t(`kinds.${loaderData.kind}`)} />
      <EntryEditor
        key={loaderData.entry?.id ?? `new-${loaderData.kind}`}
        entry={loaderData.entry}
        kind={loaderData.kind}
        chains={loaderData.chains}
        isAdmin={loaderData.isAdmin}
      />
      <LocalLink to="/admin" className="mt-6 inline-block text-sm text-accent hover:underline">
        {t("desk.back")}
      </LocalLink>
    </>
  );
}
