import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { formatDate } from "../../../../lib/format/date.ts";
import {
  buttonClass,
  Control,
  FormError,
  inputClass,
  primaryClass,
} from "../../../components/ui/control.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { type AccountResult, type ApiData, accountCall } from "../../../runtime/account-api.ts";
import { useConfirm, useNotify } from "../../../shell/shell-context.tsx";
import { OWNER_REFUSALS } from "../refusals.ts";
import { LoadFailed } from "./load-failed.tsx";

type Team = ApiData<"GET", "/api/project/{id}/team">;

/** Something with an @ between two non-empty parts: the server checks the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The token's team in the owners' cabinet (docs/decisions/027-team-invitations.md): its live owners with how
 * each became one, the pending invitations with a button to cancel each, and the form that invites a member
 * by email, and the caller's own departure (docs/decisions/029-leaving-a-team.md), after a confirmation that
 * says how many owners lose their ownership with the caller's; `onLeft` runs once the caller is no longer an
 * owner.
 */
export function TeamCard({ tokenId, token, onLeft }: { tokenId: number; token: string; onLeft: () => void }) {
  const { t, locale } = useTranslation("owner");
  const notify = useNotify();
  const confirm = useConfirm();
  const form = useFormCall({ namespaces: OWNER_REFUSALS });
  const [team, setTeam] = useState<Team | null>(null);
  const [failed, setFailed] = useState(false);
  const [email, setEmail] = useState("");
  const heading = useId();
  const pendingHeading = useId();
  const date = (iso: string) =>
    formatDate(iso, { now: Date.now(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, locale });

  const load = useCallback(async () => {
    const answer = await accountCall("GET", `/api/project/${tokenId}/team`, locale);
    setFailed(!answer.ok);
    // The path also fills the template of GET /api/project/{id}, so the answer's type names both.
    if (answer.ok) setTeam(answer.data as Team);
  }, [tokenId, locale]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a call through the form and reloads the team after it succeeds. */
  async function change<T>(call: () => Promise<AccountResult<T>>, done: string) {
    const result = await form.submit(call);
    if (result === undefined) return false;
    notify({ type: "success", message: done });
    await load();
    return true;
  }

  async function invite(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) return form.setFieldError("email", "email_invalid");
    const sent = await change(
      () => accountCall("POST", `/api/project/${tokenId}/invitations`, locale, { email: address }),
      t("team.invited", { email: address }),
    );
    if (sent) setEmail("");
  }

  async function leave(revokes: number) {
    const question =
      revokes === 0
        ? t("team.leaveConfirm", { token })
        : t("team.leaveConfirmRevokes", { token, count: revokes });
    if (!(await confirm(question).catch(() => false))) return;
    const left = await form.submit(() => accountCall("DELETE", `/api/project/${tokenId}/team/me`, locale));
    if (left === undefined) return;
    notify({ type: "success", message: t("team.left", { token }) });
    onLeft();
  }

  const method = (owner: Team["owners"][number]) =>
    owner.method === "invitation"
      ? t("team.invitation", { name: owner.invitedBy ?? t("team.unnamed") })
      : t(owner.method === "website" ? "team.website" : "team.signature");

  return (
    <section
      aria-labelledby={heading}
      className="grid gap-3 rounded-md border border-line p-3"
      data-testid="team"
    >
      <h3 id={heading} className="font-semibold">
        {t("team.heading")}
      </h3>
      <p className="text-sm text-muted">{t("team.intro")}</p>
      {failed ? (
        <LoadFailed onRetry={() => load()} />
      ) : team === null ? (
        <p role="status" className="text-muted">
          {t("page.loading")}
        </p>
      ) : (
        <>
          <ul className="grid gap-2">
            {team.owners.map((owner) => (
              <li key={owner.id} className="grid gap-0.5 wrap-anywhere">
                <span className="font-medium">
                  {owner.nickname ?? t("team.unnamed")}{" "}
                  {owner.you && <span className="text-muted">{t("team.you")}</span>}
                </span>
                <span className="text-sm text-muted">
                  {method(owner)} · {t("team.since", { date: date(owner.provenAt) })}
                </span>
              </li>
            ))}
          </ul>
          {team.invitations.length > 0 && (
            <div className="grid gap-2">
              <h4 id={pendingHeading} className="text-sm font-semibold">
                {t("team.pending")}
              </h4>
              <ul aria-labelledby={pendingHeading} className="grid gap-2">
                {team.invitations.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="grid min-w-0 gap-0.5 wrap-anywhere">
                      <span>{invitation.email}</span>
                      <span className="text-sm text-muted">
                        {invitation.invitedBy && `${t("team.invitation", { name: invitation.invitedBy })} · `}
                        {t("team.expires", { date: date(invitation.expiresAt) })}
                      </span>
                    </span>
                    <button
                      type="button"
                      disabled={form.pending}
                      aria-label={`${t("team.cancel")}: ${invitation.email}`}
                      onClick={() =>
                        change(
                          () =>
                            accountCall(
                              "DELETE",
                              `/api/project/${tokenId}/invitations/${invitation.id}`,
                              locale,
                            ),
                          t("team.cancelled"),
                        )
                      }
                      className={buttonClass}
                    >
                      {t("team.cancel")}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <button
              type="button"
              disabled={form.pending}
              onClick={() => leave(team.leaveRevokes)}
              className={buttonClass}
            >
              {t("team.leave")}
            </button>
          </div>
        </>
      )}
      <form
        noValidate
        onSubmit={invite}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
      >
        <Control label={t("team.email")} hint={t("team.emailHint")} error={form.fieldError("email")}>
          <input
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
            maxLength={254}
            className={inputClass}
          />
        </Control>
        <button type="submit" disabled={form.pending} className={`${primaryClass} sm:mt-6`}>
          {t("team.invite")}
        </button>
      </form>
      <FormError text={form.formError} />
    </section>
  );
}
