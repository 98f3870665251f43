/**
 * What a website proof is (docs/decisions/025-website-proof.md): the token's listed website (its first
 * `website` link, https only), the TXT record and the `.well-known` file that carry the code, and how each is
 * read. Pure: no network, no database.
 */

/** The TXT record's value before the code, on the website's host. */
export const RECORD_PREFIX = "tokenatlas-verification=";
/** The file's path on the website's host. */
export const FILE_PATH = "/.well-known/tokenatlas-verification.txt";

/** The host of the token's listed website, or why the token cannot be claimed by it. */
export function websiteOf(
  links: unknown,
): { host: string } | { refusal: "no_website" | "website_not_https" } {
  const list = (typeof links === "string" ? JSON.parse(links) : (links ?? [])) as {
    type: string;
    url: string;
  }[];
  const website = list.find((link) => link.type === "website" && link.url.trim() !== "");
  if (!website) return { refusal: "no_website" };
  let url: URL;
  try {
    url = new URL(website.url.trim());
  } catch {
    return { refusal: "no_website" };
  }
  if (url.protocol !== "https:") return { refusal: "website_not_https" };
  return { host: url.hostname.toLowerCase() };
}

/** The TXT record an owner publishes on the host. */
export const recordFor = (code: string) => `${RECORD_PREFIX}${code}`;

/** Whether one of a host's TXT records (each as the strings DNS gives, joined) is the code's record. */
export function recordsHold(records: readonly (readonly string[])[], code: string): boolean {
  return records.some((chunks) => chunks.join("").trim() === recordFor(code));
}

/** Whether the file's text holds the code on a line of its own (surrounding spaces allowed). */
export function fileHolds(text: string, code: string): boolean {
  return text.split(/\r?\n/).some((line) => line.trim() === code);
}
