import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/**
 * How a verified token's owner proved control of it (docs/decisions/022-owner-review.md): the first live
 * owner's signature, with the signing address, its chain and when. Only a proof recorded in token_owners makes
 * the "Verified owner" mark; a token verified without one shows none.
 */
export type OwnerProof = { address: string; chainId: number; chainName: string; provenAt: string };

/** The proofs of the verified tokens among `tokenIds`, by token id. */
export async function ownerProofs(db: Db, tokenIds: number[]): Promise<Map<number, OwnerProof>> {
  if (tokenIds.length === 0) return new Map();
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select distinct on (o.token_id) o.token_id, o.address, o.chain_id, c.name as chain_name, o.proven_at
        from token_owners o join tokens t on t.id = o.token_id join chains c on c.id = o.chain_id
        where o.token_id in (${sql.join(
          tokenIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and t.authorized and o.revoked_at is null and o.method = 'signature'
        order by o.token_id, o.proven_at, o.id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.token_id),
      {
        address: String(row.address),
        chainId: Number(row.chain_id),
        chainName: String(row.chain_name),
        provenAt: new Date(row.proven_at as string | Date).toISOString(),
      },
    ]),
  );
}
