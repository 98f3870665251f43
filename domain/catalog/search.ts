import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { isContractAddress, NATIVE_ADDRESS } from "../../lib/address.ts";
import { escapeLike } from "../like.ts";
import { type TokenListItem, toItem, tokenColumns } from "./tokens.ts";

/** Shorter queries have no trigram to look up: they match by prefix only. */
const SUBSTRING_MIN = 3;
/** Typo tolerance starts here; below it, similarity matches almost anything. */
const FUZZY_MIN = 4;
/** The rank of an asset found through another one of the same currency: that of a word inside a name. */
const KIN_RANK = 2.0;

export type ChainRef = { id: number; name: string };

/**
 * A token found by a search: an asset on its representative deployment, with every chain it is on (in chain
 * order) and `deployments` counting its deployments; for a contract address, one deployment and its chain.
 */
export type TokenHit = TokenListItem & { chains: ChainRef[] };

type Row = Record<string, unknown>;

const hitOf = (row: Row): TokenHit => ({
  ...toItem(row),
  chains: (typeof row.chains === "string" ? JSON.parse(row.chains) : (row.chains ?? [])) as ChainRef[],
});

const chainsJson = (chainIds: SQL) =>
  sql`(select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.position)
       from chains c where c.id in (${chainIds})) as chains`;

/** The deployments at a contract address, one per chain, busiest first. */
async function deploymentsAt(db: Db, address: string, limit: number): Promise<TokenHit[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select ${tokenColumns}, ${chainsJson(sql`t.chain_id`)}
        from tokens t join token_stats s on s.token_id = t.id left join assets a on a.id = t.asset_id
        where lower(t.address) = ${address}
        order by t.synthetic asc, s.volume_24h desc, t.id asc limit ${limit}`,
  );
  return rows.map(hitOf);
}

/**
 * Tokens for a search box (docs/product.md, Search). An exact contract address names its deployments and
 * nothing else. Otherwise deployments match in tiers: an exact symbol, an exact name or the name of the chain
 * whose native coin it is, symbols then names starting with the query, names and symbols containing it, and
 * names like it (trigram similarity, typos included) among the listed tokens. Every tier is a bounded index
 * scan, so a query shared by a million names costs what a rare one costs. Deployments count for their asset
 * (docs/assets.md), which takes its best tier. A query that names a currency, by its reference symbol
 * (`ref:BTC`) or by what a wrapper of it says it wraps ("Wrapped Bitcoin"), ranks every asset of that currency
 * with the exact symbols; an asset of the same currency as a found one joins at the rank of a word inside a
 * name. One row per asset, as the lists show them; within a tier, catalogue assets come before synthetic ones
 * and busier before quieter.
 */
export async function searchTokens(db: Db, query: string, limit: number): Promise<TokenHit[]> {
  const q = query.trim().toLowerCase();
  if (!q || limit <= 0) return [];
  if (isContractAddress(q)) return deploymentsAt(db, q, limit);
  return (await queryRows<Row>(db, searchSql(q, limit))).map(hitOf);
}

/** The SQL a search by words runs (`q` trimmed and lower-cased), for EXPLAIN in a test (its indexes). */
export function searchSql(q: string, limit: number): SQL {
  const like = escapeLike(q);
  // Deployments of one asset fill a tier together; take enough of them to leave `limit` assets.
  const wide = limit * 8;
  const tiers: SQL[] = [
    sql`(select id as token_id, 6.0 as rank from tokens where lower(symbol) = ${q} limit ${wide})`,
    sql`(select id, 5.0 from tokens where lower(name) = ${q} limit ${wide})`,
    sql`(select t.id, 5.0 from chains c join tokens t
           on t.chain_id = c.id and lower(t.address) = ${NATIVE_ADDRESS.toLowerCase()}
         where lower(c.name) = ${q})`,
    sql`(select id, 4.0 from tokens where lower(symbol) like ${`${like}%`} limit ${wide})`,
    sql`(select id, 3.0 from tokens where lower(name) like ${`${like}%`} limit ${wide})`,
  ];
  if (q.length >= SUBSTRING_MIN) {
    tiers.push(
      sql`(select id, 2.0 from tokens where lower(name) like ${`%${like}%`} limit ${wide})`,
      sql`(select id, 2.0 from tokens where lower(symbol) like ${`%${like}%`} limit ${wide})`,
    );
  }
  if (q.length >= FUZZY_MIN) {
    tiers.push(
      sql`(select id, 1.0 + similarity(lower(name), ${q}) from tokens
           where not synthetic and lower(name) % ${q} order by 2 desc limit ${wide})`,
    );
  }
  return sql`with hit as (
          select t.asset_id, max(c.rank) as rank
          from (${sql.join(tiers, sql` union all `)}) c join tokens t on t.id = c.token_id
          group by t.asset_id
        ), currency as (
          select price_key from assets where price_key = ${`ref:${q.toUpperCase()}`}
          union
          select a.price_key from (select asset_id from tokens where lower(name) = ${`wrapped ${q}`} limit ${wide}) w
          join assets a on a.id = w.asset_id where a.price_key like 'ref:%'
        ), kin as (
          select k.id as asset_id, 6.0 as rank from currency cu join assets k on k.price_key = cu.price_key
          union all
          select k.id, least(h.rank, ${KIN_RANK}) from hit h join assets a on a.id = h.asset_id
          join assets k on k.price_key = a.price_key and k.id <> a.id
          where a.price_key like 'ref:%'
        ), found as (
          select asset_id, max(rank) as rank
          from (select asset_id, rank from hit union all select asset_id, rank from kin) u
          group by asset_id
        )
        select ${tokenColumns},
          (select count(*) from tokens d where d.asset_id = t.asset_id) as deployments,
          ${chainsJson(sql`select d.chain_id from tokens d where d.asset_id = t.asset_id`)}
        from found x join asset_stats s on s.asset_id = x.asset_id join tokens t on t.id = s.token_id
        left join assets a on a.id = t.asset_id
        order by x.rank desc, t.synthetic asc, s.volume_24h desc, t.id asc
        limit ${limit}`;
}
