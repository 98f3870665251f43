import type { OwnerProof } from "../../../domain/catalog/index.ts";
import { formatDate } from "../../../lib/format/date.ts";

/**
 * When a verified token's owner proved control, in the site's date format and in UTC: loaders write the
 * "Verified owner" sentences (docs/decisions/022-owner-review.md), so the token and list pages load no date
 * code for them.
 */
export const provenWhen = (proof: OwnerProof, locale: string, now: Date) =>
  formatDate(proof.provenAt, { now, timeZone: "UTC", locale });
