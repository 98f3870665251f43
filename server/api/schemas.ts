import { z } from "zod";

export const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const tokenItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  symbol: z.string(),
  chainId: z.number().int(),
  address: z.string(),
  logo: z.string().nullable(),
  price: z.string().describe("USD price as a decimal string"),
  change1h: z.number(),
  change24h: z.number(),
  change7d: z.number(),
  volume24: z.string(),
  marketCap: z.string(),
  liquidity: z.string(),
  holders: z.number().int(),
  authorized: z.boolean(),
  source: z.string().describe('Where the figures come from; "demo" while simulated'),
  updatedAt: z.string().describe("When the figures were last computed (ISO 8601)"),
});

export const chainSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  nativeName: z.string(),
  nativeSymbol: z.string(),
  nativeDecimals: z.number().int(),
  explorerName: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  tokenCount: z.number().int(),
});

export const tagSchema = z.object({
  id: z.number().int(),
  type: z.enum(["category", "industry", "algorithm"]),
  slug: z.string(),
  tokenCount: z.number().int(),
});
