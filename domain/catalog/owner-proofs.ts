import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";

/**
 * How a verified token's owner proved control of it (docs/decisions/022-owner-review.md,
 * docs/decisions/025-website-proof.md): the first live owner's proof, a signature (the signing address, how it
 * controls the contract when recorded, its chain) or the website the editors approved, and when. Only a proof
 * recorded in token_owners makes the "Verified owner" mark; a token verified without one shows none, and an
 * invited owner proved nothing of their own (docs/decisions/027-team-invitations.md).
 */
export type OwnerProof =
  | {
      method: "signature";
      address: string;
      control: "owner" | "admin" | "deployer" | null;
      chainId: number;
      chainName: string;
      provenAt: string;
    }
  | { method: "website"; website: string; provenAt: string };

/** The proofs of the verified tokens among `tokenIds`, by token id. */
export async function ownerProofs(db: Db, tokenIds: number[]): Promise<Map<number, OwnerProof>> {
  if (tokenIds.length === 0) return new Map();
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select distinct on (o.token_id) o.token_id, o.method, o.address, o.control, o.website, o.chain_id,
          c.name as chain_name, o.proven_at
        from token_owners o join tokens t on t.id = o.token_id left join chains c on c.id = o.chain_id
        where o.token_id in (${sql.join(
          tokenIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and t.authorized and o.revoked_at is null and o.method in ('signature', 'website')
        order by o.token_id, o.proven_at, o.id`,
  );
  return new Map(
    rows.map((row): [number, OwnerProof] => {
      const provenAt = new Date(row.proven_at as string | Date).toISOString();
      if (row.method === "website") {
        return [Number(row.token_id), { method: "website", website: String(row.website), provenAt }];
      }
      return [
        Number(row.token_id),
        {
          method: "signature",
          address: String(row.address),
          control: (row.control as "owner" | "admin" | "deployer" | null) ?? null,
          chainId: Number(row.chain_id),
          chainName: String(row.chain_name),
          provenAt,
        },
      ];
    }),
  );
}
