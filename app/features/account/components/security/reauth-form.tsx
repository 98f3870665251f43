import { type FormEvent, useState } from "react";
import { useFormCall } from "../../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../../i18n/i18n.tsx";
import { accountCall } from "../../../../runtime/account-api.ts";
import { SubmitButton } from "../auth-card.tsx";
import { CodeField, PasswordField } from "../field.tsx";

/**
 * Re-authentication before a security change: the password, then (with two-factor on) the app's code.
 * `onDone` runs once both are accepted; the server then allows changes for 10 minutes.
 */
export function ReauthForm({ onDone }: { onDone: () => void }) {
  const { t, locale } = useTranslation("security");
  const form = useFormCall();
  const [step, setStep] = useState<"password" | "totp">("password");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (step === "password") {
      if (!password) return form.setFieldError("password", "required");
      const data = await form.submit(() =>
        accountCall("POST", "/api/user/email/action", locale, { password }),
      );
      if (!data) return;
      setPassword("");
      if (data.twoFactor) setStep("totp");
      else onDone();
      return;
    }
    if (!code) return form.setFieldError("code", "required");
    const data = await form.submit(() =>
      accountCall("PUT", "/api/user/email/action/google2fa", locale, { code: code.replace(/\s/g, "") }),
    );
    if (data) onDone();
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-labelledby="reauth-heading">
      <h3 id="reauth-heading" className="font-semibold">
        {t("reauth.heading")}
      </h3>
      <p className="text-sm text-muted">{step === "password" ? t("reauth.intro") : t("reauth.totpIntro")}</p>
      {form.formError && (
        <p role="alert" className="text-sm text-down">
          {form.formError}
        </p>
      )}
      {step === "password" ? (
        <PasswordField value={password} onChange={setPassword} error={form.fieldError("password")} />
      ) : (
        <CodeField name="code" value={code} onChange={setCode} error={form.fieldError("code")} app />
      )}
      <div>
        <SubmitButton pending={form.pending}>{t("reauth.submit")}</SubmitButton>
      </div>
    </form>
  );
}
