import type { OwnerProof } from "../../../domain/catalog/index.ts";
import { formatDate } from "../../../lib/format/date.ts";
import type { TFunction } from "../../../lib/i18n/translator.ts";

/**
 * When a verified token's owner proved control, in the site's date format and in UTC: loaders write the
 * "Verified owner" sentences (docs/decisions/022-owner-review.md), so the token and list pages load no date
 * code for them.
 */
export const provenWhen = (proof: OwnerProof, locale: string, now: Date) =>
  formatDate(proof.provenAt, { now, timeZone: "UTC", locale });

/**
 * The "Verified owner" sentence of a proof: the token page's (`page`) or the mark's title in lists (`title`);
 * a signature names its address, chain and, when recorded, how the address controls the contract; a website
 * proof names the website (docs/decisions/025-website-proof.md).
 */
export function proofSentence(
  t: TFunction,
  proof: OwnerProof,
  form: "page" | "title",
  locale: string,
  now: Date,
): string {
  const when = provenWhen(proof, locale, now);
  if (proof.method === "website") {
    return t(form === "page" ? "token:ownerProofWebsite" : "token:ownerProofWebsiteTitle", {
      website: proof.website,
      when,
    });
  }
  const sentence = t(form === "page" ? "token:ownerProof" : "token:ownerProofTitle", {
    address: proof.address,
    chain: proof.chainName,
    when,
  });
  return proof.control === null
    ? sentence
    : t("token:ownerProofControl", { proof: sentence, control: t(`token:ownerControl.${proof.control}`) });
}
