import { type FormEvent, useState } from "react";
import { useFormCall } from "../../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../../i18n/i18n.tsx";
import { accountCall } from "../../../../runtime/account-api.ts";
import { useConfirm, useNotify } from "../../../../shell/shell-context.tsx";
import { SubmitButton } from "../auth-card.tsx";
import { CodeField } from "../field.tsx";
import type { SecurityProps } from "./types.ts";

type Setup = { secret: string; qr: string };

const button = "rounded-md border border-line px-3 py-2 text-sm hover:border-accent disabled:opacity-60";

/**
 * Two-factor sign-in with an authenticator app. Turning it on takes a new secret (QR code or key), the app's
 * code and a code mailed to the account's address; turning it off takes a confirmation.
 */
export function TwoFactor({ account, onAccount, onLocked }: SecurityProps) {
  const { t, locale } = useTranslation("security");
  const notify = useNotify();
  const confirm = useConfirm();
  const form = useFormCall({ onReauth: onLocked });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [appCode, setAppCode] = useState("");
  const [emailCode, setEmailCode] = useState("");

  async function start() {
    const data = await form.submit(() => accountCall("POST", "/api/user/2fa/google/secret", locale));
    if (data?.secret && data.qr) setSetup({ secret: data.secret, qr: data.qr });
  }

  async function sendCode() {
    if (await form.submit(() => accountCall("POST", "/api/user/2fa/google/mail", locale))) {
      notify({ type: "success", message: t("twoFactor.codeSent", { email: account.email }) });
    }
  }

  async function enable(event: FormEvent) {
    event.preventDefault();
    if (!appCode) return form.setFieldError("token", "required");
    if (!emailCode) return form.setFieldError("email_code", "required");
    const updated = await form.submit(() =>
      accountCall("POST", "/api/user/2fa/google", locale, {
        token: appCode.replace(/\s/g, ""),
        email_code: emailCode.replace(/\s/g, ""),
      }),
    );
    if (!updated) return;
    setSetup(null);
    setAppCode("");
    setEmailCode("");
    onAccount(updated);
    notify({ type: "success", message: t("twoFactor.enabled") });
  }

  async function disable() {
    if (!(await confirm(t("twoFactor.disableConfirm")).catch(() => false))) return;
    const updated = await form.submit(() => accountCall("DELETE", "/api/user/2fa/google", locale));
    if (!updated) return;
    onAccount(updated);
    notify({ type: "success", message: t("twoFactor.disabled") });
  }

  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{t("twoFactor.heading")}</h3>
      <p className="text-sm text-muted">{account.twoFactor ? t("twoFactor.on") : t("twoFactor.off")}</p>
      {form.formError && (
        <p role="alert" className="text-sm text-down">
          {form.formError}
        </p>
      )}
      {account.twoFactor ? (
        <div>
          <button type="button" onClick={disable} disabled={form.pending} className={button}>
            {t("twoFactor.disable")}
          </button>
        </div>
      ) : setup === null ? (
        <div>
          <button type="button" onClick={start} disabled={form.pending} className={button}>
            {t("twoFactor.setUp")}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={enable} className="grid gap-3">
          <p className="text-sm">{t("twoFactor.scan")}</p>
          <div className="flex flex-wrap items-center gap-3">
            <img
              src={setup.qr}
              alt={t("twoFactor.qrAlt")}
              width={160}
              height={160}
              className="rounded-md bg-white p-1"
            />
            <p className="min-w-0 text-sm">
              {t("twoFactor.key")}:{" "}
              <code data-testid="totp-secret" className="break-all">
                {setup.secret}
              </code>
            </p>
          </div>
          <CodeField
            name="token"
            label={t("twoFactor.appCode")}
            value={appCode}
            onChange={setAppCode}
            error={form.fieldError("token")}
          />
          <div className="grid gap-1">
            <CodeField
              name="email_code"
              label={t("twoFactor.emailCode")}
              value={emailCode}
              onChange={setEmailCode}
              error={form.fieldError("email_code")}
            />
            <div>
              <button type="button" onClick={sendCode} disabled={form.pending} className={button}>
                {t("twoFactor.sendCode")}
              </button>
            </div>
          </div>
          <div>
            <SubmitButton pending={form.pending}>{t("twoFactor.enable")}</SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}
