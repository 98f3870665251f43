/**
 * The longest `<title>` a page sends: search engines cut longer ones in their results, and html-validate's
 * long-title rule stops there (docs/decisions/020-valid-html.md).
 */
export const TITLE_MAX = 70;

/**
 * The first of `candidates` (the fullest wording first) that fits in TITLE_MAX characters; when none does,
 * the last, cut at a word with an ellipsis (an editor's long headline, whose whole text is the page's H1).
 */
export function fitTitle(...candidates: [string, ...string[]]): string {
  const fitting = candidates.find((title) => title.length <= TITLE_MAX);
  if (fitting !== undefined) return fitting;
  const cut = candidates[candidates.length - 1].slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
