import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { isContractAddress } from "../../lib/address.ts";
import { defaultDirection, type OrderingKey, type SortDirection, type SortKey } from "../../lib/orderings.ts";
import { escapeLike } from "../like.ts";
import { type Cursor, type CursorType, decodeCursor, encodeCursor } from "./cursor.ts";
import { type OwnerProof, ownerProofs } from "./owner-proofs.ts";

export type AssetRef = { slug: string; name: string; symbol: string };

/**
 * A row of a token list: one deployment's figures, or, in a list of assets, the asset's figures on its
 * representative deployment (`deployments` counts the asset's deployments).
 */
export type TokenListItem = {
  id: number;
  slug: string;
  name: string;
  symbol: string;
  chainId: number;
  address: string;
  native: boolean;
  logo: string | null;
  tokenImage: string | null;
  asset: AssetRef | null;
  deployments: number;
  price: string;
  change1h: number;
  change24h: number;
  /** Null while the history is shorter than the window. */
  change7d: number | null;
  change30d: number | null;
  volume24: string;
  /** Trades in the last 24 hours; 0 means none. */
  trades24: number;
  marketCap: string;
  /** The asset's place by market cap among all assets (1 = largest), null without a market cap or an asset. */
  marketCapRank: number | null;
  fdv: string | null;
  circulatingSupply: string | null;
  totalSupply: string | null;
  liquidity: string;
  holders: number;
  /** The token-analysis score in [0, 100] (domain/market/ai-score.ts), the order of the analysis ranking. */
  aiScore: number;
  authorized: boolean;
  synthetic: boolean;
  source: string;
  updatedAt: string;
};

export type TokenListQuery = {
  order: SortKey;
  /** Every deployment as a row of its own; otherwise one row per asset (a chain filter lists deployments). */
  deployments?: boolean;
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

/** What picks a list's rows, apart from where its page starts and how many it holds. */
export type TokenListFilter = Omit<TokenListQuery, "limit" | "cursor" | "dir">;

export type TokenPage = { data: TokenListItem[]; nextCursor: string | null; prevCursor: string | null };

type Column = { expr: SQL; id: SQL; cast: CursorType; where?: SQL };

const statsId = sql.raw("s.token_id");
const tokenId = sql.raw("t.id");
const numeric = "numeric";
const float8 = "float8";
const int4 = "int4";
const tstz = "timestamptz";

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
  change_7d: {
    expr: sql.raw("s.change_7d"),
    id: statsId,
    cast: float8,
    where: sql.raw("s.change_7d IS NOT NULL"),
  },
  liquidity: { expr: sql.raw("s.liquidity"), id: statsId, cast: numeric },
  holders: { expr: sql.raw("s.holders"), id: statsId, cast: int4 },
};

function filters(query: TokenListFilter, column: Column): SQL[] {
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
    if (isContractAddress(q)) {
      where.push(sql`lower(t.address) = ${q.toLowerCase()}`);
    } else {
      const needle = escapeLike(q.toLowerCase());
      where.push(sql`(lower(t.name) like ${`%${needle}%`} or lower(t.symbol) like ${`${needle}%`})`);
    }
  }
  return where;
}

type Row = Record<string, unknown>;

/** A timestamp column (a Date from pg, a string from PGlite) as ISO 8601. */
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const numberOrNull = (value: unknown) => (value == null ? null : Number(value));
const textOrNull = (value: unknown) => (value == null ? null : String(value));

export function toItem(row: Row): TokenListItem {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    symbol: String(row.symbol),
    chainId: Number(row.chain_id),
    address: String(row.address),
    native: Boolean(row.native),
    logo: (row.logo as string | null) ?? null,
    tokenImage: (row.token_image as string | null) ?? null,
    asset:
      row.asset_slug == null
        ? null
        : { slug: String(row.asset_slug), name: String(row.asset_name), symbol: String(row.asset_symbol) },
    deployments: Number(row.deployments ?? 1),
    price: String(row.price),
    change1h: Number(row.change_1h),
    change24h: Number(row.change_24h),
    change7d: numberOrNull(row.change_7d),
    change30d: numberOrNull(row.change_30d),
    volume24: String(row.volume_24h),
    trades24: Number(row.trades_24h),
    marketCap: String(row.market_cap),
    marketCapRank: numberOrNull(row.market_cap_rank),
    fdv: textOrNull(row.fdv),
    circulatingSupply: textOrNull(row.circulating_supply),
    totalSupply: textOrNull(row.total_supply),
    liquidity: String(row.liquidity),
    holders: Number(row.holders),
    aiScore: Number(row.ai_score),
    authorized: Boolean(row.authorized),
    synthetic: Boolean(row.synthetic),
    source: String(row.source),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * The columns of a list row from tokens `t`, a stats row `s` (token_stats or asset_stats) and assets `a`; a
 * deployment carries its asset's market-cap rank.
 */
export const tokenColumns = sql.raw(
  `t.id, t.slug, t.name, t.symbol, t.chain_id, t.address, t.native, t.logo, t.token_image, t.authorized,
   t.synthetic, a.slug AS asset_slug, a.name AS asset_name, a.symbol AS asset_symbol,
   (SELECT r.market_cap_rank FROM asset_stats r WHERE r.asset_id = t.asset_id) AS market_cap_rank, s.price, s.change_1h, s.change_24h, s.change_7d, s.change_30d, s.volume_24h, s.trades_24h, s.market_cap,
   s.fdv, s.circulating_supply, s.total_supply, s.liquidity, s.holders, s.ai_score, s.source, s.updated_at`,
);

const assetJoin = sql.raw("left join assets a on a.id = t.asset_id");

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
        join token_stats s on s.token_id = t.id ${assetJoin} order by ${order} limit ${limit}`,
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

const whereOf = (where: SQL[]) => (where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``);

/** One row per asset unless every deployment is asked for, or a chain or a contract address narrows the list. */
const isPerAsset = (query: TokenListFilter) =>
  !query.deployments && query.chainId === undefined && !isContractAddress(query.q?.trim() ?? "");

/** The rows a list query reads: the stats table of its kind of row joined to the tokens. */
const statsOf = (perAsset: boolean) =>
  perAsset
    ? sql.raw("asset_stats s join tokens t on t.id = s.token_id")
    : sql.raw("token_stats s join tokens t on t.id = s.token_id");

function planList(query: TokenListQuery): ListPlan {
  const column = columns[query.order];
  const dir = query.dir ?? defaultDirection[query.order];
  const cursor: Cursor | undefined = query.cursor ? decodeCursor(query.cursor, column.cast) : undefined;
  const scanDesc = (dir === "desc") !== (cursor?.before === true);
  const where = filters(query, column);
  if (cursor) {
    const cmp = scanDesc ? sql.raw("<") : sql.raw(">");
    where.push(
      sql`(${column.expr}, ${column.id}) ${cmp} (cast(${String(cursor.value)} as ${sql.raw(column.cast)}), ${cursor.id})`,
    );
  }
  const order = scanDesc ? sql.raw("desc") : sql.raw("asc");
  const perAsset = isPerAsset(query);
  const deployments = perAsset ? sql.raw(", s.deployments") : sql.raw("");
  return {
    cursor,
    sql: sql`
    select ${tokenColumns}${deployments}, (${column.expr})::text as sort_value, ${column.id} as sort_id
    from ${statsOf(perAsset)} ${assetJoin}
    ${whereOf(where)}
    order by ${column.expr} ${order}, ${column.id} ${order}
    limit ${query.limit + 1}`,
  };
}

/**
 * How many rows a list query has over all its pages: the same rows and filters as `listTokens`, without the
 * cursor, the order or the limit. Exact when read; figures the filters look at (a 24-hour change) move with
 * the market engine's writes.
 */
export async function countTokens(db: Db, query: TokenListFilter): Promise<number> {
  const where = filters(query, columns[query.order]);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${statsOf(isPerAsset(query))} ${whereOf(where)}`,
  );
  return Number(row.n);
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

/** A deployment of an asset, with its own price (the "also on" of a token page and the asset endpoint). */
export type Deployment = {
  slug: string;
  symbol: string;
  chainId: number;
  chainName: string;
  address: string;
  native: boolean;
  price: string;
  source: string;
  updatedAt: string;
};

/** A trading pair of a token with its own liquidity and 24-hour volume. */
export type TokenPair = {
  chainId: number;
  address: string;
  dex: string;
  baseSymbol: string;
  quoteSymbol: string;
  liquidity: string;
  volume24: string;
};

export type TokenDetail = TokenListItem & {
  decimals: number;
  links: { type: string; url: string }[];
  authorizedAt: string | null;
  listedAt: string;
  chain: { id: number; slug: string; name: string; explorerName: string | null; explorerUrl: string | null };
  tags: TokenTag[];
  description: { body: string; locale: string } | null;
  faqs: { items: TokenFaq[]; locale: string };
  /** The asset's other deployments, by chain order. */
  alsoOn: Deployment[];
  pairs: TokenPair[];
  /** How its owner proved control, for a verified token with a live owner (owner-proofs.ts); else null. */
  ownerProof: OwnerProof | null;
  /** The asset's supplies across all chains as a market-data source reports them, with where and when from. */
  assetSupply: { circulating: string | null; total: string | null; source: string; updatedAt: string } | null;
};

function toDeployment(row: Row): Deployment {
  return {
    slug: String(row.slug),
    symbol: String(row.symbol),
    chainId: Number(row.chain_id),
    chainName: String(row.chain_name),
    address: String(row.address),
    native: Boolean(row.native),
    price: String(row.price),
    source: String(row.source),
    updatedAt: iso(row.updated_at),
  };
}

/** Every deployment of an asset with its figures, in chain order. */
export async function assetDeployments(db: Db, assetSlug: string): Promise<Deployment[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select t.slug, t.symbol, t.chain_id, c.name as chain_name, t.address, t.native, s.price, s.source, s.updated_at
        from assets a join tokens t on t.asset_id = a.id join chains c on c.id = t.chain_id
        join token_stats s on s.token_id = t.id
        where a.slug = ${assetSlug} order by c.position, t.id`,
  );
  return rows.map(toDeployment);
}

export type AssetDetail = AssetRef & {
  kind: "native" | "token";
  peg: string | null;
  /** The asset's figures on its representative deployment (one row of the list of assets). */
  figures: TokenListItem | null;
  deployments: Deployment[];
};

/** An asset by slug with its figures and deployments. */
export async function getAsset(db: Db, slug: string): Promise<AssetDetail | undefined> {
  const [asset] = await queryRows<Row>(
    db,
    sql`select slug, name, symbol, kind, peg from assets where slug = ${slug}`,
  );
  if (!asset) return undefined;
  const [figures, deployments] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select ${tokenColumns}, (select count(*) from tokens d where d.asset_id = t.asset_id) as deployments
          from asset_stats s join tokens t on t.id = s.token_id ${assetJoin} where a.slug = ${slug}`,
    ),
    assetDeployments(db, slug),
  ]);
  return {
    slug: String(asset.slug),
    name: String(asset.name),
    symbol: String(asset.symbol),
    kind: asset.kind === "native" ? "native" : "token",
    peg: textOrNull(asset.peg),
    figures: figures[0] ? toItem(figures[0]) : null,
    deployments,
  };
}

/** Where a token is: its public slug, or its contract (any letter case) on a chain. */
export type TokenKey = { slug: string } | { chainId: number; address: string };

/**
 * A token with its texts in `locale` or, when it has none, in English (marked by `locale`), the other
 * deployments of its asset and its pairs.
 */
export async function getToken(db: Db, key: TokenKey, locale: string): Promise<TokenDetail | undefined> {
  const where =
    "slug" in key
      ? sql`t.slug = ${key.slug}`
      : sql`t.chain_id = ${key.chainId} and lower(t.address) = ${key.address.toLowerCase()}`;
  const [row] = await queryRows<Row>(
    db,
    sql`
    select ${tokenColumns}, t.decimals, t.links, t.authorized_at, t.listed_at,
      c.slug as chain_slug, c.name as chain_name, c.explorer_name, c.explorer_url,
      a.circulating_supply as asset_circulating, a.total_supply as asset_total, a.facts_source, a.facts_updated_at
    from tokens t join token_stats s on s.token_id = t.id join chains c on c.id = t.chain_id ${assetJoin}
    where ${where}`,
  );
  if (!row) return undefined;
  const id = Number(row.id);
  const [tagRows, descRows, faqs, deployments, pairRows, proofs] = await Promise.all([
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
    row.asset_slug == null ? Promise.resolve([]) : assetDeployments(db, String(row.asset_slug)),
    queryRows<Row>(
      db,
      sql`select p.chain_id, p.address, p.dex, coalesce(p.base_symbol, ${String(row.symbol)}) as base_symbol,
                 p.quote_symbol, p.liquidity, p.volume_24h
          from pairs p where p.token_id = ${id} order by p.is_main desc, p.liquidity desc, p.id`,
    ),
    row.authorized ? ownerProofs(db, [id]) : Promise.resolve(new Map<number, OwnerProof>()),
  ]);
  const desc = descRows[0];
  const faqLocale = faqs[0] ? String(faqs[0].locale) : locale;
  return {
    ...toItem(row),
    deployments: Math.max(1, deployments.length),
    decimals: Number(row.decimals),
    links: (typeof row.links === "string" ? JSON.parse(row.links) : row.links) as TokenDetail["links"],
    authorizedAt: row.authorized_at == null ? null : iso(row.authorized_at),
    listedAt: iso(row.listed_at),
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
    alsoOn: deployments.filter((d) => d.slug !== String(row.slug)),
    pairs: pairRows.map((p) => ({
      chainId: Number(p.chain_id),
      address: String(p.address),
      dex: String(p.dex),
      baseSymbol: String(p.base_symbol),
      quoteSymbol: String(p.quote_symbol),
      liquidity: Number(p.liquidity).toFixed(2),
      volume24: String(p.volume_24h),
    })),
    ownerProof: proofs.get(id) ?? null,
    assetSupply:
      row.facts_source == null
        ? null
        : {
            circulating: textOrNull(row.asset_circulating),
            total: textOrNull(row.asset_total),
            source: String(row.facts_source),
            updatedAt: iso(row.facts_updated_at),
          },
  };
}

/**
 * Where a contract address is known when it is not on the asked chain: the token page of the first
 * deployment with that address on another chain (the `correct_token_url` of the 404, docs/product.md, Search).
 */
export async function tokenElsewhere(db: Db, chainId: number, address: string): Promise<string | undefined> {
  const [row] = await queryRows<Row>(
    db,
    sql`select t.slug from tokens t join chains c on c.id = t.chain_id
        where lower(t.address) = ${address.toLowerCase()} and t.chain_id <> ${chainId} and not t.native
        order by c.position, t.id limit 1`,
  );
  return row ? String(row.slug) : undefined;
}
