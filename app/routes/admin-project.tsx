import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { ClientDate, MARK } from "../components/ui/client-date.tsx";
import { buttonClass, FormError, primaryClass } from "../components/ui/control.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { useFormCall } from "../components/ui/use-form-call.ts";
import { ADMIN_REFUSALS } from "../features/admin/components/entry-editor.tsx";
import { ProfileReview } from "../features/admin/components/profile-review.tsx";
import { ReasonField } from "../features/admin/components/reason-field.tsx";
import { ReviewDecision } from "../features/admin/components/review-decision.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall } from "../runtime/account-api.ts";
import { notFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import { useConfirm, useNotify } from "../shell/shell-context.tsx";
import type { Route } from "./+types/admin-project";
import { guarded } from "./parts/guards.server.ts";

/**
 * `/admin/projects/{id}`: one token's owner profile against what its page shows now, approved or refused with
 * a reason (docs/decisions/022-owner-review.md).
 */
export const loader = guarded("editor", async ({ params, context, url }: Route.LoaderArgs, caller) => {
  const { services, path, t, seo, i18n } = pageContext(context);
  if (!/^\d{1,9}$/.test(params.id)) notFound(url);
  // A token without an owner profile is the review's NotFound, which the page answers as its 404.
  const [submission, chains] = await Promise.all([
    services.review.get(caller, Number(params.id)),
    services.catalog.chains(),
  ]);
  const chainName = new Map(chains.map((chain) => [chain.id, chain.name]));
  const title = `${submission.name} (${submission.symbol})`;
  return {
    submission: {
      ...submission,
      chain: chainName.get(submission.chainId) ?? String(submission.chainId),
      owners: submission.owners.map((owner) => ({
        ...owner,
        chain: owner.chainId === null ? null : (chainName.get(owner.chainId) ?? String(owner.chainId)),
      })),
    },
    seo: seo({
      title,
      description: t("admin:owners.description"),
      path,
      noindex: true,
      crumbs: [
        { name: t("admin:desk.title"), path: "/admin" },
        { name: t("admin:owners.title"), path: "/admin/projects" },
        { name: title, path },
      ],
    }),
    i18n: i18n("admin", "tags", "token"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

type Loaded = Route.ComponentProps["loaderData"]["submission"];

/** Approve, or refuse with a reason the owners receive by mail. */
function Decision({ tokenId }: { tokenId: number }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="decision" className="grid gap-4 rounded-lg border border-line bg-surface p-4">
      <h2 id="decision" className="font-semibold">
        {t("owners.decision")}
      </h2>
      <ReviewDecision
        path={`/api/admin/projects/${tokenId}`}
        open
        texts={{
          approve: t("owners.approve"),
          approveHint: t("owners.approveHint"),
          confirmApprove: t("owners.confirmApprove"),
          approved: t("owners.approved"),
          refused: t("owners.refused"),
          reasonHint: t("owners.reasonHint"),
        }}
      />
    </section>
  );
}

/** The token's logo now and the owners' proposal side by side; an invalid proposal is not published. */
function Logos({ logo }: { logo: Loaded["logo"] }) {
  const { t } = useTranslation("admin");
  const shown = (src: string | null, label: string) => (
    <figure className="grid justify-items-start gap-1">
      <figcaption className="text-xs text-muted">{label}</figcaption>
      {src ? (
        <img
          src={src}
          alt={label}
          width={96}
          height={96}
          className="size-24 rounded border border-line object-contain"
        />
      ) : (
        <span className="grid size-24 place-items-center rounded border border-dashed border-line text-xs text-muted">
          {t("owners.logoNone")}
        </span>
      )}
    </figure>
  );
  return (
    <section aria-labelledby="logo" className="grid gap-2 rounded-lg border border-line bg-surface p-4">
      <h2 id="logo" className="font-semibold">
        {t("owners.logo")}
      </h2>
      <div className="flex flex-wrap gap-4">
        {shown(logo.live, t("owners.now"))}
        {shown(logo.proposed, t("owners.proposed"))}
      </div>
      {logo.proposed && !logo.proposedValid && <p className="text-sm text-down">{t("owners.logoInvalid")}</p>}
    </section>
  );
}

/** The token's live owners with their proofs; an editor revokes one with a reason mailed to them. */
function Owners({ owners }: { owners: Loaded["owners"] }) {
  const { t, locale } = useTranslation("admin");
  const form = useFormCall({ namespaces: ADMIN_REFUSALS });
  const confirm = useConfirm();
  const notify = useNotify();
  const revalidator = useRevalidator();
  const [revoking, setRevoking] = useState<number | null>(null);
  const [reason, setReason] = useState("");

  async function revoke(event: FormEvent) {
    event.preventDefault();
    if (revoking === null) return;
    if (!reason.trim()) return form.setFieldError("reason", "required");
    if (!(await confirm(t("owners.confirmRevoke")).catch(() => false))) return;
    const path = `/api/admin/projects/owners/${revoking}/revocation` as const;
    if (await form.submit(() => accountCall("POST", path, locale, { reason }))) {
      notify({ type: "success", message: t("owners.revoked") });
      setRevoking(null);
      setReason("");
      revalidator.revalidate();
    }
  }

  return (
    <section aria-labelledby="owners" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="owners" className="mb-2 font-semibold">
        {t("owners.owners")}
      </h2>
      <ul className="grid gap-2 text-sm">
        {owners.map((owner) => (
          <li key={owner.id} className="grid gap-1 wrap-anywhere">
            <span className="font-medium">{owner.nickname ?? "—"}</span>{" "}
            <span className="text-muted">
              {owner.method === "signature" ? (
                <ClientDate
                  iso={owner.provenAt}
                  template={t("owners.signedBy", {
                    address: owner.address ?? "",
                    chain: owner.chain ?? "",
                    when: MARK,
                  })}
                />
              ) : owner.method === "invitation" ? (
                <ClientDate
                  iso={owner.provenAt}
                  template={t("owners.invitedBy", { name: owner.invitedBy ?? "—", when: MARK })}
                />
              ) : (
                <ClientDate iso={owner.provenAt} template={t("owners.websiteProof", { when: MARK })} />
              )}
            </span>
            <div>
              <button
                type="button"
                data-testid="revoke-owner"
                aria-expanded={revoking === owner.id}
                aria-label={`${t("owners.revoke")}: ${owner.nickname ?? owner.address ?? ""}`}
                onClick={() => setRevoking(revoking === owner.id ? null : owner.id)}
                className={`${buttonClass} border-down text-down`}
              >
                {t("owners.revoke")}
              </button>
            </div>
            {revoking === owner.id && (
              <form onSubmit={revoke} noValidate className="grid gap-2">
                <p className="text-muted">{t("owners.revokeCascade")}</p>
                <ReasonField
                  label={t("owners.revokeReason")}
                  error={form.fieldError("reason")}
                  value={reason}
                  onChange={setReason}
                />
                <div>
                  <button type="submit" disabled={form.pending} className={primaryClass}>
                    {t("owners.revoke")}
                  </button>
                </div>
                <FormError text={form.formError} />
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminProject({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { submission } = loaderData;
  return (
    <>
      <PageHeader seo={loaderData.seo} lead={submission.chain} />
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="rounded bg-bg px-2 py-0.5 font-medium" data-testid="review-state">
          {t(`owners.states.${submission.state}`)}
        </span>
        {submission.submittedAt && (
          <ClientDate iso={submission.submittedAt} template={t("owners.submittedAt", { when: MARK })} />
        )}
        <LocalLink to={`/token/${submission.slug}`} className="text-accent hover:underline">
          {t("owners.tokenPage")}
        </LocalLink>
      </div>
      {submission.state === "refused" && submission.reason && (
        <p className="mb-4 rounded-lg border border-down/50 bg-down/10 p-3 text-sm whitespace-pre-wrap wrap-anywhere">
          <span className="block font-medium">{t("owners.refusedWith")}</span>
          {submission.reason}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <ProfileReview diff={submission.diff} />
        <div className="grid min-w-0 grid-cols-1 gap-4">
          <Logos logo={submission.logo} />
          <Owners owners={submission.owners} />
          {submission.state === "submitted" && <Decision tokenId={submission.tokenId} />}
        </div>
      </div>
      <LocalLink to="/admin/projects" className="mt-6 inline-block text-sm text-accent hover:underline">
        {t("owners.back")}
      </LocalLink>
    </>
  );
}
