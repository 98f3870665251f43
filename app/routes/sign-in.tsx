import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import type { Locale } from "../../lib/locales.ts";
import { LocalLink } from "../components/ui/local-link.tsx";
import { useFormCall } from "../components/ui/use-form-call.ts";
import { AuthCard, GoogleButton, SubmitButton } from "../features/account/components/auth-card.tsx";
import { CodeField, EmailField, PasswordField } from "../features/account/components/field.tsx";
import { finishSignIn, safeNext } from "../features/account/navigation.ts";
import { owesSecondFactor } from "../features/account/session.server.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall, refusalText } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/sign-in";
import { guarded } from "./parts/guards.server.ts";

export const loader = guarded("guest", async ({ context, request, url }: Route.LoaderArgs) => {
  const { services, t, seo, i18n } = pageContext(context);
  return {
    seo: seo({ title: t("account:signIn.title"), description: "", path: "/sign-in", noindex: true }),
    i18n: i18n("account"),
    googleSignIn: services.googleSignIn,
    /** Back from Google with two-factor on: the sign-in continues at the code step. */
    twoFactor: url.searchParams.get("step") === "2fa" && (await owesSecondFactor(services, request)),
    /** A refusal code Google sign-in came back with. */
    error: url.searchParams.get("error"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation("account");
  const params = new URLSearchParams(useLocation().search);
  const next = params.get("next");
  const form = useFormCall();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [twoFactor, setTwoFactor] = useState(loaderData.twoFactor);
  const [code, setCode] = useState("");
  /** The account's failed sign-ins reached the limit: the password goes with a code mailed to the address. */
  const [unlock, setUnlock] = useState(false);
  const [unlockCode, setUnlockCode] = useState("");
  const target = () => safeNext(next, locale as Locale);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (!email) return form.setFieldError("email", "required");
    if (!password) return form.setFieldError("password", "required");
    if (unlock && !unlockCode) return form.setFieldError("code", "required");
    const body = unlock ? { email, password, code: unlockCode.replace(/\s/g, "") } : { email, password };
    const data = await form.submit(async () => {
      const result = await accountCall("POST", "/api/auth/login", locale, body);
      if (!result.ok && result.code === "unlock_required") setUnlock(true);
      return result;
    });
    if (!data) return;
    if (data.twoFactor) setTwoFactor(true);
    else await finishSignIn(target(), locale);
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!code) return form.setFieldError("token", "required");
    const data = await form.submit(() =>
      accountCall("POST", "/api/user/2fa/google/verify", locale, { token: code.replace(/\s/g, "") }),
    );
    if (data) await finishSignIn(target(), locale);
  }

  if (twoFactor) {
    return (
      <AuthCard
        heading={t("signIn.twoFactorHeading")}
        intro={t("signIn.twoFactorIntro")}
        error={form.formError}
        onSubmit={verify}
        footer={
          <button
            type="button"
            className="text-left text-accent hover:underline"
            onClick={() => setTwoFactor(false)}
          >
            {t("signIn.startOver")}
          </button>
        }
      >
        <CodeField name="token" value={code} onChange={setCode} error={form.fieldError("token")} />
        <SubmitButton pending={form.pending}>{t("signIn.twoFactorSubmit")}</SubmitButton>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={t("signIn.heading")}
      error={form.formError ?? (loaderData.error ? refusalText(t, loaderData.error) : null)}
      onSubmit={signIn}
      alternative={
        loaderData.googleSignIn && (
          <GoogleButton next={target()} label={t("signIn.google")} orLabel={t("signIn.or")} lang={locale} />
        )
      }
      footer={
        <>
          <LocalLink to="/forgot-password" className="text-accent hover:underline">
            {t("signIn.forgot")}
          </LocalLink>
          <p>
            {t("signIn.noAccount")}{" "}
            <LocalLink to="/register" className="text-accent underline underline-offset-2">
              {t("signIn.register")}
            </LocalLink>
          </p>
        </>
      }
    >
      <EmailField value={email} onChange={setEmail} error={form.fieldError("email")} />
      <PasswordField value={password} onChange={setPassword} error={form.fieldError("password")} />
      {unlock && (
        <CodeField name="code" value={unlockCode} onChange={setUnlockCode} error={form.fieldError("code")} />
      )}
      <SubmitButton pending={form.pending}>{t("signIn.submit")}</SubmitButton>
    </AuthCard>
  );
}
