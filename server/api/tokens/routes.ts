import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Catalog } from "../../../domain/catalog/index.ts";
import { Invalid, NotFound } from "../../../domain/errors.ts";
import { CONTRACT_ADDRESS } from "../../../lib/address.ts";
import { defaultLocale, isLocale } from "../../../lib/locales.ts";
import { sortKeys } from "../../../lib/orderings.ts";
import { isSlug, isTokenSlug } from "../../../lib/route-shapes.ts";
import type { PublicLinks } from "../public-links.ts";
import { chainSchema, errorSchema, refusal, tagSchema, tokenItemSchema } from "../schemas.ts";

const listQuery = z.object({
  order: z
    .enum(sortKeys)
    .default("popular")
    .describe("The list's ordering: the same orderings as the site's token lists"),
  deployments: z
    .enum(["all"])
    .optional()
    .describe(
      "`all`: every deployment as a row of its own; by default one row per asset (a chain lists deployments)",
    ),
  dir: z.enum(["asc", "desc"]).optional().describe("Direction; each ordering has its natural one by default"),
  chain: z.string().max(64).optional().describe("Only tokens on this blockchain (its slug, e.g. `ethereum`)"),
  tag: z
    .string()
    .max(300)
    .refine((v) => v.split(",").every(isSlug), "Tags are comma-separated slugs")
    .optional()
    .describe("Only tokens with every one of these tags (comma-separated tag slugs)"),
  q: z.string().trim().max(100).optional().describe("Only tokens whose name or symbol contains this text"),
  limit: z.coerce.number().int().min(1).max(250).default(50).describe("Rows per page"),
  cursor: z
    .string()
    .max(400)
    .optional()
    .describe("`nextCursor` of the previous page; the same filters and ordering must be sent with it"),
});

const deploymentSchema = z.object({
  slug: z.string(),
  symbol: z.string(),
  chainId: z.number().int(),
  chainName: z.string(),
  address: z.string(),
  native: z.boolean(),
  price: z.string().describe("USD per whole token, as a decimal string"),
  source: z.string(),
  updatedAt: z.string().describe("When the price was last computed, ISO 8601 in UTC"),
});

const pairSchema = z.object({
  chainId: z.number().int(),
  address: z.string(),
  dex: z.string(),
  baseSymbol: z.string(),
  quoteSymbol: z.string(),
  liquidity: z
    .string()
    .describe("USD value of the pool's reserves at the current price, as a decimal string"),
  volume24: z.string().describe("USD value of the pair's trades of the last 24 hours, as a decimal string"),
});

const detailSchema = tokenItemSchema.extend({
  decimals: z
    .number()
    .int()
    .describe(
      "The contract's decimals: one whole token is 10^decimals base units (amounts here are whole tokens)",
    ),
  links: z.array(z.object({ type: z.string(), url: z.string() })),
  authorizedAt: z.string().nullable().describe("When the token was verified, ISO 8601 in UTC; null if not"),
  listedAt: z.string().describe("When the token was listed, ISO 8601 in UTC"),
  chain: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    explorerName: z.string().nullable(),
    explorerUrl: z.string().nullable(),
  }),
  tags: z.array(z.object({ type: z.enum(["category", "industry", "algorithm"]), slug: z.string() })),
  description: z.object({ body: z.string(), locale: z.string() }).nullable(),
  faqs: z.object({
    locale: z.string(),
    items: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  alsoOn: z.array(deploymentSchema).describe("The asset's other deployments"),
  pairs: z.array(pairSchema),
  assetSupply: z
    .object({
      circulating: z
        .string()
        .nullable()
        .describe("Circulating supply in whole tokens, as a decimal string; null when not reported"),
      total: z
        .string()
        .nullable()
        .describe("Total supply in whole tokens, as a decimal string; null when not reported"),
      source: z.string(),
      updatedAt: z.string().describe("When the source reported the supplies, ISO 8601 in UTC"),
    })
    .nullable()
    .describe("The asset's supplies across all chains, when a market-data source reports them"),
});

const notFoundElsewhereSchema = errorSchema
  .extend({
    correct_token_url: z
      .string()
      .optional()
      .describe("The token page of this address on the chain where it is known"),
  })
  .describe("No token at this address on this chain; `correct_token_url` when it is known on another");

const localeQuery = z.object({
  locale: z
    .string()
    .refine(isLocale, "Unknown locale")
    .optional()
    .describe("Language of the texts (e.g. `de`, `pt-br`); English by default"),
});

export const tokenRoutes: FastifyPluginAsyncZod<{ catalog: Catalog; links: PublicLinks }> = async (
  app,
  { catalog, links },
) => {
  app.get(
    "/api/tokens",
    {
      schema: {
        tags: ["tokens"],
        operationId: "listTokens",
        summary: "Tokens in a list ordering, with keyset pagination",
        description:
          "One page of a token list with its market figures. By default one row per asset (its main deployment); " +
          "`deployments=all` lists every deployment. Pages follow `nextCursor` until it is null.",
        querystring: listQuery,
        response: {
          200: z
            .object({
              data: z.array(tokenItemSchema),
              nextCursor: z.string().nullable(),
              total: z
                .number()
                .int()
                .describe(
                  "Count of the rows the filters match over all pages: exact, counted when this page is read (figures a filter looks at, such as a 24-hour change, move with the market)",
                ),
            })
            .describe("One page of tokens; `nextCursor` is null on the last page"),
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const { chain, tag, deployments, ...rest } = req.query;
      let chainId: number | undefined;
      if (chain) {
        const found = await catalog.chain(chain);
        if (!found) throw new Invalid({ chain: "Unknown blockchain" });
        chainId = found.id;
      }
      const query = {
        ...rest,
        chainId,
        deployments: deployments === "all",
        tags: tag ? tag.split(",") : undefined,
      };
      const [page, total] = await Promise.all([catalog.listTokens(query), catalog.countTokens(query)]);
      return { data: links.items(page.data), nextCursor: page.nextCursor, total };
    },
  );

  app.get(
    "/api/tokens/by-slugs",
    {
      schema: {
        tags: ["tokens"],
        operationId: "listTokensBySlugs",
        summary:
          "Tokens by slug, in the order given (recently viewed, comparison); unknown slugs are left out",
        description:
          "Up to 50 tokens with the same figures as the lists, for pages that keep their own list of slugs.",
        querystring: z.object({
          slugs: z
            .string()
            .max(2000)
            .refine((v) => v.split(",").every(isTokenSlug), "Comma-separated token slugs")
            .refine((v) => v.split(",").length <= 50, "At most 50 slugs")
            .describe("Comma-separated token slugs, at most 50; repeats count once"),
        }),
        response: {
          200: z.object({ data: z.array(tokenItemSchema) }).describe("The known tokens, in the order asked"),
          422: errorSchema,
        },
      },
    },
    async (req) => ({
      data: links.items(await catalog.tokensBySlugs([...new Set(req.query.slugs.split(","))])),
    }),
  );

  app.get(
    "/api/tokens/:slug",
    {
      schema: {
        tags: ["tokens"],
        operationId: "getToken",
        summary: "One token with its texts in the requested language (English when it has none)",
        description:
          "The token page's data: figures, chain, links, tags, description and FAQ, the asset's other deployments and the token's pairs.",
        params: z.object({
          slug: z
            .string()
            .refine(isTokenSlug, "Not a token slug")
            .describe("The token's slug, as in `/token/{slug}`"),
        }),
        querystring: localeQuery,
        response: {
          200: z.object({ data: detailSchema }).describe("The token"),
          404: refusal("No token has this slug"),
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const token = await catalog.getToken(req.params.slug, req.query.locale ?? defaultLocale);
      if (!token) throw new NotFound("Token not found");
      return { data: links.item(token) };
    },
  );

  app.get(
    "/api/tokens/:chainId/:address",
    {
      schema: {
        tags: ["tokens"],
        operationId: "getTokenByAddress",
        summary: "A token by its contract address on a chain (any letter case)",
        description:
          "A chain's native coin has the address 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE. An address not known on " +
          "this chain but known on another answers 404 with `correct_token_url`, the token page there.",
        params: z.object({
          chainId: z.coerce.number().int().min(0).max(2147483647).describe("EIP-155 chain id (1 = Ethereum)"),
          address: z
            .string()
            .regex(CONTRACT_ADDRESS, "Not a contract address (0x and 40 hex digits)")
            .describe("Contract address, 0x and 40 hex digits, any letter case"),
        }),
        querystring: localeQuery,
        response: {
          200: z.object({ data: detailSchema }).describe("The token"),
          404: notFoundElsewhereSchema,
          422: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const { chainId, address } = req.params;
      const token = await catalog.tokenByAddress(chainId, address, req.query.locale ?? defaultLocale);
      if (token) return { data: links.item(token) };
      const elsewhere = await catalog.tokenElsewhere(chainId, address);
      return reply.code(404).send({
        error: { code: "not_found", message: "No token at this address on this chain" },
        ...(elsewhere ? { correct_token_url: `/token/${elsewhere}` } : {}),
      });
    },
  );

  app.get(
    "/api/assets/:slug",
    {
      schema: {
        tags: ["tokens"],
        operationId: "getAsset",
        summary:
          "An asset (one currency on every chain) with its figures and its deployments with their prices",
        description:
          "An asset groups the deployments of one currency (USDC on Ethereum, Base, Arbitrum…); its figures are those of the asset as a whole.",
        params: z.object({
          slug: z.string().refine(isSlug, "Not an asset slug").describe("The asset's slug"),
        }),
        response: {
          200: z
            .object({
              data: z.object({
                slug: z.string(),
                name: z.string(),
                symbol: z.string(),
                kind: z.enum(["native", "token"]),
                peg: z.string().nullable().describe("The currency a stablecoin is pegged to (ISO 4217)"),
                figures: tokenItemSchema.nullable(),
                deployments: z.array(deploymentSchema),
              }),
            })
            .describe("The asset"),
          404: refusal("No asset has this slug"),
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const asset = await catalog.getAsset(req.params.slug);
      if (!asset) throw new NotFound("Asset not found");
      return { data: { ...asset, figures: asset.figures && links.item(asset.figures) } };
    },
  );

  app.get(
    "/api/token/filter/data",
    {
      schema: {
        tags: ["tokens"],
        operationId: "getTokenFilters",
        summary: "Filter options of the token lists: blockchains and tags by type",
        description: "Every blockchain and tag that has tokens, with the number of tokens in each.",
        response: {
          200: z
            .object({
              data: z.object({
                chains: z.array(chainSchema.pick({ id: true, slug: true, name: true, tokenCount: true })),
                categories: z.array(tagSchema),
                industries: z.array(tagSchema),
                algorithms: z.array(tagSchema),
              }),
            })
            .describe("The filter options"),
        },
      },
    },
    async () => ({ data: await catalog.filterData() }),
  );
};
