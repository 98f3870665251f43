import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for rich text (docs/architecture.md, Security baseline): the structure TipTap's editor produces and nothing else.
 * Scripts, styles, event handlers and every attribute not listed are dropped; links keep only http(s),
 * mailto and site-relative targets, so `javascript:` and `data:` URLs go too.
 */
const richText = (rel: string): sanitizeHtml.IOptions => ({
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "em",
    "s",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "hr",
  ],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Headings start at h2: the page's title is its one h1.
    h1: "h2",
    b: "strong",
    i: "em",
    strike: "s",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const kept: sanitizeHtml.Attributes = { href };
      if (/^(https?:|mailto:)/i.test(href)) Object.assign(kept, { rel, target: "_blank" });
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href,
});

const RICH_TEXT = richText("nofollow noopener noreferrer");
/** What members write (token communities): the same allow-list, outside links marked as user content. */
const USER_TEXT = richText("nofollow ugc noopener noreferrer");

/** Rich text reduced to the allow-list; what is stored and shown. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** A member's rich text reduced to the allow-list, outside links `rel="nofollow ugc"` (docs/product.md, Communities). */
export function sanitizeUserText(html: string): string {
  return sanitizeHtml(html, USER_TEXT).trim();
}

const ESCAPED: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** The text of rich text, blocks on their own lines, for search, summaries and reading time. */
export function plainText(html: string): string {
  const blocks = html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, "$&\n");
  return sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity])
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}
