import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Market } from "../../../domain/market/index.ts";
import { CONTRACT_ADDRESS } from "../../../lib/address.ts";
import { MAX_CANDLES_PER_CALL } from "../../../lib/chart-ranges.ts";
import { CANDLE_INTERVALS, DIRECTIONS, MAX_CHAIN_ID } from "../../../lib/realtime/protocol.ts";
import { errorSchema, refusal } from "../schemas.ts";

const pairParams = z.object({
  chainId: z.coerce.number().int().min(0).max(MAX_CHAIN_ID).describe("Chain id; 0 for an exchange market"),
  address: z
    .string()
    .regex(CONTRACT_ADDRESS, "Not a contract address (0x and 40 hex digits)")
    .describe("The pair's pool contract, or an exchange market's address as `/api/tokens` gives it"),
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
  )
  .describe(`Candle length in minutes: one of ${CANDLE_INTERVALS.join(", ")}`);

export const marketRoutes: FastifyPluginAsyncZod<{ market: Market }> = async (app, { market }) => {
  app.get(
    "/api/pairs/:chainId/:address/candles",
    {
      schema: {
        tags: ["market"],
        operationId: "listCandles",
        summary: "Candles of a pair in a time range (oldest first), for first paint and scroll-back",
        description:
          "OHLC candles priced in USD (or in the quote token with `direction=quote`). Without `from`/`to` the latest " +
          "`limit` candles; the realtime channel `pair/ohlcs` continues them.",
        params: pairParams,
        querystring: z
          .object({
            interval: intervalParam.default(15),
            direction: z
              .enum(DIRECTIONS)
              .default("base")
              .describe("`base`: the base token's price; `quote`: the quote token's"),
            from: z.coerce.number().int().min(0).optional().describe("Unix ms, inclusive"),
            to: z.coerce.number().int().min(0).optional().describe("Unix ms, exclusive"),
            limit: z.coerce
              .number()
              .int()
              .min(1)
              .max(MAX_CANDLES_PER_CALL)
              .default(300)
              .describe("At most this many candles"),
          })
          .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
            message: "from must be before to",
            path: ["from"],
          }),
        response: {
          200: z.object({ data: z.array(candleSchema) }).describe("The candles, oldest first"),
          404: refusal("No pair at this address on this chain"),
          422: errorSchema,
        },
      },
    },
    async (req) => ({ data: await market.candles({ ...req.params, ...req.query }) }),
  );

  app.get(
    "/api/pairs/:chainId/:address/trades",
    {
      schema: {
        tags: ["market"],
        operationId: "listTrades",
        summary: "Recent trades of a pair (newest first); `before` pages back by trade id number",
        description:
          "The pair's latest trades; the realtime channel `pair/trades` adds new ones as they happen.",
        params: pairParams,
        querystring: z.object({
          before: z.coerce
            .number()
            .int()
            .min(0)
            .optional()
            .describe("Only trades older than this trade id number (the last `id` of the previous page)"),
          limit: z.coerce.number().int().min(1).max(200).default(50).describe("At most this many trades"),
        }),
        response: {
          200: z.object({ data: z.array(tradeSchema) }).describe("The trades, newest first"),
          404: refusal("No pair at this address on this chain"),
          422: errorSchema,
        },
      },
    },
    async (req) => ({ data: await market.trades({ ...req.params, ...req.query }) }),
  );

  app.get(
    "/api/pairs/:chainId/:address/stats",
    {
      schema: {
        tags: ["market"],
        operationId: "getPairStats",
        summary: "Pair info, price change and trade statistics for 5m, 1h, 6h and 24h",
        description:
          "The figures of the pair page's header and statistics panel; the realtime channels `pair/info`, " +
          "`pair/price-change` and `pair/trade-statistic` keep them current.",
        params: pairParams,
        response: {
          200: z
            .object({
              data: z.object({
                info: stringStats.nullable(),
                priceChange: z.array(stringStats),
                tradeStatistic: z.array(stringStats),
              }),
            })
            .describe("The pair's statistics"),
          404: refusal("No pair at this address on this chain"),
          422: errorSchema,
        },
      },
    },
    async (req) => ({ data: await market.stats(req.params.chainId, req.params.address) }),
  );
};
