import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { escapeLike } from "../like.ts";
import { type TokenListItem, tokenItemsFrom } from "./tokens.ts";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** Shorter queries have no trigram to look up: they match by prefix only. */
const SUBSTRING_MIN = 3;
/** Typo tolerance starts here; below it, similarity matches almost anything. */
const FUZZY_MIN = 4;

/**
 * Tokens for a search box. An exact contract address names its tokens and nothing else (docs/product.md, Search: an exact
 * address always ranks first). Otherwise, in tiers: an exact symbol, an exact name, symbols then names
 * starting with the query, names containing it, and names like it (trigram similarity, typos included) among
 * the listed tokens. Every tier is a bounded index scan, so a query shared by a million names costs what a
 * rare one costs; within a tier, listed tokens come before synthetic ones and busier before quieter.
 */
export async function searchTokens(db: Db, query: string, limit: number): Promise<TokenListItem[]> {
  const q = query.trim().toLowerCase();
  if (!q || limit <= 0) return [];
  if (ADDRESS.test(q)) {
    return tokenItemsFrom(
      db,
      sql`(select id as token_id from tokens where lower(address) = ${q}) x`,
      sql.raw("t.synthetic asc, s.volume_24h desc, t.id asc"),
      limit,
    );
  }
  const like = escapeLike(q);
  const wide = limit * 4;
  const tiers: SQL[] = [
    sql`(select id as token_id, 6.0 as rank from tokens where lower(symbol) = ${q} limit ${wide})`,
    sql`(select id, 5.0 from tokens where lower(name) = ${q} limit ${wide})`,
    sql`(select id, 4.0 from tokens where lower(symbol) like ${`${like}%`} limit ${wide})`,
    sql`(select id, 3.0 from tokens where lower(name) like ${`${like}%`} limit ${wide})`,
  ];
  if (q.length >= SUBSTRING_MIN) {
    tiers.push(sql`(select id, 2.0 from tokens where lower(name) like ${`%${like}%`} limit ${wide})`);
  }
  if (q.length >= FUZZY_MIN) {
    tiers.push(
      sql`(select id, 1.0 + similarity(lower(name), ${q}) from tokens
           where not synthetic and lower(name) % ${q} order by 2 desc limit ${wide})`,
    );
  }
  return tokenItemsFrom(
    db,
    sql`(select c.token_id, max(c.rank) as rank from (${sql.join(tiers, sql` union all `)}) c group by c.token_id) x`,
    sql.raw("x.rank desc, t.synthetic asc, s.volume_24h desc, t.id asc"),
    limit,
  );
}
