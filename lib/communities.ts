/**
 * The shapes of token communities that the server and the browser share (docs/product.md, Communities):
 * post types, feed orders, the limits of what members write and the pages' addresses.
 */

export const postTypes = ["discussion", "question", "analysis", "announcement"] as const;
export type PostType = (typeof postTypes)[number];

/** What a member may post; announcements are written only by a live owner of the token (docs/product.md, Communities). */
export const memberPostTypes = ["discussion", "question", "analysis"] as const satisfies readonly PostType[];

/** `newest`: by creation; `active`: by the latest answer; `top`: by the count of answers. */
export const feedOrders = ["newest", "active", "top"] as const;
export type FeedOrder = (typeof feedOrders)[number];

/**
 * How far back a feed reaches by creation: `all` (no bound, the default), or the last day, week, month (30
 * days) or year (365 days); with `top` it makes "top over a period".
 */
export const feedPeriods = ["all", "day", "week", "month", "year"] as const;
export type FeedPeriod = (typeof feedPeriods)[number];
export const periodDays: Record<Exclude<FeedPeriod, "all">, number> = {
  day: 1,
  week: 7,
  month: 30,
  year: 365,
};

/** The longest full-text query, in characters. */
export const FEED_TEXT_MAX = 100;
/** Posts per feed page unless asked otherwise, and the most one page holds. */
export const FEED_PAGE = 20;
export const FEED_PAGE_MAX = 50;

export const TITLE_MIN = 5;
export const TITLE_MAX = 140;
/** Limits of a post's or answer's text, in characters of its plain text. */
export const BODY_MIN = 2;
export const BODY_MAX = 10_000;
/** The most HTML a body may arrive as, before it is reduced to the allow-list. */
export const BODY_HTML_MAX = 40_000;

/** How long after writing a post or answer its author may still edit it; deleting has no limit. */
export const EDIT_WINDOW_MINUTES = 15;

/** What a member may react with, one reaction per member on a post or an answer; each shows as its emoji. */
export const reactionKinds = ["like", "love", "fire", "thinking"] as const;
export type ReactionKind = (typeof reactionKinds)[number];
export const reactionEmoji: Record<ReactionKind, string> = {
  like: "👍",
  love: "❤️",
  fire: "🔥",
  thinking: "🤔",
};
/** How many members reacted with each kind. */
export type ReactionCounts = Record<ReactionKind, number>;

export function isPostType(value: unknown): value is PostType {
  return (postTypes as readonly unknown[]).includes(value);
}

export function isFeedOrder(value: unknown): value is FeedOrder {
  return (feedOrders as readonly unknown[]).includes(value);
}

export function isFeedPeriod(value: unknown): value is FeedPeriod {
  return (feedPeriods as readonly unknown[]).includes(value);
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
/** An http(s) address in running text, up to a space or a closing bracket or quote. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:!?]/g;

/**
 * Plain text as a member types it into the composer, as rich text: a blank line starts a paragraph, a line
 * break stays one, and web addresses become links. The server reduces it to the allow-list all the same.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const lines = block
        .trim()
        .split("\n")
        .map((line) => escapeHtml(line).replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`));
      return `<p>${lines.join("<br>")}</p>`;
    })
    .join("");
}

/** Rich text back as the plain text the composer shows when a member edits it. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|li|h[2-4]|blockquote|pre)>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (entity) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" })[entity] ?? entity,
    )
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
