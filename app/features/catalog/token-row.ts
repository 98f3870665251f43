import type { TokenListItem } from "../../../domain/catalog/tokens.ts";

/**
 * What a table row shows of a token: its figures, its seven-day sparkline (lib/sparkline.ts, "" for none) and,
 * for a verified token with a live owner, how the owner proved control, as the sentence its mark shows.
 */
export type TokenRow = { spark: string; ownerProof: string | null } & Pick<
  TokenListItem,
  | "slug"
  | "name"
  | "symbol"
  | "chainId"
  | "address"
  | "logo"
  | "tokenImage"
  | "price"
  | "change1h"
  | "change24h"
  | "change7d"
  | "volume24"
  | "trades24"
  | "deployments"
  | "marketCap"
  | "marketCapRank"
  | "liquidity"
  | "holders"
  | "aiScore"
  | "authorized"
>;

/** Every field of a row once (one added to TokenRow but not here fails to compile), in a packed row's order. */
const fields = Object.keys({
  slug: true,
  name: true,
  symbol: true,
  chainId: true,
  address: true,
  logo: true,
  tokenImage: true,
  price: true,
  change1h: true,
  change24h: true,
  change7d: true,
  volume24: true,
  trades24: true,
  deployments: true,
  marketCap: true,
  marketCapRank: true,
  liquidity: true,
  holders: true,
  aiScore: true,
  authorized: true,
  spark: true,
  ownerProof: true,
} satisfies Record<keyof TokenRow, true>) as (keyof TokenRow)[];

/**
 * A row as it travels in the loader data: its values without their names. The page's data names every field of
 * every object again, which on a hundred rows costs as much as the values themselves.
 */
export type PackedTokenRow = TokenRow[keyof TokenRow][];

export function packTokenRow(row: TokenRow): PackedTokenRow {
  return fields.map((field) => row[field]);
}

export function unpackTokenRow(packed: PackedTokenRow): TokenRow {
  return Object.fromEntries(fields.map((field, i) => [field, packed[i]])) as TokenRow;
}
