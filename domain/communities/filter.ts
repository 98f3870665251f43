import {
  FEED_PAGE,
  FEED_PAGE_MAX,
  FEED_TEXT_MAX,
  type FeedOrder,
  type FeedPeriod,
  isFeedOrder,
  isFeedPeriod,
  isPostType,
  type PostType,
} from "../../lib/communities.ts";
import { isLocale, type Locale } from "../../lib/locales.ts";
import { type Cursor, type CursorType, decodeCursor } from "../catalog/cursor.ts";
import { Invalid } from "../errors.ts";

/**
 * A community feed's filter (the spec's feed filter): `isTracked` keeps the posts the signed-in reader tracks
 * and means nothing to a visitor.
 */
export type FeedFilter = {
  type?: PostType;
  orderBy: FeedOrder;
  /** Only posts created within the period; absent for `all`. */
  period?: Exclude<FeedPeriod, "all">;
  text?: string;
  isTracked?: boolean;
  /** Only posts written in this language; every language when absent. */
  language?: Locale;
};
export type FeedQuery = FeedFilter & { limit: number; cursor?: Cursor };

/** The column each order reads, its PostgreSQL type (for the cursor) and the index that serves it (db/schema). */
export const orderColumns: Record<FeedOrder, { column: string; cast: CursorType }> = {
  newest: { column: "p.created_at", cast: "timestamptz" },
  active: { column: "p.last_activity_at", cast: "timestamptz" },
  top: { column: "p.answer_count", cast: "int4" },
};

/**
 * The feed query from its raw parameters (the API's query string, a page's URL): an unknown type or order, a
 * text over its limit, a limit out of range or a cursor that does not fit the order are refused as a whole,
 * each on its field; an empty text is no text.
 */
export function parseFeedQuery(raw: {
  type?: string;
  orderBy?: string;
  period?: string;
  text?: string;
  isTracked?: string | boolean;
  language?: string;
  limit?: number;
  cursor?: string;
}): FeedQuery {
  const fields: Record<string, string> = {};
  const type = raw.type === undefined || raw.type === "" ? undefined : raw.type;
  if (type !== undefined && !isPostType(type)) fields.type = "Unknown post type";
  const orderBy = raw.orderBy === undefined || raw.orderBy === "" ? "newest" : raw.orderBy;
  if (!isFeedOrder(orderBy)) fields.orderBy = "Unknown order";
  const period = raw.period === undefined || raw.period === "" ? "all" : raw.period;
  if (!isFeedPeriod(period)) fields.period = "Unknown period";
  const text = raw.text?.trim() || undefined;
  if (text !== undefined && text.length > FEED_TEXT_MAX) fields.text = `At most ${FEED_TEXT_MAX} characters`;
  const isTracked = parseFlag(raw.isTracked);
  if (isTracked === null) fields.isTracked = "Not a yes or no";
  const language = raw.language === undefined || raw.language === "" ? undefined : raw.language;
  if (language !== undefined && !isLocale(language)) fields.language = "Unknown language";
  const limit = raw.limit ?? FEED_PAGE;
  if (!Number.isInteger(limit) || limit < 1 || limit > FEED_PAGE_MAX) fields.limit = "Out of range";
  let cursor: Cursor | undefined;
  if (raw.cursor && isFeedOrder(orderBy)) {
    try {
      cursor = decodeCursor(raw.cursor, orderColumns[orderBy].cast);
    } catch {
      fields.cursor = "Malformed cursor";
    }
  }
  if (Object.keys(fields).length > 0) throw new Invalid(fields);
  return {
    type: type as PostType | undefined,
    orderBy: orderBy as FeedOrder,
    ...(period === "all" ? {} : { period: period as Exclude<FeedPeriod, "all"> }),
    text,
    ...(isTracked ? { isTracked } : {}),
    ...(language ? { language: language as Locale } : {}),
    limit,
    cursor,
  };
}

/** The value of a page's `languages` parameter that shows a feed in every language. */
export const ALL_LANGUAGES = "all";

/**
 * The language a feed page shows first (docs/decisions/026-communities-owners-and-languages.md): the page's own
 * unless its address asks for every language (`languages=all`), then none.
 */
export function readerLanguage(languages: string | null | undefined, locale: Locale): Locale | undefined {
  return languages === ALL_LANGUAGES ? undefined : locale;
}

/**
 * Whether a reader-first feed shows every language instead: on its first page, when nothing in the reader's
 * language matches and something in another one does.
 */
export function fallsBackToAll(page: {
  inLanguage: number;
  otherLanguages: number;
  cursor: boolean;
}): boolean {
  return !page.cursor && page.inLanguage === 0 && page.otherLanguages > 0;
}

/** A yes-or-no parameter: absent, empty, `false` or `0` is no, `true` or `1` is yes, anything else null. */
function parseFlag(value: string | boolean | undefined): boolean | null {
  if (value === undefined || value === "" || value === false || value === "false" || value === "0")
    return false;
  if (value === true || value === "true" || value === "1") return true;
  return null;
}

/**
 * PostgreSQL's text-search configuration for a post's language: its stemmer where PostgreSQL has one,
 * `simple` (words as written, lower-cased) for the others.
 */
const TS_CONFIGS: Partial<Record<Locale, string>> = {
  en: "english",
  ru: "russian",
  de: "german",
  es: "spanish",
  tr: "turkish",
  fr: "french",
  it: "italian",
  sv: "swedish",
  pt: "portuguese",
  nl: "dutch",
  da: "danish",
  fi: "finnish",
  no: "norwegian",
  ro: "romanian",
  lt: "lithuanian",
  hu: "hungarian",
  id: "indonesian",
  el: "greek",
  hi: "hindi",
};

export function tsConfigOf(language: Locale): string {
  return TS_CONFIGS[language] ?? "simple";
}

/**
 * The feed query of a page's address: as `parseFeedQuery`, but a field it refuses (a hand-edited address, an
 * old cursor) is left out instead, so the page shows the feed without it.
 */
export function lenientFeedQuery(raw: Parameters<typeof parseFeedQuery>[0]): FeedQuery {
  const kept: Record<string, unknown> = { ...raw };
  // A cursor is checked against the order only once the order is valid, so a second pass may refuse it.
  for (;;) {
    try {
      return parseFeedQuery(kept);
    } catch (error) {
      if (!(error instanceof Invalid)) throw error;
      for (const field of Object.keys(error.fields ?? {})) delete kept[field];
    }
  }
}
