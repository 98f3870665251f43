/**
 * Lowercase ASCII kebab-case: accents are folded, every other non-alphanumeric run becomes one hyphen.
 * Longer results are cut at the last word boundary within `maxLength` (mid-word only for one long word).
 */
export function kebabCase(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  const folded = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (folded.length <= maxLength) return folded;
  const boundary = folded.slice(0, maxLength + 1).lastIndexOf("-");
  return boundary > 0 ? folded.slice(0, boundary) : folded.slice(0, maxLength);
}

export const TOKEN_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z0-9]*\d[a-z0-9]*$/;

const TOKEN_SLUG_BASE_MAX = 40;

/** `<kebab name, max 40 chars, else kebab symbol, else "token">-<id>`; the id keeps it unique and stable. */
export function tokenSlug(name: string, symbol: string, id: number): string {
  const base = kebabCase(name, TOKEN_SLUG_BASE_MAX) || kebabCase(symbol, TOKEN_SLUG_BASE_MAX) || "token";
  return `${base}-${id}`;
}
