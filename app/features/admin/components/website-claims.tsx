import type { WaitingWebsiteClaim } from "../../../../domain/owners/review.ts";
import { ClientDate, MARK } from "../../../components/ui/client-date.tsx";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { ReviewDecision } from "./review-decision.tsx";

/**
 * The website claims whose code was found, for an editor to decide by hand (docs/decisions/025-website-proof.md):
 * approve makes the user an owner; refuse needs a reason mailed to the user.
 */
export function WebsiteClaims({ claims }: { claims: WaitingWebsiteClaim[] }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="website-claims" className="mt-6 rounded-lg border border-line bg-surface p-4">
      <h2 id="website-claims" className="font-semibold">
        {t("owners.websiteClaims")}
      </h2>
      <p className="mb-3 text-sm text-muted">{t("owners.websiteClaimsHint")}</p>
      {claims.length === 0 ? (
        <p className="text-sm text-muted">{t("owners.websiteClaimsEmpty")}</p>
      ) : (
        <ul className="grid gap-3 text-sm">
          {claims.map((claim) => (
            <li key={claim.id} className="grid gap-1 wrap-anywhere" data-testid="website-claim">
              <span>
                <LocalLink
                  to={`/token/${claim.slug}`}
                  className="font-medium hover:text-accent hover:underline"
                >
                  {claim.name} <span className="text-muted">{claim.symbol}</span>
                </LocalLink>{" "}
                <span className="text-muted">
                  {t("owners.claimant", { nickname: claim.nickname ?? "—" })}
                </span>
              </span>
              <span className="text-muted">
                <ClientDate
                  iso={claim.checkedAt}
                  template={t(claim.foundBy === "dns" ? "owners.foundByDns" : "owners.foundByFile", {
                    website: claim.website,
                    when: MARK,
                  })}
                />
              </span>
              <ReviewDecision
                path={`/api/admin/projects/website-claims/${claim.id}`}
                open={false}
                texts={{
                  approve: t("owners.approveWebsite"),
                  confirmApprove: t("owners.confirmApproveWebsite"),
                  approved: t("owners.approvedWebsite"),
                  refused: t("owners.refusedWebsite"),
                  reasonHint: t("owners.websiteReasonHint"),
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
