/**
 * The email digest of a member's tracked news (docs/product.md, Communities), shared by the cabinet's form and
 * the server; apart from lib/communities.ts so that catalogue pages do not load it.
 */
/** How often a member's email digest of tracked news goes out; `off` (no digest) is the default. */
export const digestFrequencies = ["off", "daily", "weekly"] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];
const DAY_MS = 24 * 60 * 60_000;
/** The time between two digests: a day, or seven. */
export const digestPeriodMs: Record<Exclude<DigestFrequency, "off">, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};
