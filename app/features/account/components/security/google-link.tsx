import { useFormCall } from "../../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../../i18n/i18n.tsx";
import { accountCall } from "../../../../runtime/account-api.ts";
import { useConfirm, useNotify } from "../../../../shell/shell-context.tsx";
import type { SecurityProps } from "./types.ts";

const button = "rounded-md border border-line px-3 py-2 text-sm hover:border-accent disabled:opacity-60";

/**
 * Google sign-in for this account: linking goes through Google (a full page load and back); unlinking needs a
 * password to sign in with afterwards.
 */
export function GoogleLink({ account, onAccount, onLocked }: SecurityProps) {
  const { t, locale } = useTranslation("security");
  const notify = useNotify();
  const confirm = useConfirm();
  const form = useFormCall({ onReauth: onLocked });
  const back = locale === "en" ? "/cabinet" : `/${locale}/cabinet`;
  const linkHref = `/auth/google?${new URLSearchParams({ intent: "link", next: back, lang: locale })}`;

  async function unlink() {
    if (!(await confirm(t("google.unlinkConfirm")).catch(() => false))) return;
    const updated = await form.submit(() => accountCall("DELETE", "/api/user/google", locale));
    if (!updated) return;
    onAccount(updated);
    notify({ type: "success", message: t("google.unlinkedDone") });
  }

  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{t("google.heading")}</h3>
      <p className="text-sm text-muted">{account.google ? t("google.linked") : t("google.unlinked")}</p>
      {form.formError && (
        <p role="alert" className="text-sm text-down">
          {form.formError}
        </p>
      )}
      {account.google ? (
        account.hasPassword ? (
          <div>
            <button type="button" onClick={unlink} disabled={form.pending} className={button}>
              {t("google.unlink")}
            </button>
          </div>
        ) : (
          <p className="text-sm">{t("google.needsPassword")}</p>
        )
      ) : (
        <div>
          <a href={linkHref} className={`inline-block ${button}`}>
            {t("google.link")}
          </a>
        </div>
      )}
    </div>
  );
}
