import { useState } from "react";
import { Form, useRevalidator } from "react-router";
import { roles } from "../../lib/content-kinds.ts";
import { buttonClass, FormError, inputClass } from "../components/ui/control.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { useFormCall } from "../components/ui/use-form-call.ts";
import { ADMIN_REFUSALS, History } from "../features/admin/components/entry-editor.tsx";
import { isAdmin } from "../features/admin/desk.server.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall } from "../runtime/account-api.ts";
import { notFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import { useNotify } from "../shell/shell-context.tsx";
import type { Route } from "./+types/admin-users";
import { guarded } from "./parts/guards.server.ts";

/** `/admin/users` (admins only): who may edit, granting and withdrawing roles, and the whole audit log. */
export const loader = guarded("editor", async ({ context, url }: Route.LoaderArgs, caller) => {
  const { services, t, seo, i18n } = pageContext(context);
  if (!isAdmin(services, caller)) notFound(url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const [people, audit] = await Promise.all([services.desk.people(caller, q), services.desk.history(caller)]);
  return {
    people,
    audit,
    q,
    me: caller.user.id,
    seo: seo({
      title: t("admin:people.title"),
      description: t("admin:people.description"),
      path: "/admin/users",
      noindex: true,
      crumbs: [
        { name: t("admin:desk.title"), path: "/admin" },
        { name: t("admin:people.title"), path: "/admin/users" },
      ],
    }),
    i18n: i18n("admin", "content"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

function RoleSelect({ id, role, disabled }: { id: number; role: string; disabled: boolean }) {
  const { t, locale } = useTranslation("admin");
  const form = useFormCall({ namespaces: ADMIN_REFUSALS });
  const notify = useNotify();
  const revalidator = useRevalidator();
  const [value, setValue] = useState(role);
  const change = async (next: string) => {
    setValue(next);
    if (await form.submit(() => accountCall("PUT", `/api/admin/users/${id}/role`, locale, { role: next }))) {
      notify({ type: "success", message: t("saved.role") });
      revalidator.revalidate();
    } else setValue(role);
  };
  return (
    <>
      <select
        aria-label={t("people.role")}
        value={value}
        disabled={disabled || form.pending}
        onChange={(e) => change(e.target.value)}
        className={inputClass}
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </select>
      <FormError text={form.formError ?? form.fieldError("role")} />
    </>
  );
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      <section aria-labelledby="people-heading" className="mb-6 rounded-lg border border-line bg-surface p-4">
        <h2 id="people-heading" className="mb-3 text-lg font-semibold">
          {t("people.heading")}
        </h2>
        <Form method="get" className="mb-3 flex max-w-md gap-2">
          <label htmlFor="people-q" className="sr-only">
            {t("people.search")}
          </label>
          <input
            id="people-q"
            name="q"
            type="search"
            defaultValue={loaderData.q}
            placeholder={t("people.search")}
            className={inputClass}
          />
          <button type="submit" className={buttonClass}>
            {t("content:search.submit")}
          </button>
        </Form>
        {loaderData.people.length === 0 ? (
          <p className="text-sm text-muted">{t("people.none")}</p>
        ) : (
          <ul className="divide-y divide-line">
            {loaderData.people.map((person) => (
              <li key={person.id} className="grid gap-2 py-2 sm:grid-cols-[1fr_12rem] sm:items-center">
                <span>
                  <span className="font-medium">{person.nickname ?? "—"}</span>{" "}
                  <span className="text-sm text-muted">{person.email}</span>
                </span>
                <div>
                  <RoleSelect id={person.id} role={person.role} disabled={person.id === loaderData.me} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <History rows={loaderData.audit} />
      <LocalLink to="/admin" className="mt-6 inline-block text-sm text-accent hover:underline">
        {t("desk.back")}
      </LocalLink>
    </>
  );
}
