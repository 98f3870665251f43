import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import type { WaitingWebsiteClaim } from "../../../../domain/owners/review.ts";
import { ClientDate, MARK } from "../../../components/ui/client-date.tsx";
import { buttonClass, FormError, primaryClass } from "../../../components/ui/control.tsx";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { useConfirm, useNotify } from "../../../shell/shell-context.tsx";
import { ADMIN_REFUSALS } from "./entry-editor.tsx";
import { ReasonField } from "./reason-field.tsx";

/**
 * The website claims whose code was found, for an editor to decide by hand (docs/decisions/025-website-proof.md):
 * approve makes the user an owner; refuse needs a reason mailed to the user.
 */
export function WebsiteClaims({ claims }: { claims: WaitingWebsiteClaim[] }) {
  const { t, locale } = useTranslation("admin");
  const form = useFormCall({ namespaces: ADMIN_REFUSALS });
  const confirm = useConfirm();
  const notify = useNotify();
  const revalidator = useRevalidator();
  const [refusing, setRefusing] = useState<number | null>(null);
  const [reason, setReason] = useState("");

  async function approve(id: number) {
    if (!(await confirm(t("owners.confirmApproveWebsite")).catch(() => false))) return;
    const path = `/api/admin/projects/website-claims/${id}/approval` as const;
    if (await form.submit(() => accountCall("POST", path, locale))) {
      notify({ type: "success", message: t("owners.approvedWebsite") });
      revalidator.revalidate();
    }
  }

  async function refuse(event: FormEvent) {
    event.preventDefault();
    if (refusing === null) return;
    if (!reason.trim()) return form.setFieldError("reason", "required");
    const path = `/api/admin/projects/website-claims/${refusing}/refusal` as const;
    if (await form.submit(() => accountCall("POST", path, locale, { reason }))) {
      notify({ type: "success", message: t("owners.refusedWebsite") });
      setRefusing(null);
      setReason("");
      revalidator.revalidate();
    }
  }

  return (
    <section aria-labelledby="website-claims" className="mt-6 rounded-lg border border-line bg-surface p-4">
      <h2 id="website-claims" className="font-semibold">
        {t("owners.websiteClaims")}
      </h2>
      <p className="mb-3 text-sm text-muted">{t("owners.websiteClaimsHint")}</p>
      {claims.length === 0 ? (
        <p className="text-sm text-muted">{t("owners.websiteClaimsEmpty")}</p>
      ) : (
        <ul className="grid gap-3 text-sm">
          {claims.map((claim) => (
            <li key={claim.id} className="grid gap-1 wrap-anywhere" data-testid="website-claim">
              <span>
                <LocalLink
                  to={`/token/${claim.slug}`}
                  className="font-medium hover:text-accent hover:underline"
                >
                  {claim.name} <span className="text-muted">{claim.symbol}</span>
                </LocalLink>{" "}
                <span className="text-muted">
                  {t("owners.claimant", { nickname: claim.nickname ?? "—" })}
                </span>
              </span>
              <span className="text-muted">
                <ClientDate
                  iso={claim.checkedAt}
                  template={t(claim.foundBy === "dns" ? "owners.foundByDns" : "owners.foundByFile", {
                    website: claim.website,
                    when: MARK,
                  })}
                />
              </span>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={form.pending}
                  onClick={() => approve(claim.id)}
                  className={primaryClass}
                >
                  {t("owners.approveWebsite")}
                </button>
                <button
                  type="button"
                  aria-expanded={refusing === claim.id}
                  onClick={() => setRefusing(refusing === claim.id ? null : claim.id)}
                  className={`${buttonClass} border-down text-down`}
                >
                  {t("owners.refuse")}
                </button>
              </div>
              {refusing === claim.id && (
                <form onSubmit={refuse} noValidate className="grid gap-2">
                  <ReasonField
                    label={t("owners.reason")}
                    hint={t("owners.websiteReasonHint")}
                    error={form.fieldError("reason")}
                    value={reason}
                    onChange={setReason}
                  />
                  <div>
                    <button type="submit" disabled={form.pending} className={primaryClass}>
                      {t("owners.refuse")}
                    </button>
                  </div>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormError text={form.formError} />
    </section>
  );
}
