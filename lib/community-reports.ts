/**
 * What a member's report of a post or an answer carries (docs/product.md, Communities), shared by the server and
 * the thread page's report form; apart from lib/communities.ts, so the pages that only list posts load none of it.
 */

/** Why a member reports a post or an answer to the editors. */
export const reportReasons = ["spam", "abuse", "scam", "off_topic", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];
/** The longest note a report carries, in characters. */
export const REPORT_NOTE_MAX = 500;
