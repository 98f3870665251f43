import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import type { Locale } from "../../lib/locales.ts";
import { useFormCall } from "../components/ui/use-form-call.ts";
import { AuthCard, SubmitButton } from "../features/account/components/auth-card.tsx";
import { NicknameField } from "../features/account/components/nickname-field.tsx";
import { safeNext } from "../features/account/navigation.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/finish-registration";
import { guarded } from "./parts/guards.server.ts";

export const loader = guarded("registering", async ({ context }: Route.LoaderArgs) => {
  const { t, seo, i18n } = pageContext(context);
  return {
    seo: seo({ title: t("account:finish.title"), description: "", path: "/FinishReg", noindex: true }),
    i18n: i18n("account"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function FinishRegistration() {
  const { t, locale } = useTranslation("account");
  const params = new URLSearchParams(useLocation().search);
  const form = useFormCall();
  const [nickname, setNickname] = useState("");

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!nickname) return form.setFieldError("nickname", "required");
    const data = await form.submit(() => accountCall("PUT", "/api/user/nickname", locale, { nickname }));
    if (data) window.location.assign(safeNext(params.get("next"), locale as Locale));
  }

  return (
    <AuthCard heading={t("finish.heading")} intro={t("finish.intro")} error={form.formError} onSubmit={save}>
      <NicknameField value={nickname} onChange={setNickname} error={form.fieldError("nickname")} />
      <SubmitButton pending={form.pending}>{t("finish.submit")}</SubmitButton>
    </AuthCard>
  );
}
