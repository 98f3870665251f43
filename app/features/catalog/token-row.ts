import type { TokenListItem } from "../../../domain/catalog/tokens.ts";

/** What a table row shows of a token: its figures and its seven-day sparkline (lib/sparkline.ts, "" for none). */
export type TokenRow = { spark: string } & Pick<
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
