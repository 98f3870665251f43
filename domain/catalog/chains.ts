import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { chains } from "../../db/schema/index.ts";

/** A blockchain as the site shows it: its row (less the display bookkeeping) and how many tokens it carries. */
export type Chain = Omit<typeof chains.$inferSelect, "testnet" | "position"> & { tokenCount: number };

type Row = Record<string, unknown>;

function toChain(r: Row): Chain {
  return {
    id: Number(r.id),
    slug: String(r.slug),
    name: String(r.name),
    nativeName: String(r.native_name),
    nativeSymbol: String(r.native_symbol),
    nativeDecimals: Number(r.native_decimals),
    explorerName: (r.explorer_name as string | null) ?? null,
    explorerUrl: (r.explorer_url as string | null) ?? null,
    tokenCount: Number(r.token_count ?? 0),
  };
}

/** Every blockchain with the number of tokens it carries, in display order. */
export async function listChains(db: Db): Promise<Chain[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
    select c.*, coalesce(n.token_count, 0)::int as token_count
    from chains c
    left join (select chain_id, count(*) as token_count from tokens group by chain_id) n on n.chain_id = c.id
    order by c.position, c.name`,
  );
  return rows.map(toChain);
}
