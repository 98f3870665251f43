/** Search highlighting (docs/product.md, Search): matches wrapped in a highlight span; long text shows its first matching sentence. */

export type Segment = { text: string; hit: boolean };

/** The query's terms, longest first, each at least one character, without duplicates (case-insensitive). */
export function searchTerms(query: string): string[] {
  const terms = [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))];
  return terms.sort((a, b) => b.length - a.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function termPattern(query: string): RegExp | null {
  const terms = searchTerms(query);
  return terms.length ? new RegExp(terms.map(escapeRegExp).join("|"), "giu") : null;
}

/** `text` cut into pieces, the pieces matching a query term (any case) marked as hits. */
export function highlightSegments(text: string, query: string): Segment[] {
  const pattern = termPattern(query);
  if (!pattern || !text) return text ? [{ text, hit: false }] : [];
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) segments.push({ text: text.slice(last, at), hit: false });
    segments.push({ text: match[0], hit: true });
    last = at + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), hit: false });
  return segments;
}

/** The first sentence of `text` that contains a query term, or null when none does. */
export function firstMatchingSentence(text: string, query: string, locale: string): string | null {
  const pattern = termPattern(query);
  if (!pattern) return null;
  const segmenter = new Intl.Segmenter(locale, { granularity: "sentence" });
  for (const { segment } of segmenter.segment(text)) {
    pattern.lastIndex = 0;
    if (pattern.test(segment)) return segment.trim();
  }
  return null;
}
