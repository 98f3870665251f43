import type { Deployment } from "./normalize.ts";

/** A token of the catalogue at one contract. */
export type CatalogueDeployment = { tokenId: number; chainId: number; address: string };

const key = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`;

/**
 * For each record (in order), the catalogue tokens it covers: those deployed at one of the record's
 * contracts, compared by chain id and lower-cased address. Token ids come sorted and once each.
 */
export function matchDeployments(
  records: readonly { id: string; deployments: readonly Deployment[] }[],
  catalogue: readonly CatalogueDeployment[],
): { id: string; tokenIds: number[] }[] {
  const tokens = new Map<string, number[]>();
  for (const entry of catalogue) {
    const k = key(entry.chainId, entry.address);
    tokens.set(k, [...(tokens.get(k) ?? []), entry.tokenId]);
  }
  return records.map((record) => {
    const ids = new Set<number>();
    for (const d of record.deployments) {
      for (const id of tokens.get(key(d.chainId, d.address)) ?? []) ids.add(id);
    }
    return { id: record.id, tokenIds: [...ids].sort((a, b) => a - b) };
  });
}
