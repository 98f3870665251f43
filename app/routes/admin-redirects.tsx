import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { ClientDate } from "../components/ui/client-date.tsx";
import { buttonClass, Control, FormError, inputClass, primaryClass } from "../components/ui/control.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { useFormCall } from "../components/ui/use-form-call.ts";
import { ADMIN_REFUSALS } from "../features/admin/components/entry-editor.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import { useConfirm, useNotify } from "../shell/shell-context.tsx";
import type { Route } from "./+types/admin-redirects";
import { guarded } from "./parts/guards.server.ts";

/** `/admin/redirects`: the site's redirects, added and removed by editors (docs/product.md, Redirects). */
export const loader = guarded("editor", async ({ context }: Route.LoaderArgs, caller) => {
  const { services, t, seo, i18n } = pageContext(context);
  return {
    rules: await services.desk.redirects(caller),
    seo: seo({
      title: t("admin:redirects.title"),
      description: t("admin:redirects.description"),
      path: "/admin/redirects",
      noindex: true,
      crumbs: [
        { name: t("admin:desk.title"), path: "/admin" },
        { name: t("admin:redirects.title"), path: "/admin/redirects" },
      ],
    }),
    i18n: i18n("admin", "content"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

function AddRedirect() {
  const { t, locale } = useTranslation("admin");
  const form = useFormCall({ namespaces: ADMIN_REFUSALS });
  const notify = useNotify();
  const revalidator = useRevalidator();
  const [source, setSource] = useState("");
  const [target, setTarget] = useState("");
  const [permanent, setPermanent] = useState(true);
  async function add(event: FormEvent) {
    event.preventDefault();
    if (!source.trim()) return form.setFieldError("source", "required");
    if (!target.trim()) return form.setFieldError("target", "required");
    const body = { source, target, permanent };
    if (await form.submit(() => accountCall("POST", "/api/admin/redirects", locale, body))) {
      notify({ type: "success", message: t("saved.redirectAdded") });
      setSource("");
      setTarget("");
      revalidator.revalidate();
    }
  }
  return (
    <form
      onSubmit={add}
      noValidate
      className="mb-6 grid gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2"
    >
      <Control
        label={t("redirects.source")}
        hint={t("redirects.sourceHint")}
        error={form.fieldError("source")}
      >
        <input value={source} onChange={(e) => setSource(e.target.value)} className={inputClass} />
      </Control>
      <Control
        label={t("redirects.target")}
        hint={t("redirects.targetHint")}
        error={form.fieldError("target")}
      >
        <input value={target} onChange={(e) => setTarget(e.target.value)} className={inputClass} />
      </Control>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={permanent} onChange={(e) => setPermanent(e.target.checked)} />
        {t("redirects.permanent")}
      </label>
      <div className="flex items-center justify-end gap-3">
        <FormError text={form.formError} />
        <button type="submit" disabled={form.pending} className={primaryClass}>
          {t("redirects.add")}
        </button>
      </div>
    </form>
  );
}

function RemoveRedirect({ id, source }: { id: number; source: string }) {
  const { t, locale } = useTranslation("admin");
  const form = useFormCall({ namespaces: ADMIN_REFUSALS });
  const confirm = useConfirm();
  const notify = useNotify();
  const revalidator = useRevalidator();
  async function remove() {
    if (!(await confirm(t("confirm.removeRedirect")).catch(() => false))) return;
    if (await form.submit(() => accountCall("DELETE", `/api/admin/redirects/${id}`, locale))) {
      notify({ type: "success", message: t("saved.redirectRemoved") });
      revalidator.revalidate();
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={remove}
        disabled={form.pending}
        aria-label={`${t("redirects.remove")}: ${source}`}
        className={buttonClass}
      >
        {t("redirects.remove")}
      </button>
      <FormError text={form.formError} />
    </>
  );
}

export default function AdminRedirects({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { rules } = loaderData;
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      <AddRedirect />
      {rules.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
          {t("redirects.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-surface">
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted">
              <tr>
                <th className="p-2">{t("redirects.source")}</th>
                <th className="p-2">{t("redirects.target")}</th>
                <th className="p-2">{t("redirects.type")}</th>
                <th className="p-2">{t("redirects.by")}</th>
                <th className="p-2">{t("desk.updated")}</th>
                <th className="p-2">
                  <span className="sr-only">{t("redirects.remove")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rules.map((rule) => (
                <tr key={rule.id}>
                  <td className="p-2 break-all">{rule.source}</td>
                  <td className="p-2 break-all">{rule.target}</td>
                  <td className="p-2">{t(rule.permanent ? "redirects.permanent" : "redirects.temporary")}</td>
                  <td className="p-2">{rule.by ?? "—"}</td>
                  <td className="p-2 whitespace-nowrap">
                    <ClientDate iso={rule.updatedAt} />
                  </td>
                  <td className="p-2 text-right">
                    <RemoveRedirect id={rule.id} source={rule.source} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LocalLink to="/admin" className="mt-6 inline-block text-sm text-accent hover:underline">
        {t("desk.back")}
      </LocalLink>
    </>
  );
}
