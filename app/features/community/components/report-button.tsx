import { useId, useState } from "react";
import { REPORT_NOTE_MAX, type ReportReason, reportReasons } from "../../../../lib/community-reports.ts";
import { Control, inputClass } from "../../../components/ui/control.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { useNotify } from "../../../shell/shell-context.tsx";
import { FormError, SUBMIT } from "./fields.tsx";
import { COMMUNITY_REFUSALS } from "./refusals.ts";

/**
 * Reports a post (no `answerId`) or an answer to the moderators with a reason and an optional note
 * (docs/product.md, Communities); the form opens under the button and closes once the report is sent.
 */
export function ReportButton({
  tokenSlug,
  postId,
  answerId,
}: {
  tokenSlug: string;
  postId: number;
  answerId?: number;
}) {
  const { t, locale } = useTranslation("community");
  const notify = useNotify();
  const form = useFormCall({ namespaces: COMMUNITY_REFUSALS });
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    const url = `/api/user/communities/${tokenSlug}/posts/${postId}/report` as const;
    const sent = await form.submit(() =>
      accountCall("POST", url, locale, {
        reason,
        note: note.trim() || null,
        ...(answerId ? { answerId } : {}),
      }),
    );
    if (!sent) return;
    setOpen(false);
    setReason(null);
    setNote("");
    notify({ type: "success", message: t("report.sent") });
  };
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-form` : undefined}
        className="text-xs text-muted hover:text-accent hover:underline"
        onClick={() => setOpen(!open)}
      >
        {t("report.open")}
      </button>
      {open ? (
        <form
          id={`${id}-form`}
          onSubmit={submit}
          data-testid="report-form"
          className="mt-2 grid gap-2 rounded-md border border-line p-3"
        >
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">{t("report.legend")}</legend>
            {reportReasons.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  required
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <Control label={t("report.note")} error={form.fieldError("note")}>
            <textarea
              name="note"
              rows={2}
              maxLength={REPORT_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={inputClass}
            />
          </Control>
          <div className="flex gap-3">
            <button type="submit" disabled={form.pending || !reason} className={SUBMIT}>
              {t("report.send")}
            </button>
            <button
              type="button"
              className="text-sm text-accent hover:underline"
              onClick={() => setOpen(false)}
            >
              {t("composer.cancel")}
            </button>
          </div>
          <FormError message={form.formError ?? form.fieldError("form") ?? form.fieldError("reason")} />
        </form>
      ) : null}
    </div>
  );
}
