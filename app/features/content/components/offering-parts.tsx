import { type OfferingStatus, offeringStatus } from "../../../../lib/content-kinds.ts";
import { formatNumber, formatUsd } from "../../../../lib/format/number.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import type { OfferingFacts } from "../offerings.ts";

const statusTone: Record<OfferingStatus, string> = {
  upcoming: "border-accent text-accent",
  active: "border-up text-up",
  ended: "border-line text-muted",
};

/** Upcoming, active or ended, from the dates and the server's clock at render. */
export function StatusBadge({ facts, now }: { facts: OfferingFacts; now: string }) {
  const { t } = useTranslation("content");
  const status = offeringStatus(facts.startsAt, facts.endsAt, new Date(now));
  return (
    <span
      className={`rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${statusTone[status]}`}
    >
      {t(`offerings.status.${status}`)}
    </span>
  );
}

/** The money figures of a sale (price, goal, raised with progress) or an airdrop (reward, pool, winners). */
export function OfferingFigures({ facts }: { facts: OfferingFacts }) {
  const { t, locale } = useTranslation("content");
  const rows: [string, string][] =
    facts.priceUsd !== undefined
      ? [
          [t("offerings.price"), formatUsd(facts.priceUsd, locale)],
          [t("offerings.goal"), formatUsd(facts.goalUsd ?? 0, locale)],
          [t("offerings.raised"), formatUsd(facts.raisedUsd ?? 0, locale)],
        ]
      : [
          [t("offerings.reward"), `${formatNumber(facts.rewardAmount ?? 0, locale)} ${facts.symbol}`],
          [
            t("offerings.pool"),
            facts.rewardUsd === null || facts.rewardUsd === undefined
              ? t("offerings.notStated")
              : formatUsd(facts.rewardUsd, locale),
          ],
          [t("offerings.winners"), formatNumber(facts.winners ?? 0, locale)],
        ];
  const progress =
    facts.goalUsd && facts.raisedUsd !== undefined
      ? Math.min(100, Math.round((facts.raisedUsd / facts.goalUsd) * 100))
      : null;
  return (
    <>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {progress !== null && (
        <div className="mt-2">
          <progress
            value={progress}
            max={100}
            aria-label={t("offerings.progress", { percent: progress })}
            className="block h-1.5 w-full appearance-none overflow-hidden rounded-full border-0 bg-bg [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-bg [&::-webkit-progress-value]:bg-accent"
          />
          <p className="mt-1 text-xs text-muted">{t("offerings.progress", { percent: progress })}</p>
        </div>
      )}
    </>
  );
}
