import { type FormEvent, useState } from "react";
import { useFormCall } from "../../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../../i18n/i18n.tsx";
import { accountCall } from "../../../../runtime/account-api.ts";
import { useNotify } from "../../../../shell/shell-context.tsx";
import { SubmitButton } from "../auth-card.tsx";
import { CodeField, EmailField } from "../field.tsx";
import type { SecurityProps } from "./types.ts";

/** Email change: the new address, then the code mailed to it. */
export function EmailChange({ account, onAccount, onLocked }: SecurityProps) {
  const { t, locale } = useTranslation("security");
  const notify = useNotify();
  const form = useFormCall({ onReauth: onLocked });
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");

  async function request(event: FormEvent) {
    event.preventDefault();
    if (!email) return form.setFieldError("email", "required");
    const sent = await form.submit(() => accountCall("POST", "/api/user/email/request", locale, { email }));
    if (sent) setSentTo(email.trim().toLowerCase());
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!code) return form.setFieldError("code", "required");
    const updated = await form.submit(() =>
      accountCall("PUT", "/api/user/email/verify", locale, {
        code: code.replace(/\s/g, ""),
      }),
    );
    if (!updated) return;
    onAccount(updated);
    notify({ type: "success", message: t("email.changed", { email: updated.email }) });
    setSentTo(null);
    setEmail("");
    setCode("");
  }

  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{t("email.heading")}</h3>
      <p className="text-sm text-muted break-words">{t("email.current", { email: account.email })}</p>
      {form.formError && (
        <p role="alert" className="text-sm text-down">
          {form.formError}
        </p>
      )}
      {sentTo === null ? (
        <form noValidate onSubmit={request} className="grid gap-3">
          <EmailField
            label={t("email.new")}
            value={email}
            onChange={setEmail}
            error={form.fieldError("email")}
          />
          <div>
            <SubmitButton pending={form.pending}>{t("email.send")}</SubmitButton>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={verify} className="grid gap-3">
          <p className="text-sm break-words">{t("email.codeIntro", { email: sentTo })}</p>
          <CodeField name="code" value={code} onChange={setCode} error={form.fieldError("code")} />
          <div>
            <SubmitButton pending={form.pending}>{t("email.confirm")}</SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
