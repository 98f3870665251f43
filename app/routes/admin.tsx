import { Form } from "react-router";
import { type ContentKind, contentKinds } from "../../lib/content-kinds.ts";
import { type Locale, localizePath } from "../../lib/locales.ts";
import { ClientDate } from "../components/ui/client-date.tsx";
import { buttonClass, inputClass, primaryClass } from "../components/ui/control.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { isAdmin } from "../features/admin/desk.server.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/admin";
import { guarded } from "./parts/guards.server.ts";

/** `/admin`: every entry of the chosen kind, newest change first, with its state and languages. */
export const loader = guarded("editor", async ({ context, url }: Route.LoaderArgs, caller) => {
  const { services, t, seo, i18n } = pageContext(context);
  const kindParam = url.searchParams.get("kind");
  const kind = contentKinds.find((k) => k === kindParam);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  return {
    entries: await services.desk.list(caller, { kind, q: q || undefined }),
    kind: kind ?? null,
    q,
    isAdmin: isAdmin(services, caller),
    seo: seo({
      title: t("admin:desk.title"),
      description: t("admin:desk.description"),
      path: "/admin",
      noindex: true,
      crumbs: [{ name: t("admin:desk.title"), path: "/admin" }],
    }),
    i18n: i18n("admin", "content"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation("admin");
  const { entries, kind, q, isAdmin } = loaderData;
  const tab = (value: ContentKind | null) => `/admin${value ? `?kind=${value}` : ""}`;
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <nav aria-label={t("desk.kinds")} className="flex flex-wrap gap-1">
          {[null, ...contentKinds].map((value) => (
            <LocalLink
              key={value ?? "all"}
              to={tab(value)}
              aria-current={value === kind ? "page" : undefined}
              className="rounded-md border border-line px-2 py-1 text-sm aria-[current]:border-accent aria-[current]:text-accent"
            >
              {t(`kinds.${value ?? "all"}`)}
            </LocalLink>
          ))}
        </nav>
        <LocalLink to="/admin/projects" className="ml-auto text-sm text-accent hover:underline">
          {t("owners.title")}
        </LocalLink>
        <LocalLink to="/admin/communities" className="text-sm text-accent hover:underline">
          {t("moderation.title")}
        </LocalLink>
        <LocalLink to="/admin/communities/list" className="text-sm text-accent hover:underline">
          {t("communities.title")}
        </LocalLink>
        <LocalLink to="/admin/redirects" className="text-sm text-accent hover:underline">
          {t("redirects.title")}
        </LocalLink>
        {isAdmin && (
          <LocalLink to="/admin/users" className="text-sm text-accent hover:underline">
            {t("desk.people")}
          </LocalLink>
        )}
      </div>
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <Form method="get" className="flex gap-2">
          {kind && <input type="hidden" name="kind" value={kind} />}
          <label className="sr-only" htmlFor="desk-q">
            {t("desk.search")}
          </label>
          <input
            id="desk-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={t("desk.search")}
            className={inputClass}
          />
          <button type="submit" className={buttonClass}>
            {t("content:search.submit")}
          </button>
        </Form>
        <Form
          method="get"
          action={localizePath("/admin/new", locale as Locale)}
          className="ml-auto flex items-end gap-2"
        >
          <label className="text-sm">
            <span className="mb-1 block font-medium">{t("desk.newKind")}</span>
            <select name="kind" defaultValue={kind ?? "news"} className={inputClass}>
              {contentKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={primaryClass}>
            {t("actions.new")}
          </button>
        </Form>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
          {t("desk.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-surface">
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted">
              <tr>
                <th className="p-2">{t("fields.title")}</th>
                <th className="p-2">{t("desk.kind")}</th>
                <th className="p-2">{t("desk.status")}</th>
                <th className="p-2">{t("desk.languages")}</th>
                <th className="p-2">{t("desk.updated")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="p-2">
                    <LocalLink
                      to={`/admin/entries/${entry.id}`}
                      className="font-medium hover:text-accent hover:underline"
                    >
                      {entry.title}
                    </LocalLink>
                    <span className="block text-xs text-muted">{entry.slug}</span>
                  </td>
                  <td className="p-2">{t(`kinds.${entry.kind}`)}</td>
                  <td className="p-2">{t(`status.${entry.status}`)}</td>
                  <td className="p-2 tabular-nums">{entry.locales.length}</td>
                  <td className="p-2 whitespace-nowrap">
                    <ClientDate iso={entry.updatedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
