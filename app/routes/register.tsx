import { type FormEvent, useState } from "react";
import type { Locale } from "../../lib/locales.ts";
import { localizePath } from "../../lib/locales.ts";
import { useCaptcha } from "../components/ui/captcha.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { useFormCall } from "../components/ui/use-form-call.ts";
import { AuthCard, GoogleButton, SubmitButton } from "../features/account/components/auth-card.tsx";
import { CodeField, EmailField, PasswordField } from "../features/account/components/field.tsx";
import { finishSignIn } from "../features/account/navigation.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/register";
import { guarded } from "./parts/guards.server.ts";

export const loader = guarded("guest", async ({ context }: Route.LoaderArgs) => {
  const { services, t, seo, i18n } = pageContext(context);
  return {
    seo: seo({ title: t("account:register.title"), description: "", path: "/register", noindex: true }),
    i18n: i18n("account", "captcha"),
    googleSignIn: services.googleSignIn,
    captcha: services.captcha,
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function Register({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation("account");
  const form = useFormCall();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const captcha = useCaptcha(loaderData.captcha);

  async function start(event: FormEvent) {
    event.preventDefault();
    if (!email) return form.setFieldError("email", "required");
    if (!password) return form.setFieldError("password", "required");
    const solved = await captcha.solved();
    if (!solved) return form.setFieldError("captcha", "captcha_failed");
    const data = await form.submit(() =>
      accountCall("POST", "/api/auth/register", locale, { email, password, captcha: solved }),
    );
    captcha.reset();
    if (data) setSentTo(data.email);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    if (!code) return form.setFieldError("code", "required");
    const data = await form.submit(() =>
      accountCall("POST", "/api/auth/register/confirm", locale, {
        email: sentTo,
        code: code.trim(),
        password,
      }),
    );
    if (data) await finishSignIn(localizePath("/FinishReg", locale as Locale), locale);
  }

  if (sentTo) {
    return (
      <AuthCard
        heading={t("register.confirmHeading")}
        intro={t("register.confirmIntro", { email: sentTo })}
        error={form.formError}
        onSubmit={confirm}
        footer={
          <button
            type="button"
            className="text-left text-accent hover:underline"
            onClick={() => setSentTo(null)}
          >
            {t("register.changeEmail")}
          </button>
        }
      >
        <CodeField name="code" value={code} onChange={setCode} error={form.fieldError("code")} />
        <SubmitButton pending={form.pending}>{t("register.confirmSubmit")}</SubmitButton>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={t("register.heading")}
      error={form.formError}
      onSubmit={start}
      alternative={
        loaderData.googleSignIn && (
          <GoogleButton
            next={localizePath("/cabinet", locale as Locale)}
            label={t("signIn.google")}
            orLabel={t("signIn.or")}
            lang={locale}
          />
        )
      }
      footer={
        <p>
          {t("register.haveAccount")}{" "}
          <LocalLink to="/sign-in" className="text-accent underline underline-offset-2">
            {t("menu.signIn")}
          </LocalLink>
        </p>
      }
    >
      <EmailField value={email} onChange={setEmail} error={form.fieldError("email")} />
      <PasswordField chosen value={password} onChange={setPassword} error={form.fieldError("password")} />
      {captcha.field(form.fieldError("captcha"))}
      <SubmitButton pending={form.pending}>{t("register.submit")}</SubmitButton>
    </AuthCard>
  );
}
