import type { TokenListItem } from "../../../domain/catalog/tokens.ts";

/** What a table row shows of a token. */
export type TokenRow = Pick<
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
  | "liquidity"
  | "holders"
  | "aiScore"
  | "authorized"
>;
