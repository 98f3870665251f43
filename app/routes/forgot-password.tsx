import { type FormEvent, useState } from "react";
import { LocalLink } from "../components/ui/local-link.tsx";
import { useFormCall } from "../components/ui/use-form-call.ts";
import { AuthCard, SubmitButton } from "../features/account/components/auth-card.tsx";
import { CodeField, EmailField, PasswordField } from "../features/account/components/field.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/forgot-password";

export async function loader({ context }: Route.LoaderArgs) {
  const { t, seo, i18n } = pageContext(context);
  return {
    seo: seo({ title: t("account:forgot.title"), description: "", path: "/forgot-password", noindex: true }),
    i18n: i18n("account"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function ForgotPassword() {
  const { t, locale } = useTranslation("account");
  const form = useFormCall();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [done, setDone] = useState(false);

  async function request(event: FormEvent) {
    event.preventDefault();
    if (!email) return form.setFieldError("email", "required");
    const ok = await form.submit(() => accountCall("POST", "/api/auth/password/forgot", locale, { email }));
    if (ok) setSentTo(email.trim());
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    if (!code) return form.setFieldError("code", "required");
    if (!password) return form.setFieldError("password", "required");
    const ok = await form.submit(() =>
      accountCall("POST", "/api/auth/password/reset", locale, {
        email: sentTo ?? "",
        code: code.trim(),
        password,
      }),
    );
    if (ok) setDone(true);
  }

  if (done) {
    return (
      <div className="mx-auto grid max-w-md gap-4 py-6">
        <h1 className="text-2xl font-bold">{t("forgot.heading")}</h1>
        <p role="status">{t("forgot.done")}</p>
        <LocalLink to="/sign-in" className="rounded-md bg-accent px-4 py-2 text-center font-semibold text-bg">
          {t("menu.signIn")}
        </LocalLink>
      </div>
    );
  }

  if (sentTo) {
    return (
      <AuthCard
        heading={t("forgot.heading")}
        intro={t("forgot.codeIntro", { email: sentTo })}
        error={form.formError}
        onSubmit={reset}
      >
        <CodeField name="code" value={code} onChange={setCode} error={form.fieldError("code")} />
        <PasswordField
          chosen
          label={t("forgot.newPassword")}
          value={password}
          onChange={setPassword}
          error={form.fieldError("password")}
        />
        <SubmitButton pending={form.pending}>{t("forgot.resetSubmit")}</SubmitButton>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={t("forgot.heading")}
      intro={t("forgot.intro")}
      error={form.formError}
      onSubmit={request}
    >
      <EmailField value={email} onChange={setEmail} error={form.fieldError("email")} />
      <SubmitButton pending={form.pending}>{t("forgot.submit")}</SubmitButton>
    </AuthCard>
  );
}
