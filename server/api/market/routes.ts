import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Market } from "../../../domain/market/index.ts";
import { CONTRACT_ADDRESS } from "../../../lib/address.ts";
import { MAX_CANDLES_PER_CALL } from "../../../lib/chart-ranges.ts";
import { CANDLE_INTERVALS, DIRECTIONS, MAX_CHAIN_ID } from "../../../lib/realtime/protocol.ts";
import { errorSchema } from "../schemas.ts";

const pairParams = z.object({
  chainId: z.coerce.number().int().min(0).max(MAX_CHAIN_ID).describe("Chain id; 0 for an exchange market"),
  address: z.string().regex(CONTRACT_ADDRESS, "Not a contract address (0x and 40 hex digits)"),
});

const candleSchema = z.object({
  time: z.number().int().describe("Bucket start, Unix ms (UTC)"),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  close: z.string(),
  volume: z.string().describe("USD"),
  trades: z.number().int(),
});

const tradeSchema = z.object({
  id: z.string(),
  time: z.number().int(),
  side: z.enum(["buy", "sell"]),
  price: z.string(),
  amount: z.string(),
  value: z.string().describe("USD"),
  trader: z.string(),
  txHash: z.string(),
});

const stringStats = z.record(z.string(), z.union([z.string(), z.number()]));

const intervalParam = z.coerce
  .number()
  .int()
  .refine(
    (v) => (CANDLE_INTERVALS as readonly number[]).includes(v),
    `One of ${CANDLE_INTERVALS.join(", ")} (minutes)`,
  );

export const marketRoutes: FastifyPluginAsyncZod<{ market: Market }> = async (app, { market }) => {
  app.get(
    "/api/pairs/:chainId/:address/candles",
    {
      schema: {
        tags: ["market"],
        summary: "Candles of a pair in a time range (oldest first), for first paint and scroll-back",
        params: pairParams,
        querystring: z
          .object({
            interval: intervalParam.default(15),
            direction: z.enum(DIRECTIONS).default("base"),
            from: z.coerce.number().int().min(0).optional().describe("Unix ms, inclusive"),
            to: z.coerce.number().int().min(0).optional().describe("Unix ms, exclusive"),
            limit: z.coerce.number().int().min(1).max(MAX_CANDLES_PER_CALL).default(300),
          })
          .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
            message: "from must be before to",
            path: ["from"],
          }),
        response: { 200: z.object({ data: z.array(candleSchema) }), 404: errorSchema, 422: errorSchema },
      },
    },
    async (req) => ({ data: await market.candles({ ...req.params, ...req.query }) }),
  );

  app.get(
    "/api/pairs/:chainId/:address/trades",
    {
      schema: {
        tags: ["market"],
        summary: "Recent trades of a pair (newest first); `before` pages back by trade id number",
        params: pairParams,
        querystring: z.object({
          before: z.coerce.number().int().min(0).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.object({ data: z.array(tradeSchema) }), 404: errorSchema, 422: errorSchema },
      },
    },
    async (req) => ({ data: await market.trades({ ...req.params, ...req.query }) }),
  );

  app.get(
    "/api/pairs/:chainId/:address/stats",
    {
      schema: {
        tags: ["market"],
        summary: "Pair info, price change and trade statistics for 5m, 1h, 6h and 24h",
        params: pairParams,
        response: {
          200: z.object({
            data: z.object({
              info: stringStats.nullable(),
              priceChange: z.array(stringStats),
              tradeStatistic: z.array(stringStats),
            }),
          }),
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (req) => ({ data: await market.stats(req.params.chainId, req.params.address) }),
  );
};
