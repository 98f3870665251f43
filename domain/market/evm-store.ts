import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { kebabCase, tokenSlug } from "../../lib/slug.ts";
import { generatedLogoUrl, logoColor } from "../catalog/logos.ts";
import { loadPairs, refreshAssetStats, type StoredPair } from "./store.ts";
import type { DexKind } from "./uniswap-deployments.ts";

/**
 * What the on-chain DEX indexer reads and writes (docs/decisions/013-evm-indexer.md): the chain it indexes,
 * the catalogue's tokens on it, the tokens and pools it finds, and its progress (recent blocks, pool reserves).
 */

type Executor = Pick<Db, "execute">;

const json = (value: unknown) => JSON.stringify(value);

/** A chains row for a chain the catalogue does not know yet. */
export type ChainFacts = {
  id: number;
  name: string;
  nativeName: string;
  nativeSymbol: string;
  nativeDecimals: number;
  explorerName: string | null;
  explorerUrl: string | null;
  testnet: boolean;
};

/** Adds a chain unless the catalogue has it, after the others in display order. */
export async function ensureChain(db: Executor, chain: ChainFacts): Promise<void> {
  const slug = kebabCase(chain.name) || `chain-${chain.id}`;
  await db.execute(sql`
    INSERT INTO chains (id, slug, name, native_name, native_symbol, native_decimals, explorer_name, explorer_url,
                        testnet, position)
    SELECT ${chain.id},
           CASE WHEN EXISTS (SELECT 1 FROM chains WHERE slug = ${slug}) THEN ${`${slug}-${chain.id}`} ELSE ${slug} END,
           ${chain.name}, ${chain.nativeName}, ${chain.nativeSymbol}, ${chain.nativeDecimals}, ${chain.explorerName},
           ${chain.explorerUrl}, ${chain.testnet}, (SELECT coalesce(max(position), -1) + 1 FROM chains)
    ON CONFLICT (id) DO NOTHING`);
}

/** The lower-cased addresses of the chain's tokens the catalogue tags `stablecoin` with a USD peg. */
export async function usdStablecoins(db: Executor, chainId: number): Promise<string[]> {
  const rows = await queryRows<{ address: string }>(
    db,
    sql`SELECT lower(t.address) AS address FROM tokens t JOIN assets a ON a.id = t.asset_id
        WHERE t.chain_id = ${chainId} AND a.peg = 'USD'
          AND EXISTS (SELECT 1 FROM token_tags tt JOIN tags g ON g.id = tt.tag_id
                      WHERE tt.token_id = t.id AND g.type = 'category' AND g.slug = 'stablecoin')`,
  );
  return rows.map((row) => row.address);
}

export type CatalogToken = { id: number; address: string; symbol: string; decimals: number };

/** The catalogue's tokens among these addresses on a chain (any letter case), by lower-cased address. */
export async function catalogTokens(
  db: Executor,
  chainId: number,
  addresses: readonly string[],
): Promise<Map<string, CatalogToken>> {
  if (addresses.length === 0) return new Map();
  const rows = await queryRows<CatalogToken>(
    db,
    sql`SELECT t.id, lower(t.address) AS address, t.symbol, t.decimals FROM tokens t
        WHERE t.chain_id = ${chainId}
          AND lower(t.address) IN (SELECT lower(value) FROM jsonb_array_elements_text(${json(addresses)}::jsonb))`,
  );
  return new Map(
    rows.map((row) => [row.address, { ...row, id: Number(row.id), decimals: Number(row.decimals) }]),
  );
}

/** A token read from its contract, to be listed. */
export type NewToken = {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Whole tokens; null when the contract would not tell. */
  totalSupply: number | null;
  /** USD; 0 until it trades, unless the indexer prices it by reference ($1 for a USD stablecoin). */
  price: number;
  /** "USD" for a stablecoin the configuration names, else null. */
  peg: string | null;
};

/** A pool to follow: its pair's base token is priced through the quote token. */
export type NewPool = { address: string; kind: DexKind; dex: string; base: string; quote: string };

/**
 * Lists new tokens and stores pools, in one transaction. A new token is listed now, unverified, as an asset of
 * its own (price key `asset:<slug>`) with figures of source `source`, an unknown circulating supply and its
 * contract's total supply. A catalogue token that becomes a pool's base leaves the demo market: its demo
 * figures (supplies, holders, price) make way for the indexer's, and its demo pairs stop being its main pair.
 * Returns the pools' pairs. `supplies` are the base tokens' total supplies (whole tokens) read from their
 * contracts.
 */
export async function registerPools(
  db: Db,
  q: {
    chainId: number;
    source: string;
    now: number;
    tokens: readonly NewToken[];
    pools: readonly NewPool[];
    supplies: ReadonlyMap<string, number | null>;
  },
): Promise<StoredPair[]> {
  const at = new Date(q.now).toISOString();
  const ids = await db.transaction(async (tx) => {
    await addTokens(tx, q.chainId, q.tokens, q.source, at);
    const tokens = await catalogTokens(
      tx,
      q.chainId,
      q.pools.flatMap((p) => [p.base, p.quote]),
    );
    const rows = q.pools.flatMap((pool) => {
      const base = tokens.get(pool.base.toLowerCase());
      const quote = tokens.get(pool.quote.toLowerCase());
      if (!base || !quote) return [];
      return [
        {
          address: pool.address,
          kind: pool.kind,
          dex: pool.dex,
          base: base.id,
          quote: quote.id,
          quoteSymbol: quote.symbol,
          totalSupply: q.supplies.get(pool.base.toLowerCase()) ?? null,
        },
      ];
    });
    if (rows.length === 0) return [];
    const bases = [...new Set(rows.map((r) => r.base))];
    const supplies = rows.map((r) => ({ id: r.base, totalSupply: r.totalSupply }));
    await tx.execute(sql`
      UPDATE token_stats s SET price = 0, change_1h = 0, change_24h = 0, change_7d = NULL, change_30d = NULL,
        volume_24h = 0, trades_24h = 0, market_cap = 0, fdv = NULL, circulating_supply = NULL,
        total_supply = x."totalSupply", liquidity = 0, holders = 0, popularity = 0, ai_score = 0,
        source = ${q.source}, updated_at = ${at}::timestamptz
      FROM jsonb_to_recordset(${json(supplies)}::jsonb) AS x(id int, "totalSupply" numeric)
      WHERE s.token_id = x.id AND s.source = 'demo'`);
    await tx.execute(sql`
      UPDATE pairs SET is_main = 0
      WHERE source <> 'evm' AND token_id IN (SELECT value::int FROM jsonb_array_elements_text(${json(bases)}::jsonb))`);
    const pairs = await queryRows<{ id: number; address: string }>(
      tx,
      sql`
      INSERT INTO pairs (token_id, chain_id, address, quote_symbol, dex, source, is_main, ref_price, volatility,
                         activity, liquidity, circulating, total_supply)
      SELECT x.base, ${q.chainId}, x.address, x."quoteSymbol", x.dex, 'evm',
             CASE WHEN EXISTS (SELECT 1 FROM pairs o WHERE o.token_id = x.base AND o.source = 'evm') THEN 0 ELSE 1 END,
             0, 0, 0, 0, 0, coalesce(x."totalSupply", 0)
      FROM jsonb_to_recordset(${json(rows)}::jsonb)
        AS x(address text, dex text, base int, "quoteSymbol" text, "totalSupply" float8)
      ON CONFLICT (chain_id, lower(address)) DO NOTHING
      RETURNING id, address`,
    );
    const kinds = new Map(rows.map((r) => [r.address.toLowerCase(), r]));
    const pools = pairs.map((p) => {
      const row = kinds.get(p.address.toLowerCase());
      return { pairId: Number(p.id), kind: row?.kind, quote: row?.quote };
    });
    await tx.execute(sql`
      INSERT INTO evm_pools (pair_id, kind, quote_token_id)
      SELECT x."pairId", x.kind, x.quote FROM jsonb_to_recordset(${json(pools)}::jsonb)
        AS x("pairId" int, kind text, quote int)`);
    await refreshAssetStats(
      tx,
      sql`(SELECT t.asset_id FROM tokens t WHERE t.asset_id IS NOT NULL AND t.id IN
             (SELECT value::int FROM jsonb_array_elements_text(${json(bases)}::jsonb)))`,
    );
    return pools.map((p) => p.pairId);
  });
  return ids.length === 0 ? [] : loadPairs(db, { ids });
}

/** Lists tokens read from their contracts, each an asset of its own, with their first figures. */
async function addTokens(
  tx: Executor,
  chainId: number,
  tokens: readonly NewToken[],
  source: string,
  at: string,
): Promise<void> {
  if (tokens.length === 0) return;
  const reserved = await queryRows<{ id: number | string }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('tokens', 'id')) AS id FROM generate_series(1, ${tokens.length})`,
  );
  const [chain] = await queryRows<{ explorer_url: string | null }>(
    tx,
    sql`SELECT explorer_url FROM chains WHERE id = ${chainId}`,
  );
  const taken = new Set(
    (
      await queryRows<{ slug: string }>(
        tx,
        sql`SELECT slug FROM assets WHERE slug IN
              (SELECT value FROM jsonb_array_elements_text(${json(tokens.map((t) => assetSlug(t)))}::jsonb))`,
      )
    ).map((row) => row.slug),
  );
  const rows = tokens.map((token, i) => {
    const id = Number(reserved[i].id);
    let slug = assetSlug(token);
    if (taken.has(slug)) slug = `${slug}-${id}`;
    taken.add(slug);
    return {
      id,
      slug: tokenSlug(token.name, token.symbol, id),
      assetSlug: slug,
      name: token.name,
      symbol: token.symbol,
      address: token.address,
      decimals: token.decimals,
      tokenImage: generatedLogoUrl(token.symbol, logoColor(`${chainId}:${token.address.toLowerCase()}`)),
      links: chain?.explorer_url
        ? [{ type: "explorer", url: `${chain.explorer_url}/token/${token.address}` }]
        : [],
      peg: token.peg,
      price: token.price,
      totalSupply: token.totalSupply,
    };
  });
  const records = sql`jsonb_to_recordset(${json(rows)}::jsonb)
    AS x(id int, slug text, "assetSlug" text, name text, symbol text, address text, decimals int, "tokenImage" text,
         links jsonb, peg text, price numeric, "totalSupply" numeric)`;
  await tx.execute(sql`
    INSERT INTO tokens (id, slug, name, symbol, chain_id, address, decimals, token_image, links, authorized,
                        listed_at, synthetic)
    SELECT x.id, x.slug, x.name, x.symbol, ${chainId}, x.address, x.decimals, x."tokenImage", x.links, false,
           ${at}::timestamptz, false
    FROM ${records}`);
  await tx.execute(sql`
    WITH created AS (
      INSERT INTO assets (slug, name, symbol, kind, peg, price_key, primary_token_id)
      SELECT x."assetSlug", x.name, x.symbol, 'token', x.peg, 'asset:' || x."assetSlug", x.id FROM ${records}
      RETURNING id, primary_token_id
    )
    UPDATE tokens t SET asset_id = created.id FROM created WHERE t.id = created.primary_token_id`);
  await tx.execute(sql`
    INSERT INTO token_stats (token_id, price, change_1h, change_24h, volume_24h, trades_24h, market_cap, fdv,
                             circulating_supply, total_supply, liquidity, holders, popularity, ai_score, source,
                             updated_at)
    SELECT x.id, x.price, 0, 0, 0, 0, 0, CASE WHEN x.price > 0 THEN round(x.price * x."totalSupply", 2) END, NULL,
           x."totalSupply", 0, 0, 0, 0, ${source}, ${at}::timestamptz
    FROM ${records}`);
  await refreshAssetStats(tx, sql`(SELECT asset_id FROM tokens WHERE id IN (SELECT x.id FROM ${records}))`);
}

const assetSlug = (token: { name: string; symbol: string }) =>
  kebabCase(token.name, 40) || kebabCase(token.symbol, 40) || "asset";

/** A pool the indexer follows, with its tokens' addresses and decimals and its last stored reserves. */
export type StoredPool = {
  pairId: number;
  address: string;
  kind: DexKind;
  base: { address: string; decimals: number };
  quote: { address: string; decimals: number };
  reserve0: string | null;
  reserve1: string | null;
  /** A v3 pool's current price as last read (Q64.96). */
  sqrtPriceX96: string | null;
  /** The highest stored trade's sequence number, 0 without trades. */
  lastSeq: number;
};

/** The chain's pools the indexer follows. */
export async function loadEvmPools(db: Executor, chainId: number): Promise<StoredPool[]> {
  const rows = await queryRows<Record<string, string | number | null>>(
    db,
    sql`SELECT p.id, lower(p.address) AS address, e.kind, lower(b.address) AS base, b.decimals AS base_decimals,
               lower(q.address) AS quote, q.decimals AS quote_decimals, e.reserve0::text AS reserve0,
               e.reserve1::text AS reserve1, e.sqrt_price_x96::text AS sqrt_price_x96, (SELECT max(seq) FROM trades t WHERE t.pair_id = p.id) AS last_seq
        FROM evm_pools e JOIN pairs p ON p.id = e.pair_id JOIN tokens b ON b.id = p.token_id
        JOIN tokens q ON q.id = e.quote_token_id
        WHERE p.chain_id = ${chainId} ORDER BY p.id`,
  );
  return rows.map((r) => ({
    pairId: Number(r.id),
    address: String(r.address),
    kind: r.kind === "uniswap-v3" ? "uniswap-v3" : "uniswap-v2",
    base: { address: String(r.base), decimals: Number(r.base_decimals) },
    quote: { address: String(r.quote), decimals: Number(r.quote_decimals) },
    reserve0: r.reserve0 === null ? null : String(r.reserve0),
    reserve1: r.reserve1 === null ? null : String(r.reserve1),
    sqrtPriceX96: r.sqrt_price_x96 === null ? null : String(r.sqrt_price_x96),
    lastSeq: Number(r.last_seq ?? 0),
  }));
}

/** The chain's recent blocks as last stored, oldest first. */
export async function loadEvmBlocks(
  db: Executor,
  chainId: number,
): Promise<{ number: number; hash: string; time: number }[]> {
  const rows = await queryRows<{ number: string | number; hash: string; time: string | number }>(
    db,
    sql`SELECT number, hash, time FROM evm_blocks WHERE chain_id = ${chainId} ORDER BY number`,
  );
  return rows.map((r) => ({ number: Number(r.number), hash: r.hash, time: Number(r.time) }));
}

/**
 * Stores the indexer's progress on a chain: its recent blocks exactly as given (others are dropped, so a
 * reorganisation's orphans go) and the state of pools that changed (raw integers as decimal text).
 */
export async function saveEvmProgress(
  db: Executor,
  chainId: number,
  blocks: readonly { number: number; hash: string; time: number }[],
  reserves: readonly { pairId: number; reserve0: string; reserve1: string; sqrtPriceX96: string | null }[],
): Promise<void> {
  await db.execute(sql`
    DELETE FROM evm_blocks WHERE chain_id = ${chainId}
      AND number NOT IN (SELECT (value->>'number')::bigint FROM jsonb_array_elements(${json(blocks)}::jsonb))`);
  if (blocks.length > 0) {
    await db.execute(sql`
      INSERT INTO evm_blocks (chain_id, number, hash, time)
      SELECT ${chainId}, x.number, x.hash, x.time
      FROM jsonb_to_recordset(${json(blocks)}::jsonb) AS x(number bigint, hash text, time bigint)
      ON CONFLICT (chain_id, number) DO UPDATE SET hash = excluded.hash, time = excluded.time`);
  }
  if (reserves.length > 0) {
    await db.execute(sql`
      UPDATE evm_pools e SET reserve0 = x.reserve0, reserve1 = x.reserve1, sqrt_price_x96 = x."sqrtPriceX96"
      FROM jsonb_to_recordset(${json(reserves)}::jsonb)
        AS x("pairId" int, reserve0 numeric, reserve1 numeric, "sqrtPriceX96" numeric)
      WHERE e.pair_id = x."pairId"`);
  }
}
