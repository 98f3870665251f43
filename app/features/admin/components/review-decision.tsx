import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { REVIEW_REASON_MAX } from "../../../../lib/owner-review.ts";
import { buttonClass, FormError, primaryClass } from "../../../components/ui/control.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { useConfirm, useNotify } from "../../../shell/shell-context.tsx";
import { ADMIN_REFUSALS } from "./entry-editor.tsx";
import { ReasonField } from "./reason-field.tsx";

/**
 * An editor's decision on what owners asked for (docs/decisions/022-owner-review.md, 025-website-proof.md):
 * approve it after a confirmation, or refuse it with a reason mailed to them, each through `{path}/approval` and
 * `{path}/refusal`. `open` keeps the refusal form in view, with the approval's hint above; otherwise it is
 * folded behind its own button beside the approval, as in a list of claims.
 */
export function ReviewDecision({
  path,
  open,
  texts,
}: {
  path: `/api/admin/projects/${string}`;
  open: boolean;
  texts: {
    approve: string;
    confirmApprove: string;
    approved: string;
    refused: string;
    reasonHint: string;
    approveHint?: string;
  };
}) {
  const { t, locale } = useTranslation("admin");
  const approval = useFormCall({ namespaces: ADMIN_REFUSALS });
  const refusal = useFormCall({ namespaces: ADMIN_REFUSALS });
  const confirm = useConfirm();
  const notify = useNotify();
  const revalidator = useRevalidator();
  const [refusing, setRefusing] = useState(open);
  const [reason, setReason] = useState("");
  const pending = approval.pending || refusal.pending;

  async function approve() {
    if (!(await confirm(texts.confirmApprove).catch(() => false))) return;
    if (await approval.submit(() => accountCall("POST", `${path}/approval`, locale))) {
      notify({ type: "success", message: texts.approved });
      revalidator.revalidate();
    }
  }

  async function refuse(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return refusal.setFieldError("reason", "required");
    if (await refusal.submit(() => accountCall("POST", `${path}/refusal`, locale, { reason }))) {
      notify({ type: "success", message: texts.refused });
      setRefusing(open);
      setReason("");
      revalidator.revalidate();
    }
  }

  const approveButton = (
    <button type="button" onClick={approve} disabled={pending} className={primaryClass}>
      {texts.approve}
    </button>
  );
  return (
    <>
      {open ? (
        <div className="grid gap-2">
          {texts.approveHint ? <p className="text-sm text-muted">{texts.approveHint}</p> : null}
          <div>{approveButton}</div>
          <FormError text={approval.formError} />
        </div>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            {approveButton}
            <button
              type="button"
              aria-expanded={refusing}
              onClick={() => setRefusing(!refusing)}
              className={`${buttonClass} border-down text-down`}
            >
              {t("owners.refuse")}
            </button>
          </div>
          <FormError text={approval.formError} />
        </>
      )}
      {refusing && (
        <form
          onSubmit={refuse}
          noValidate
          className={`grid gap-2${open ? " border-t border-line pt-4" : ""}`}
        >
          <ReasonField
            label={t("owners.reason")}
            hint={texts.reasonHint}
            error={refusal.fieldError("reason")}
            value={reason}
            onChange={setReason}
            rows={open ? 4 : undefined}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={pending} className={primaryClass}>
              {t("owners.refuse")}
            </button>
            <span className="text-xs text-muted tabular-nums">
              {reason.length} / {REVIEW_REASON_MAX}
            </span>
          </div>
          <FormError text={refusal.formError} />
        </form>
      )}
    </>
  );
}
