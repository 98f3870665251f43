import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { formatDate } from "../../lib/format/date.ts";
import { type Locale, localizePath } from "../../lib/locales.ts";
import { buttonClass, FormError, primaryClass } from "../components/ui/control.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { useFormCall } from "../components/ui/use-form-call.ts";
import { OWNER_REFUSALS } from "../features/owners/refusals.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { type ApiData, accountCall, refusalText } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import { useNotify } from "../shell/shell-context.tsx";
import type { Route } from "./+types/cabinet-invitation";
import { guarded } from "./parts/guards.server.ts";

export const loader = guarded("auth", async ({ context }: Route.LoaderArgs) => {
  const { t, seo, i18n } = pageContext(context);
  return {
    seo: seo({
      title: t("owner:invitation.heading"),
      description: "",
      path: "/cabinet/tokens/invitation",
      noindex: true,
    }),
    i18n: i18n("owner", "account"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

const section = "grid grid-cols-1 content-start gap-3 rounded-lg border border-line bg-surface p-4";

type Invitation = ApiData<"GET", "/api/project/invitations/preview">;
type Shown = { invitation: Invitation } | { problem: string } | null;

/**
 * The acceptance of a team invitation (docs/decisions/027-team-invitations.md), behind the sign-in guard so a
 * visitor signs in and comes back with the code: the token it is for, or why it cannot be accepted, and the
 * Accept button, which opens the token's owner page.
 */
export default function CabinetInvitation() {
  const { t, locale } = useTranslation("owner");
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useFormCall({ namespaces: OWNER_REFUSALS });
  // The location rather than useSearchParams: its helpers would join every page's framework chunk.
  const code = new URLSearchParams(useLocation().search).get("code") ?? "";
  const [shown, setShown] = useState<Shown>(null);

  const load = useCallback(async () => {
    if (!code) return setShown({ problem: t("invitation.notFound") });
    const answer = await accountCall(
      "GET",
      `/api/project/invitations/preview?code=${encodeURIComponent(code)}`,
      locale,
    );
    if (answer.ok) return setShown({ invitation: answer.data });
    const unknown = answer.status === 404 || answer.status === 422;
    setShown({
      problem: unknown
        ? t("invitation.notFound")
        : refusalText(t, answer.code, answer.retryAfter, OWNER_REFUSALS),
    });
  }, [code, locale, t]);
  useEffect(() => {
    void load();
  }, [load]);

  async function accept() {
    const accepted = await form.submit(() =>
      accountCall("POST", "/api/project/invitations/acceptance", locale, { code }),
    );
    if (!accepted) return;
    notify({ type: "success", message: t("invitation.accepted", { name: accepted.token.name }) });
    navigate(`${localizePath("/cabinet/tokens", locale as Locale)}?token=${accepted.token.id}`);
  }

  return (
    <div className="grid grid-cols-1 gap-4 py-2 break-words">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h1 className="min-w-0 text-2xl font-bold">{t("invitation.heading")}</h1>
        <LocalLink
          to="/cabinet/tokens"
          className="rounded-md border border-line px-3 py-2 hover:border-accent"
        >
          {t("page.heading")}
        </LocalLink>
      </div>
      {shown === null ? (
        <p role="status" className={`${section} text-muted`}>
          {t("invitation.loading")}
        </p>
      ) : "problem" in shown ? (
        <div role="alert" className={section}>
          <p>{shown.problem}</p>
        </div>
      ) : (
        <section className={section} aria-labelledby="invitation-token" data-testid="invitation">
          <h2 id="invitation-token" className="text-lg font-semibold">
            {shown.invitation.token.name} <span className="text-muted">{shown.invitation.token.symbol}</span>
          </h2>
          <p>
            {t("invitation.intro", {
              name: shown.invitation.invitedBy ?? t("team.unnamed"),
              token: shown.invitation.token.name,
              symbol: shown.invitation.token.symbol,
            })}
          </p>
          <p className="text-sm text-muted">
            {t("invitation.expires", {
              date: formatDate(shown.invitation.expiresAt, {
                now: Date.now(),
                timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
                locale,
              }),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" disabled={form.pending} onClick={accept} className={primaryClass}>
              {t("invitation.accept")}
            </button>
            <LocalLink to={`/token/${shown.invitation.token.slug}`} className={buttonClass}>
              {t("page.viewToken")}
            </LocalLink>
          </div>
          <FormError text={form.formError} />
        </section>
      )}
    </div>
  );
}
