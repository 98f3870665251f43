import { z } from "zod";
import { CAPTCHA_MAX } from "../../domain/captcha/captcha.ts";

/** A row id in a path: a PostgreSQL integer, so a larger number is a 422 rather than a database error. */
export const rowId = z.coerce.number().int().min(1).max(2_147_483_647).describe("The row's numeric id");

export const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** One way to sign in, by the name of its OpenAPI security scheme. */
type SecurityRequirement = Record<string, string[]>;

/** The answer of an operation that has nothing to return but its success. */
export const done = z.object({ data: z.object({ ok: z.literal(true) }) }).describe("Done");

/** OpenAPI security of the operations that need a signed-in caller: the session cookie or a bearer token. */
export const signedIn: SecurityRequirement[] = [{ sessionCookie: [] }, { bearerToken: [] }];
/** OpenAPI security of operations that answer anyone and answer more to a signed-in caller. */
export const maybeSignedIn: SecurityRequirement[] = [{}, ...signedIn];

/**
 * The refusals a route's handler gives, by status, beyond those every route of its kind documents
 * (server/plugins/openapi-conventions.ts): list only what the handler can really answer.
 */
export const refusals = <S extends 401 | 403 | 404 | 409 | 422 | 429>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<S, typeof errorSchema>;

/** The solved captcha a body carries (domain/captcha/captcha.ts; GET /api/captcha/challenge). */
export const captchaField = z
  .string()
  .max(CAPTCHA_MAX)
  .describe(
    "The solved captcha: the ALTCHA widget's payload for a challenge of GET /api/captcha/challenge, or the Turnstile token where the site uses Turnstile. Each is accepted once; missing, wrong, expired or used: 422 with `captcha_failed` on `captcha`",
  );
/** The refusal of a body whose captcha is missing, wrong, expired or used. */
export const captchaRefused =
  "`captcha`: `captcha_failed` when the captcha is missing, wrong, expired or already used";
/** While Turnstile's verification does not answer. */
export const captchaAway =
  "The captcha service (Turnstile) or the database did not answer; retry after `Retry-After` seconds";

/**
 * The query and the answer of a list paged by an opaque cursor (the desk's lists): `data` is one page of
 * `item`, and `nextCursor`, sent back as `cursor`, asks for the next.
 */
export function cursorPaged<T extends z.ZodType>(item: T, description: string) {
  return {
    query: z.object({
      cursor: z.string().max(20).optional().describe("`nextCursor` of the previous page"),
    }),
    page: z
      .object({
        data: z.array(item),
        nextCursor: z.string().nullable().describe("The next page's cursor; null on the last page"),
      })
      .describe(description),
  };
}

/** A refusal with a description of its own, shown in the document instead of the standard one. */
export const refusal = (description: string) => errorSchema.describe(description);

export const assetRefSchema = z
  .object({ slug: z.string(), name: z.string(), symbol: z.string() })
  .describe("The asset this deployment belongs to (Ether for ETH on every chain and WETH)");

export const tokenItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  symbol: z.string(),
  chainId: z.number().int(),
  address: z.string().describe("Contract address; 0xEeee…EEeE for a chain's native coin"),
  native: z.boolean().describe("The chain's native coin (no contract)"),
  logo: z
    .string()
    .nullable()
    .describe("Absolute URL of the token's logo, on the site's public origin (PUBLIC_URL); null without one"),
  asset: assetRefSchema.nullable(),
  deployments: z
    .number()
    .int()
    .describe(
      "In a row per asset, the count of the asset's deployments across chains; 1 in a list of deployments",
    ),
  price: z.string().describe("USD per whole token, as a decimal string"),
  change1h: z.number().describe("Price change over 1 hour, in percent"),
  change24h: z.number().describe("Price change over 24 hours, in percent"),
  change7d: z
    .number()
    .nullable()
    .describe("Price change over 7 days, in percent; null while the history is shorter"),
  change30d: z
    .number()
    .nullable()
    .describe("Price change over 30 days, in percent; null while the history is shorter"),
  volume24: z.string().describe("USD value of the trades of the last 24 hours, as a decimal string"),
  trades24: z.number().int().describe("Count of trades in the last 24 hours; 0 means none"),
  marketCap: z
    .string()
    .describe("USD: price × circulating supply, as a decimal string (0 when the supply is unknown)"),
  marketCapRank: z
    .number()
    .int()
    .nullable()
    .describe(
      "The asset's place by market cap among all assets (1 = largest; ties by id, as the list sorted by market cap); null without a market cap",
    ),
  fdv: z
    .string()
    .nullable()
    .describe("USD: price × total supply, as a decimal string; null when the total supply is unknown"),
  circulatingSupply: z
    .string()
    .nullable()
    .describe(
      "Circulating supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown",
    ),
  totalSupply: z
    .string()
    .nullable()
    .describe(
      "Total supply in whole tokens (not base units), as a decimal string; for an asset's row, across its chains; null when unknown",
    ),
  liquidity: z.string().describe("USD value of the token's pools (all its pairs), as a decimal string"),
  holders: z
    .number()
    .int()
    .describe("Count of addresses holding the token (for an asset's row, summed over its deployments)"),
  authorized: z.boolean().describe("Verified by the site's editors"),
  source: z.string().describe('Where the figures come from; "demo" while simulated'),
  updatedAt: z.string().describe("When the figures were last computed, ISO 8601 in UTC"),
});

export const chainSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  nativeName: z.string(),
  nativeSymbol: z.string(),
  nativeDecimals: z
    .number()
    .int()
    .describe("Decimals of the native coin: one whole coin is 10^nativeDecimals base units"),
  explorerName: z.string().nullable(),
  explorerUrl: z.string().nullable().describe("The block explorer's absolute URL; null without one"),
  tokenCount: z
    .number()
    .int()
    .describe("Count of tokens (deployments) listed on the chain, counted at most a minute ago"),
});

export const tagSchema = z.object({
  id: z.number().int(),
  type: z.enum(["category", "industry", "algorithm"]),
  slug: z.string(),
  tokenCount: z
    .number()
    .int()
    .describe("Count of tokens (deployments) carrying the tag, counted at most a minute ago"),
});
