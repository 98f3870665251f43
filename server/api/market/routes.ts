import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Market } from "../../../domain/market/index.ts";
import { CONTRACT_ADDRESS } from "../../../lib/address.ts";
import { MAX_CANDLES_PER_CALL } from "../../../lib/chart-ranges.ts";
import { CANDLE_INTERVALS, DIRECTIONS, MAX_CHAIN_ID, STAT_WINDOWS } from "../../../lib/realtime/protocol.ts";
import { errorSchema, refusal } from "../schemas.ts";

const pairParams = z.object({
  chainId: z.coerce.number().int().min(0).max(MAX_CHAIN_ID).describe("Chain id; 0 for an exchange market"),
  address: z
    .string()
    .regex(CONTRACT_ADDRESS, "Not a contract address (0x and 40 hex digits)")
    .describe("The pair's pool contract, or an exchange market's address as `/api/tokens` gives it"),
});

const candlePrice = (which: string) =>
  z
    .string()
    .describe(
      `${which} price as a decimal string: USD per base token in the base direction, base tokens per USD in the quote direction`,
    );

const candleSchema = z.object({
  time: z
    .number()
    .int()
    .describe("Bucket start, Unix milliseconds (UTC), aligned to the interval; kept numeric for charts"),
  open: candlePrice("First"),
  high: candlePrice("Highest"),
  low: candlePrice("Lowest"),
  close: candlePrice("Last"),
  volume: z.string().describe("USD value of the bucket's trades, as a decimal string"),
  trades: z.number().int().describe("Count of trades in the bucket"),
});

const tradeSchema = z.object({
  id: z.string().describe("Stable id `<pair id>-<sequence>`; the sequence is what `before` pages by"),
  time: z
    .number()
    .int()
    .describe("When the trade happened, Unix milliseconds (UTC); kept numeric for charts"),
  side: z.enum(["buy", "sell"]).describe("Whether the base token was bought or sold"),
  price: z.string().describe("USD per base token, as a decimal string"),
  amount: z
    .string()
    .describe("Amount of the base token, in whole tokens (not base units), as a decimal string"),
  value: z.string().describe("USD value of the trade, as a decimal string"),
  trader: z.string().describe("The trader's address; empty for an exchange trade, which names none"),
  txHash: z
    .string()
    .nullable()
    .describe(
      "The on-chain transaction hash; null when the trade has none: an exchange trade, or a simulated trade of the demo market (its pair's `source` is `demo`)",
    ),
  tradeId: z
    .string()
    .nullable()
    .describe(
      "The source's own id of a trade without a transaction: the exchange's (`trade:<id>` or `aggTrade:<id>`, by the Binance stream it came from) or the demo model's (`demo:<16 hex digits>`); null for an on-chain trade",
    ),
});

const isoTime = z.iso.datetime().describe("When the figures were computed, ISO 8601 in UTC");
const statWindow = z
  .union(STAT_WINDOWS.map((w) => z.literal(w)))
  .describe("The window the figures cover, in minutes (5, 60, 360 or 1440)");

const pairInfoSchema = z.object({
  price: z.string().describe("USD per base token, as a decimal string"),
  liquidity: z.string().describe("USD value of the pool's reserves, as a decimal string"),
  reserveBase: z
    .string()
    .describe("The pool's reserve of the base token, in whole tokens, as a decimal string"),
  reserveQuote: z.string().describe("USD value of the pool's quote-side reserve, as a decimal string"),
  fdv: z.string().describe("USD: price × the base token's total supply, as a decimal string"),
  marketCap: z.string().describe("USD: price × the base token's circulating supply, as a decimal string"),
  baseSymbol: z.string(),
  quoteSymbol: z.string(),
  dex: z.string().describe("The venue: a DEX's name, or the exchange's for an exchange market"),
  source: z
    .string()
    .describe('Where the figures come from ("demo" while simulated, "cex", "dex:<chain id>")'),
  updatedAt: isoTime,
});

const priceChangeSchema = z.object({
  interval: statWindow,
  open: z
    .string()
    .describe(
      "USD per base token at the window's first trade (the open of its first traded bucket), as a decimal string",
    ),
  price: z.string().describe("USD per base token now, as a decimal string"),
  change: z.number().describe("Price change over the window, in percent (2 decimals)"),
});

const tradeStatisticSchema = z.object({
  interval: statWindow,
  buys: z.number().int().describe("Count of buys in the window"),
  sells: z.number().int().describe("Count of sells in the window"),
  buyers: z
    .number()
    .int()
    .describe(
      "Count of distinct buying addresses in the window; 0 on an exchange market, whose trades name none",
    ),
  sellers: z
    .number()
    .int()
    .describe(
      "Count of distinct selling addresses in the window; 0 on an exchange market, whose trades name none",
    ),
  buyVolume: z.string().describe("USD value of the window's buys, as a decimal string"),
  sellVolume: z.string().describe("USD value of the window's sells, as a decimal string"),
  volume: z.string().describe("USD value of all the window's trades, as a decimal string"),
});

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
                info: pairInfoSchema
                  .nullable()
                  .describe("The pair's figures; null before the engine published"),
                priceChange: z.array(priceChangeSchema),
                tradeStatistic: z.array(tradeStatisticSchema),
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
