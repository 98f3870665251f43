import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { defaultDirection, type OrderingKey, type SortDirection, type SortKey } from "../../lib/orderings.ts";
import { escapeLike } from "../like.ts";
import { type Cursor, decodeCursor, encodeCursor } from "./cursor.ts";

export type TokenListItem = {
  id: number;
  slug: string;
  name: string;
  symbol: string;
  chainId: number;
  address: string;
  logo: string | null;
  tokenImage: string | null;
  price: string;
  change1h: number;
  change24h: number;
  change7d: number;
  volume24: string;
  marketCap: string;
  liquidity: string;
  holders: number;
  authorized: boolean;
  synthetic: boolean;
  source: string;
  updatedAt: string;
};

export type TokenListQuery = {
  order: SortKey;
  /** Keep only the rows this ordering lists (e.g. gainers only) whatever the sort. */
  within?: OrderingKey;
  dir?: SortDirection;
  chainId?: number;
  /** Tag slugs; a token must carry every one of them. */
  tags?: string[];
  q?: string;
  limit: number;
  cursor?: string;
};

export type TokenPage = { data: TokenListItem[]; nextCursor: string | null; prevCursor: string | null };

type Column = { expr: SQL; id: SQL; cast: SQL; where?: SQL };

const statsId = sql.raw("s.token_id");
const tokenId = sql.raw("t.id");
const numeric = sql.raw("numeric");
const float8 = sql.raw("float8");
const int4 = sql.raw("int4");
const tstz = sql.raw("timestamptz");

/** How each sort key reads: the column, its tie-breaker id (same table, so one index serves both), its type. */
const columns: Record<SortKey, Column> = {
  popular: { expr: sql.raw("s.popularity"), id: statsId, cast: float8 },
  authorized: { expr: sql.raw("t.authorized_at"), id: tokenId, cast: tstz, where: sql.raw("t.authorized") },
  new: { expr: sql.raw("t.listed_at"), id: tokenId, cast: tstz },
  price_up_24h: {
    expr: sql.raw("s.change_24h"),
    id: statsId,
    cast: float8,
    where: sql.raw("s.change_24h > 0"),
  },
  price_down_24h: {
    expr: sql.raw("s.change_24h"),
    id: statsId,
    cast: float8,
    where: sql.raw("s.change_24h < 0"),
  },
  volume24: { expr: sql.raw("s.volume_24h"), id: statsId, cast: numeric },
  ai: { expr: sql.raw("s.ai_score"), id: statsId, cast: float8 },
  market_cap: { expr: sql.raw("s.market_cap"), id: statsId, cast: numeric },
  price: { expr: sql.raw("s.price"), id: statsId, cast: numeric },
  change_1h: { expr: sql.raw("s.change_1h"), id: statsId, cast: float8 },
  change_7d: { expr: sql.raw("s.change_7d"), id: statsId, cast: float8 },
  liquidity: { expr: sql.raw("s.liquidity"), id: statsId, cast: numeric },
  holders: { expr: sql.raw("s.holders"), id: statsId, cast: int4 },
};

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function filters(query: TokenListQuery, column: Column): SQL[] {
  const where: SQL[] = [];
  if (column.where) where.push(column.where);
  const scope = query.within ? columns[query.within].where : undefined;
  if (scope && scope !== column.where) where.push(scope);
  if (query.chainId !== undefined) where.push(sql`t.chain_id = ${query.chainId}`);
  for (const tag of query.tags ?? []) {
    where.push(
      sql`exists (select 1 from token_tags tt join tags g on g.id = tt.tag_id where tt.token_id = t.id and g.slug = ${tag})`,
    );
  }
  const q = query.q?.trim();
  if (q) {
    if (ADDRESS.test(q)) {
      where.push(sql`lower(t.address) = ${q.toLowerCase()}`);
    } else {
      const needle = escapeLike(q.toLowerCase());
      where.push(sql`(lower(t.name) like ${`%${needle}%`} or lower(t.symbol) like ${`${needle}%`})`);
    }
  }
  return where;
}

type Row = Record<string, unknown>;

function toItem(row: Row): TokenListItem {
  const updatedAt = row.updated_at instanceof Date ? row.updated_at : new Date(String(row.updated_at));
  return {
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    symbol: String(row.symbol),
    chainId: Number(row.chain_id),
    address: String(row.address),
    logo: (row.logo as string | null) ?? null,
    tokenImage: (row.token_image as string | null) ?? null,
    price: String(row.price),
    change1h: Number(row.change_1h),
    change24h: Number(row.change_24h),
    change7d: Number(row.change_7d),
    volume24: String(row.volume_24h),
    marketCap: String(row.market_cap),
    liquidity: String(row.liquidity),
    holders: Number(row.holders),
    authorized: Boolean(row.authorized),
    synthetic: Boolean(row.synthetic),
    source: String(row.source),
    updatedAt: updatedAt.toISOString(),
  };
}

export const tokenColumns = sql.raw(
  `t.id, t.slug, t.name, t.symbol, t.chain_id, t.address, t.logo, t.token_image, t.authorized, t.synthetic,
   s.price, s.change_1h, s.change_24h, s.change_7d, s.volume_24h, s.market_cap, s.liquidity, s.holders,
   s.source, s.updated_at`,
);

/**
 * List items for tokens picked by another table (favourites, recently viewed): `source` is a FROM item
 * aliased `x` with a `token_id` column, `order` an ORDER BY over it.
 */
export async function tokenItemsFrom(
  db: Db,
  source: SQL,
  order: SQL,
  limit: number,
): Promise<TokenListItem[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select ${tokenColumns} from ${source} join tokens t on t.id = x.token_id
        join token_stats s on s.token_id = t.id order by ${order} limit ${limit}`,
  );
  return rows.map(toItem);
}

/** List items for the given slugs, in the order given; unknown slugs are left out. */
export function tokensBySlugs(db: Db, slugs: string[]): Promise<TokenListItem[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  return tokenItemsFrom(
    db,
    sql`(select t2.id as token_id, o.n
         from unnest(array[${sql.join(
           slugs.map((slug) => sql`${slug}`),
           sql`, `,
         )}]::text[]) with ordinality o(slug, n) join tokens t2 on t2.slug = o.slug) x`,
    sql.raw("x.n"),
    slugs.length,
  );
}

type ListPlan = { sql: SQL; cursor: Cursor | undefined };

function planList(query: TokenListQuery): ListPlan {
  const column = columns[query.order];
  const dir = query.dir ?? defaultDirection[query.order];
  const cursor: Cursor | undefined = query.cursor ? decodeCursor(query.cursor) : undefined;
  const scanDesc = (dir === "desc") !== (cursor?.before === true);
  const where = filters(query, column);
  if (cursor) {
    const cmp = scanDesc ? sql.raw("<") : sql.raw(">");
    where.push(
      sql`(${column.expr}, ${column.id}) ${cmp} (cast(${String(cursor.value)} as ${column.cast}), ${cursor.id})`,
    );
  }
  const order = scanDesc ? sql.raw("desc") : sql.raw("asc");
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  return {
    cursor,
    sql: sql`
    select ${tokenColumns}, (${column.expr})::text as sort_value, ${column.id} as sort_id
    from tokens t join token_stats s on s.token_id = t.id
    ${whereSql}
    order by ${column.expr} ${order}, ${column.id} ${order}
    limit ${query.limit + 1}`,
  };
}

/** The SQL a list query runs, for EXPLAIN in the benchmark (proves the index is used). */
export function listTokensSql(query: TokenListQuery): SQL {
  return planList(query).sql;
}

/**
 * One page of tokens in the given order, by keyset pagination: the cursor carries the sort value and id of
 * the row to continue from, so page 500 costs what page 1 costs.
 */
export async function listTokens(db: Db, query: TokenListQuery): Promise<TokenPage> {
  const { sql: statement, cursor } = planList(query);
  const backwards = cursor?.before === true;
  const rows = await queryRows<Row>(db, statement);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (backwards) page.reverse();
  const at = (row: Row | undefined, before: boolean) =>
    row ? encodeCursor({ value: String(row.sort_value), id: Number(row.sort_id), before }) : null;
  const hasNext = backwards ? true : more;
  const hasPrev = backwards ? more : cursor !== undefined;
  return {
    data: page.map(toItem),
    nextCursor: hasNext ? at(page.at(-1), false) : null,
    prevCursor: hasPrev ? at(page[0], true) : null,
  };
}

export type TokenTag = { type: "category" | "industry" | "algorithm"; slug: string };
export type TokenFaq = { question: string; answer: string };

export type TokenDetail = TokenListItem & {
  decimals: number;
  links: { type: string; url: string }[];
  authorizedAt: string | null;
  listedAt: string;
  chain: { id: number; slug: string; name: string; explorerName: string | null; explorerUrl: string | null };
  tags: TokenTag[];
  description: { body: string; locale: string } | null;
  faqs: { items: TokenFaq[]; locale: string };
};

/** A token by its public slug, with texts in `locale` or, when it has none, in English (marked by `locale`). */
export async function getToken(db: Db, slug: string, locale: string): Promise<TokenDetail | undefined> {
  const [row] = await queryRows<Row>(
    db,
    sql`
    select ${tokenColumns}, t.decimals, t.links, t.authorized_at, t.listed_at,
      c.slug as chain_slug, c.name as chain_name, c.explorer_name, c.explorer_url
    from tokens t join token_stats s on s.token_id = t.id join chains c on c.id = t.chain_id
    where t.slug = ${slug}`,
  );
  if (!row) return undefined;
  const id = Number(row.id);
  const [tagRows, descRows, faqs] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select g.type, g.slug from token_tags tt join tags g on g.id = tt.tag_id
      where tt.token_id = ${id} order by g.type, g.position, g.slug`,
    ),
    queryRows<Row>(
      db,
      sql`select locale, body from token_descriptions
      where token_id = ${id} and locale in (${locale}, 'en') order by (locale = ${locale}) desc limit 1`,
    ),
    queryRows<Row>(
      db,
      sql`select locale, question, answer from token_faqs
      where token_id = ${id} and locale in (${locale}, 'en') order by (locale = ${locale}) desc, position`,
    ),
  ]);
  const desc = descRows[0];
  const faqLocale = faqs[0] ? String(faqs[0].locale) : locale;
  const date = (v: unknown) =>
    v == null ? null : (v instanceof Date ? v : new Date(String(v))).toISOString();
  return {
    ...toItem(row),
    decimals: Number(row.decimals),
    links: (typeof row.links === "string" ? JSON.parse(row.links) : row.links) as TokenDetail["links"],
    authorizedAt: date(row.authorized_at),
    listedAt: date(row.listed_at) as string,
    chain: {
      id: Number(row.chain_id),
      slug: String(row.chain_slug),
      name: String(row.chain_name),
      explorerName: (row.explorer_name as string | null) ?? null,
      explorerUrl: (row.explorer_url as string | null) ?? null,
    },
    tags: tagRows.map((r) => ({ type: r.type as TokenTag["type"], slug: String(r.slug) })),
    description: desc ? { body: String(desc.body), locale: String(desc.locale) } : null,
    faqs: {
      locale: faqLocale,
      items: faqs
        .filter((f) => String(f.locale) === faqLocale)
        .map((f) => ({ question: String(f.question), answer: String(f.answer) })),
    },
  };
}
