import { z } from "zod";
import { REPORT_NOTE_MAX, reportReasons } from "../../lib/community-reports.ts";
import { formatDate } from "../../lib/format/date.ts";
import { Invalid } from "../errors.ts";
import { parse } from "../fields.ts";

/** The longest reason an editor gives for a suspension, in characters. */
export const SUSPENSION_REASON_MAX = 500;

/** A member's suspension from writing in communities: until a time, or until an editor lifts it (`null`). */
export type Suspension = { until: string | null; reason: string };

const reportInput = z.object({
  answerId: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  reason: z.enum(reportReasons),
  note: z.string().trim().max(REPORT_NOTE_MAX).nullable().optional(),
});

/** A report as sent: its reason, and its note trimmed (an empty note is none), or the refusal per field. */
export function parseReport(input: unknown) {
  const { answerId, reason, note } = parse(reportInput, input);
  return { answerId: answerId ?? null, reason, note: note ? note : null };
}

const suspensionInput = z.object({
  until: z.iso.datetime({ offset: true }).nullable().optional(),
  reason: z.string().trim().min(1).max(SUSPENSION_REASON_MAX),
});

/**
 * A suspension as an editor sends it: a reason, and an end in the future (ISO 8601) or none for a suspension
 * until lifted; an end already past is refused (`in_past` on `until`).
 */
export function parseSuspension(input: unknown, now: Date): { until: Date | null; reason: string } {
  const { until, reason } = parse(suspensionInput, input);
  const end = until ? new Date(until) : null;
  if (end && end.getTime() <= now.getTime()) throw new Invalid({ until: "in_past" });
  return { until: end, reason };
}

/** The end of a suspension as the member reads it, in their language (UTC, so it reads the same everywhere). */
export function suspensionEnd(until: string, locale: string, now: Date): string {
  return `${formatDate(until, { now, timeZone: "UTC", locale })} UTC`;
}

/** The translations a suspension's message is made of (locales/<code>/community.json, `moderation`). */
export type SuspensionTexts = (
  key: "community:moderation.suspendedUntil" | "community:moderation.suspendedIndefinitely",
  vars?: { date: string },
) => string;

/** A member's suspension as they read it: until when, in their language, or until the moderators lift it. */
export function suspensionMessage(
  t: SuspensionTexts,
  suspension: Suspension,
  locale: string,
  now: Date,
): string {
  return suspension.until
    ? t("community:moderation.suspendedUntil", { date: suspensionEnd(suspension.until, locale, now) })
    : t("community:moderation.suspendedIndefinitely");
}
