import { performance } from "node:perf_hooks";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { queryRows } from "../db/client.ts";
import { rankAssets } from "../domain/market/store.ts";
import { mainnetFor } from "./chains.ts";
import { AI_SCORE_SQL } from "./stats.ts";
import { chainAlgorithm, TAG_RULES } from "./tags.ts";

export type SyntheticReport = {
  added: number;
  /** All synthetic tokens after this call. */
  total: number;
  ms: number;
  tokensPerSecond: number;
};

export type SyntheticOptions = {
  now?: Date;
  /** Tokens per batch: one transaction, one INSERT ... SELECT statement. */
  batchSize?: number;
  onProgress?: (done: number, count: number) => void;
};

/** Counters fill the last 10 digits of an otherwise all-zero address; new ones follow the highest. */
const MAX_COUNTER = 9_999_999_999;

/** Categories whose meaning (a peg, an underlying asset) random figures would contradict. */
const SYNTHETIC_EXCLUDED_CATEGORIES = new Set([
  "stablecoin",
  "wrapped",
  "commodity-backed",
  "liquid-staking",
]);

const intArray = (values: readonly number[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::int[]`;

/** A uniform in [0, 1) from the token id and a salt, stable across PostgreSQL versions. */
const uniform = (salt: number) =>
  sql.raw(`((hashint4extended(id, ${salt}) & 4503599627370495)::float8 / 4503599627370496)`);

/** An approximately standard normal deviate (Irwin–Hall of three uniforms). */
const normal = (salt: number) =>
  sql`((${uniform(salt)} + ${uniform(salt + 1)} + ${uniform(salt + 2)} - 1.5) * 2)`;

type Lookups = {
  /** The tokens and assets id sequences as quoted literals, so nextval() does not resolve the name per row. */
  sequence: string;
  assetSequence: string;
  chainIds: number[];
  algorithmTagIds: number[];
  categoryTagIds: number[];
  industryTagIds: number[];
};

async function lookups(db: Db): Promise<Lookups> {
  const chainRows = await queryRows<{ id: number }>(db, sql`SELECT id FROM chains ORDER BY position, id`);
  const tagRows = await queryRows<{ id: number; type: string; slug: string }>(
    db,
    sql`SELECT id, type, slug FROM tags ORDER BY position, id`,
  );
  const [sequence] = await queryRows<{ name: string; asset: string }>(
    db,
    sql`SELECT pg_get_serial_sequence('tokens', 'id') AS name, pg_get_serial_sequence('assets', 'id') AS asset`,
  );
  const chainIds = chainRows.map((row) => Number(row.id));
  if (chainIds.length === 0) throw new Error("Seed the catalogue before adding synthetic tokens");
  const tagId = new Map(tagRows.map((row) => [`${row.type}:${row.slug}`, Number(row.id)]));
  const algorithmTagIds = chainIds.map((chainId) => {
    const viem = mainnetFor(chainId);
    const id = viem && tagId.get(`algorithm:${chainAlgorithm(viem.key)}`);
    if (!id) throw new Error(`No algorithm tag for chain ${chainId}`);
    return id;
  });
  const ruleTagIds = (type: "category" | "industry") =>
    TAG_RULES.filter((rule) => rule.type === type && !SYNTHETIC_EXCLUDED_CATEGORIES.has(rule.slug)).flatMap(
      (rule) => tagId.get(`${type}:${rule.slug}`) ?? [],
    );
  return {
    sequence: `'${sequence.name.replace(/'/g, "''")}'`,
    assetSequence: `'${sequence.asset.replace(/'/g, "''")}'`,
    chainIds,
    algorithmTagIds,
    categoryTagIds: ruleTagIds("category"),
    industryTagIds: ruleTagIds("industry"),
  };
}

/**
 * One transaction and one statement per batch: tokens, then their tags and stats via data-modifying CTEs.
 * A larger GIN pending list for the batch makes the trigram indexes take the rows in bulk.
 */
async function insertBatch(db: Db, from: number, to: number, l: Lookups, now: Date): Promise<void> {
  const modulo = (hash: SQL, n: number) => sql`1 + ((${hash} & 2147483647) % ${sql.raw(String(n))})::int`;
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL gin_pending_list_limit = '64MB'`);
    await tx.execute(sql`
      WITH fresh AS (
        SELECT nextval(${sql.raw(l.sequence)}::regclass)::int AS id,
               nextval(${sql.raw(l.assetSequence)}::regclass)::int AS asset_id, c,
               lpad(c::text, greatest(6, length(c::text)), '0') AS num
        FROM generate_series(${from}::bigint, ${to}::bigint) AS c
      ), asset_rows AS (
        INSERT INTO assets (id, slug, name, symbol, kind, price_key, primary_token_id, synthetic)
        SELECT asset_id, 'synthetic-token-' || num || '-' || id, 'Synthetic Token ' || num, 'SYN' || c, 'token',
               'asset:synthetic-' || id, id, true
        FROM fresh
      ), ins AS (
        INSERT INTO tokens (id, slug, name, symbol, chain_id, address, decimals, token_image, links,
                            authorized, authorized_at, listed_at, synthetic, asset_id)
        SELECT id,
               'synthetic-token-' || num || '-' || id,
               'Synthetic Token ' || num,
               'SYN' || c,
               (${intArray(l.chainIds)})[${modulo(sql`c`, l.chainIds.length)}],
               '0x' || repeat('0', 30) || lpad(c::text, 10, '0'),
               18,
               '/logos/generated/SYN' || c || '.svg',
               '[]'::jsonb,
               c % 20 = 0,
               CASE WHEN c % 20 = 0 THEN ${at}::timestamptz - (${uniform(97)} * interval '120 days') END,
               ${at}::timestamptz - (${uniform(1)} * interval '1095 days'),
               true,
               asset_id
        FROM fresh
        RETURNING id, chain_id, asset_id
      ), tagged AS (
        INSERT INTO token_tags (token_id, tag_id)
        SELECT id, (${intArray(l.algorithmTagIds)})[array_position(${intArray(l.chainIds)}, chain_id)] FROM ins
        UNION ALL
        SELECT id, (${intArray(l.categoryTagIds)})[${modulo(sql`hashint4extended(id, 40)`, l.categoryTagIds.length)}] FROM ins
        UNION ALL
        SELECT id, (${intArray(l.industryTagIds)})[${modulo(sql`hashint4extended(id, 41)`, l.industryTagIds.length)}] FROM ins
      ), stats AS (
        INSERT INTO token_stats (token_id, price, change_1h, change_24h, change_7d, volume_24h, trades_24h,
                                 market_cap, liquidity, holders, popularity, ai_score, source, updated_at)
        SELECT id, price, change_1h, change_24h, change_7d, volume_24h, greatest(1, round(volume_24h / 2000)),
               market_cap, liquidity, holders,
               round(sqrt(holders) * (1 + 20 * turnover) * (0.5 + ${uniform(20)})), ${sql.raw(AI_SCORE_SQL)},
               'demo', ${at}::timestamptz
        FROM (
        SELECT id, turnover,
               round(price::numeric, greatest(0, 5 - floor(log(price))::int)) AS price,
               round(greatest(-95, sigma / 4 * ${normal(10)})::numeric, 2)::float8 AS change_1h,
               round(greatest(-95, sigma * ${normal(13)})::numeric, 2)::float8 AS change_24h,
               round(greatest(-95, 2.4 * sigma * ${normal(16)})::numeric, 2)::float8 AS change_7d,
               round((market_cap * turnover)::numeric, 2) AS volume_24h,
               round(market_cap::numeric, 2) AS market_cap,
               round((market_cap * power(10, -2.5 + 1.7 * ${uniform(21)}))::numeric, 2) AS liquidity,
               least(2e9, greatest(12, round(power(10, 0.65 * (log_cap - 4) + 1.7 + 0.4 * ${normal(22)}))))::int
                 AS holders
        FROM (
          SELECT id, log_cap, power(10, log_cap) AS market_cap,
                 power(10, -8 + 12.7 * ${uniform(2)}) AS price,
                 1.5 + 18 * (11.3 - log_cap) / 7.3 AS sigma,
                 power(10, -2.7 + 2.2 * ${uniform(3)}) AS turnover
          FROM (SELECT id, 4 + 7.3 * ${uniform(4)} AS log_cap FROM ins) AS base
        ) AS draws
        ) AS figures
        RETURNING *
      )
      INSERT INTO asset_stats (asset_id, token_id, price, change_1h, change_24h, change_7d, volume_24h, trades_24h,
                               market_cap, liquidity, holders, popularity, ai_score, source, updated_at)
      SELECT ins.asset_id, s.token_id, s.price, s.change_1h, s.change_24h, s.change_7d, s.volume_24h, s.trades_24h,
             s.market_cap, s.liquidity, s.holders, s.popularity, s.ai_score, s.source, s.updated_at
      FROM stats s JOIN ins ON ins.id = s.token_id
    `);
  });
}

/** Ranks the assets by market cap, merges the GIN pending lists left by the batches and refreshes planner statistics. */
async function finish(db: Db): Promise<void> {
  await rankAssets(db);
  await db.execute(sql`
    SELECT gin_clean_pending_list(i.indexrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid = 'tokens'::regclass AND am.amname = 'gin'
  `);
  await db.execute(sql`ANALYZE tokens, token_tags, token_stats, assets, asset_stats`);
}

/**
 * Adds `count` obviously synthetic tokens for benchmarks ("Synthetic Token 000123", symbol "SYN123",
 * address 0x + 30 zeros + 10-digit counter, synthetic = true) with stats and tags, set-based in SQL: one
 * INSERT ... SELECT FROM generate_series statement per batch. Stats are random but valid (hash of the id),
 * ai_score follows aiScore() via AI_SCORE_SQL, tags are the chain's algorithm plus one category and one
 * industry. Counters continue after existing synthetic tokens. Ends with gin_clean_pending_list and ANALYZE.
 */
export async function addSyntheticTokens(
  db: Db,
  count: number,
  options: SyntheticOptions = {},
): Promise<SyntheticReport> {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Invalid synthetic token count: ${count}`);
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 100_000;
  const started = performance.now();
  const l = await lookups(db);
  const [highest] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT coalesce(max(right(address, 10)::bigint), 0) AS n FROM tokens WHERE synthetic`,
  );
  const start = Number(highest.n) + 1;
  if (start + count - 1 > MAX_COUNTER)
    throw new Error(`At most ${MAX_COUNTER} synthetic tokens fit the address scheme`);
  for (let done = 0; done < count; ) {
    const size = Math.min(batchSize, count - done);
    await insertBatch(db, start + done, start + done + size - 1, l, now);
    done += size;
    options.onProgress?.(done, count);
  }
  await finish(db);
  const [total] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM tokens WHERE synthetic`,
  );
  const ms = Math.round(performance.now() - started);
  return {
    added: count,
    total: Number(total.n),
    ms,
    tokensPerSecond: ms > 0 ? Math.round((count * 1000) / ms) : count,
  };
}
