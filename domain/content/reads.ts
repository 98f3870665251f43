import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import {
  ARTICLES_PER_PAGE,
  type ArticleKind,
  type ContentKind,
  type FaqGroup,
  type OfferingKind,
  type OfferingStatus,
  readingMinutes,
} from "../../lib/content-kinds.ts";
import { defaultLocale } from "../../lib/locales.ts";
import { type TokenListItem, tokenItemsFrom } from "../catalog/tokens.ts";

/** An entry as lists show it, in the reader's language or, when it has none, in English (`fallback`). */
export type ContentSummary = {
  id: number;
  kind: ContentKind;
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  updatedAt: string;
  cover: string | null;
  readingMinutes: number;
  /** The language of the text shown. */
  locale: string;
  fallback: boolean;
  facts: Record<string, unknown>;
  /** Demo content written with the seed: fictional, and labelled so wherever it shows. */
  demo: boolean;
};

export type Neighbour = { slug: string; title: string };

export type ContentDetail = ContentSummary & {
  body: string;
  /** The body as plain text. */
  plain: string;
  extra: Record<string, string[]>;
  /** Every language the entry has its own text in (its hreflang alternates). */
  locales: string[];
  tokens: TokenListItem[];
  /** The next older and the next newer article of the same kind. */
  older: Neighbour | null;
  newer: Neighbour | null;
};

export type ArticlePage = { items: ContentSummary[]; page: number; pages: number; total: number };

export type OfferingQuery = { status?: OfferingStatus; chainId?: number; sort: OfferingSort };
export const offeringSorts = [
  "status",
  "start",
  "end",
  "raised",
  "goal",
  "reward",
  "winners",
  "name",
] as const;
export type OfferingSort = (typeof offeringSorts)[number];

type Row = Record<string, unknown>;

/** Where stored images are served (server/api/content/routes.ts, `/media/:id`). */
const MEDIA_PATH = "/media/";

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/** Published and due: drafts (no date) and scheduled entries (a future date) stay hidden. */
export const visible = sql`e.published_at is not null and e.published_at <= now()`;

/** The entry's text in `locale`, or its English text when it has none in that language. */
export function versionJoin(locale: string): SQL {
  return sql`join lateral (
      select v.* from content_versions v
      where v.entry_id = e.id and v.locale in (${locale}, ${defaultLocale})
      order by (v.locale = ${locale}) desc limit 1
    ) v on true`;
}

const summaryColumns = sql.raw(
  `e.id, e.kind, e.slug, e.published_at, e.updated_at, e.cover_id, e.facts, e.token_ids, e.demo,
   v.locale, v.title, v.summary, v.plain`,
);

function toSummary(row: Row, locale: string): ContentSummary {
  return {
    id: Number(row.id),
    kind: row.kind as ContentKind,
    slug: String(row.slug),
    title: String(row.title),
    summary: String(row.summary),
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
    cover: row.cover_id ? `${MEDIA_PATH}${row.cover_id}` : null,
    readingMinutes: readingMinutes(String(row.plain)),
    locale: String(row.locale),
    fallback: row.locale !== locale,
    facts: (row.facts ?? {}) as Record<string, unknown>,
    demo: Boolean(row.demo),
  };
}

/** Page `page` (from 1) of a kind's published articles, newest first. */
export async function listArticles(
  db: Db,
  kind: ArticleKind,
  locale: string,
  page: number,
): Promise<ArticlePage> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from content_entries e where e.kind = ${kind} and ${visible}`,
  );
  const total = Number(n);
  const pages = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
  const rows = await queryRows<Row>(
    db,
    sql`select ${summaryColumns} from content_entries e ${versionJoin(locale)}
        where e.kind = ${kind} and ${visible}
        order by e.published_at desc, e.id desc
        limit ${ARTICLES_PER_PAGE} offset ${(page - 1) * ARTICLES_PER_PAGE}`,
  );
  return { items: rows.map((row) => toSummary(row, locale)), page, pages, total };
}

/** The newest published entries of a kind (feeds, the home page). */
export async function latest(
  db: Db,
  kind: ContentKind,
  locale: string,
  limit: number,
): Promise<ContentSummary[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select ${summaryColumns} from content_entries e ${versionJoin(locale)}
        where e.kind = ${kind} and ${visible}
        order by e.published_at desc, e.id desc limit ${limit}`,
  );
  return rows.map((row) => toSummary(row, locale));
}

async function neighbour(db: Db, kind: ContentKind, locale: string, row: Row, newer: boolean) {
  const cmp = newer ? sql.raw(">") : sql.raw("<");
  const order = newer ? sql.raw("asc") : sql.raw("desc");
  const [found] = await queryRows<Row>(
    db,
    sql`select e.slug, v.title from content_entries e ${versionJoin(locale)}
        where e.kind = ${kind} and ${visible}
          and (e.published_at, e.id) ${cmp} (${row.published_at as Date}::timestamptz, ${Number(row.id)})
        order by e.published_at ${order}, e.id ${order} limit 1`,
  );
  return found ? { slug: String(found.slug), title: String(found.title) } : null;
}

/** One published entry with its body, languages, related tokens and (for articles) its neighbours. */
export async function getEntry(
  db: Db,
  kind: ContentKind,
  slug: string,
  locale: string,
): Promise<ContentDetail | undefined> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${summaryColumns}, v.body, v.extra,
          array(select locale from content_versions where entry_id = e.id order by locale) as locales
        from content_entries e ${versionJoin(locale)}
        where e.kind = ${kind} and e.slug = ${slug} and ${visible}`,
  );
  if (!row) return undefined;
  const tokenIds = (row.token_ids as number[] | null) ?? [];
  const isArticle = kind === "news" || kind === "blog";
  const [tokens, older, newer] = await Promise.all([
    tokenIds.length
      ? tokenItemsFrom(
          db,
          sql`(select id as token_id, n from unnest(${sql.raw(`array[${tokenIds.map(Number).join(",")}]::int[]`)}) with ordinality u(id, n)) x`,
          sql.raw("x.n"),
          tokenIds.length,
        )
      : [],
    isArticle ? neighbour(db, kind, locale, row, false) : null,
    isArticle ? neighbour(db, kind, locale, row, true) : null,
  ]);
  return {
    ...toSummary(row, locale),
    body: String(row.body),
    plain: String(row.plain),
    extra: (row.extra ?? {}) as Record<string, string[]>,
    locales: (row.locales as string[]) ?? [],
    tokens,
    older,
    newer,
  };
}

export type FaqItem = ContentSummary & { group: FaqGroup; body: string; plain: string };

/** Every published FAQ entry with its answer, in group order then title. */
export async function listFaq(db: Db, locale: string): Promise<FaqItem[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select ${summaryColumns}, v.body from content_entries e ${versionJoin(locale)}
        where e.kind = 'faq' and ${visible} order by e.published_at asc, e.id asc`,
  );
  return rows.map((row) => ({
    ...toSummary(row, locale),
    group: (row.facts as { group: FaqGroup }).group,
    body: String(row.body),
    plain: String(row.plain),
  }));
}

const startsAt = sql`(e.facts->>'startsAt')::timestamptz`;
const endsAt = sql`(e.facts->>'endsAt')::timestamptz`;

const offeringOrder: Record<OfferingSort, SQL> = {
  // Active ones first, ending soonest; then upcoming, starting soonest; then ended, latest first.
  status: sql`case when ${startsAt} > now() then 1 when ${endsAt} > now() then 0 else 2 end,
    case when ${startsAt} <= now() and ${endsAt} > now() then ${endsAt} end asc,
    case when ${startsAt} > now() then ${startsAt} end asc,
    ${endsAt} desc`,
  start: sql`(e.facts->>'startsAt')::timestamptz asc`,
  end: sql`(e.facts->>'endsAt')::timestamptz asc`,
  raised: sql`(e.facts->>'raisedUsd')::numeric desc nulls last`,
  goal: sql`(e.facts->>'goalUsd')::numeric desc nulls last`,
  reward: sql`(e.facts->>'rewardUsd')::numeric desc nulls last`,
  winners: sql`(e.facts->>'winners')::numeric desc nulls last`,
  name: sql`lower(e.facts->>'name') asc`,
};

const statusWhere: Record<OfferingStatus, SQL> = {
  upcoming: sql`(e.facts->>'startsAt')::timestamptz > now()`,
  active: sql`(e.facts->>'startsAt')::timestamptz <= now() and (e.facts->>'endsAt')::timestamptz > now()`,
  ended: sql`(e.facts->>'endsAt')::timestamptz <= now()`,
};

/** Published token sales or airdrops, filtered by status and chain, in the chosen order. */
export async function listOfferings(
  db: Db,
  kind: OfferingKind,
  locale: string,
  query: OfferingQuery,
): Promise<ContentSummary[]> {
  const where: SQL[] = [sql`e.kind = ${kind}`, visible];
  if (query.status) where.push(statusWhere[query.status]);
  if (query.chainId !== undefined) where.push(sql`(e.facts->>'chainId')::int = ${query.chainId}`);
  const rows = await queryRows<Row>(
    db,
    sql`select ${summaryColumns} from content_entries e ${versionJoin(locale)}
        where ${sql.join(where, sql` and `)}
        order by ${offeringOrder[query.sort]}, e.id asc limit 500`,
  );
  return rows.map((row) => toSummary(row, locale));
}

/**
 * When a published entry's page last changed: its publication (a scheduled entry appears then) or its last
 * edit, whichever is later; an edit of any language's text also marks the entry edited (desk.ts).
 */
const entryChangedAt = sql.raw("greatest(e.published_at, e.updated_at)");

/** Every published entry with the languages it has its own text in and when its page last changed (sitemaps). */
export async function listPublished(
  db: Db,
): Promise<{ kind: ContentKind; slug: string; lastmod: string; locales: string[] }[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select e.kind, e.slug, ${entryChangedAt} as changed_at,
          array(select locale from content_versions where entry_id = e.id order by locale) as locales
        from content_entries e where ${visible} order by e.kind, e.published_at desc, e.id desc`,
  );
  return rows.map((row) => ({
    kind: row.kind as ContentKind,
    slug: String(row.slug),
    lastmod: iso(row.changed_at),
    locales: row.locales as string[],
  }));
}

/**
 * The type and size in bytes of stored images, by the path they are served at (an entry's `cover`), for
 * feeds whose enclosures state both; a path with no stored image is absent from the map.
 */
export async function mediaFiles(
  db: Db,
  paths: readonly string[],
): Promise<Map<string, { mime: string; length: number }>> {
  const ids = paths.filter((p) => p.startsWith(MEDIA_PATH)).map((p) => p.slice(MEDIA_PATH.length));
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; mime: string; length: number }>(
    db,
    sql`select id, mime, octet_length(bytes)::int as length from media
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [`${MEDIA_PATH}${r.id}`, { mime: r.mime, length: Number(r.length) }]));
}

/** An uploaded image by its id (with extension). */
export async function getMedia(db: Db, id: string): Promise<{ mime: string; bytes: Buffer } | undefined> {
  const [row] = await queryRows<{ mime: string; bytes: Buffer | Uint8Array }>(
    db,
    sql`select mime, bytes from media where id = ${id}`,
  );
  return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : undefined;
}
