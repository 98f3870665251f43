import { useCallback, useEffect, useState } from "react";
import { formatDate } from "../../../../lib/format/date.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { type ApiData, accountCall } from "../../../runtime/account-api.ts";
import { LoadFailed } from "./load-failed.tsx";

type Claim = ApiData<"GET", "/api/project/website-claims">[number];

/**
 * The user's website claims the editors have to decide or have refused (docs/decisions/025-website-proof.md):
 * each with its token, the website's host, when its code was found and sent to the editors, its state and,
 * refused, the editors' reason. Open claims stay in the claim form, approved ones are the user's tokens.
 */
export function MyWebsiteClaims() {
  const { t, locale } = useTranslation("owner");
  const [claims, setClaims] = useState<Claim[] | null>(null);
  const [failed, setFailed] = useState(false);
  const date = (iso: string) =>
    formatDate(iso, { now: Date.now(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, locale });

  const load = useCallback(async () => {
    const answer = await accountCall("GET", "/api/project/website-claims", locale);
    setFailed(!answer.ok);
    if (answer.ok) setClaims(answer.data.filter((c) => c.state === "waiting" || c.state === "refused"));
  }, [locale]);
  useEffect(() => {
    void load();
  }, [load]);

  if (failed) {
    return <LoadFailed onRetry={() => load()} />;
  }
  if (claims === null) {
    return (
      <p role="status" className="text-muted">
        {t("page.loading")}
      </p>
    );
  }
  if (claims.length === 0) return <p className="text-muted">{t("websiteClaims.empty")}</p>;
  return (
    <ul className="grid gap-3">
      {claims.map((claim) => (
        <li
          key={claim.id}
          className="grid gap-1 rounded-md border border-line p-3 wrap-anywhere"
          data-testid="my-website-claim"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">
              {claim.token.name} <span className="text-muted">{claim.token.symbol}</span>
            </span>
            <span
              className={`rounded-full border px-2 py-0.5 text-sm ${claim.state === "refused" ? "border-down text-down" : "border-line text-muted"}`}
            >
              {t(claim.state === "refused" ? "websiteClaims.refused" : "websiteClaims.waiting")}
            </span>
          </div>
          <span className="text-sm text-muted">
            {t("websiteClaims.host", { host: claim.host })}
            {claim.checkedAt && ` · ${t("websiteClaims.sent", { date: date(claim.checkedAt) })}`}
          </span>
          {claim.reason && (
            <p className="text-sm">
              <span className="font-medium">{t("websiteClaims.reason")}</span> {claim.reason}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
