import { formatUnits } from "viem";
import type { PoolReserves, TradeEvent } from "../../types.ts";
import { type DexEvent, logSeq } from "./decode.ts";

/**
 * USD prices of on-chain swaps (docs/decisions/013-evm-indexer.md). A pool is priced when one of its tokens is a
 * reference: a USD stablecoin (worth $1) or the chain's wrapped native token (worth what its stablecoin pools
 * say). That token is the quote, the other the base; a swap's price is the quote amount over the base amount,
 * each in whole tokens by its decimals, times the quote's USD price.
 */

/** The chain's reference tokens, lower-cased. */
export type References = { usd: ReadonlySet<string>; native: string | undefined };
export type Reference = "usd" | "native";

/** Which token of a pool is priced and through what; undefined when neither is a reference. */
export function routeOf(
  token0: string,
  token1: string,
  refs: References,
): { base: string; quote: string; via: Reference } | undefined {
  const rank = (token: string) => (refs.usd.has(token) ? 0 : token === refs.native ? 1 : 2);
  const [r0, r1] = [rank(token0), rank(token1)];
  if (r0 === 2 && r1 === 2) return undefined;
  // The better reference quotes (a stablecoin before the wrapped native); of two alike, token1 quotes.
  const [base, quote, r] = r1 <= r0 ? [token0, token1, r1] : [token1, token0, r0];
  return { base, quote, via: r === 0 ? "usd" : "native" };
}

/** A priced pool as the pricing needs it. */
export type PricedPool = {
  pairId: number;
  baseIsToken0: boolean;
  baseDecimals: number;
  quoteDecimals: number;
  via: Reference;
};

/** A raw token amount in whole tokens. */
export const units = (raw: bigint, decimals: number) => Number(formatUnits(raw, decimals));

/** The quote token's USD price: $1 for a stablecoin, the native price (if known) for the wrapped native. */
export const quoteUsd = (pool: Pick<PricedPool, "via">, nativeUsd: number | undefined) =>
  pool.via === "usd" ? 1 : nativeUsd;

const positive = (x: number) => Number.isFinite(x) && x > 0;

/**
 * The trade of a swap, from what the trader got and gave: v2 reports amounts in and out of the pool on each
 * side, v3 the pool's balance changes (positive: the pool received). A swap whose sides do not go opposite ways
 * (both in, both out, or nothing) is no trade, nor is one without a USD price for its quote.
 */
export function swapTrade(
  pool: PricedPool,
  event: Extract<DexEvent, { type: "v2-swap" | "v3-swap" }>,
  time: number,
  usdPerQuote: number | undefined,
): TradeEvent | undefined {
  if (usdPerQuote === undefined || !positive(usdPerQuote)) return undefined;
  let baseToTrader: bigint;
  let quoteFromTrader: bigint;
  let trader: string;
  if (event.type === "v2-swap") {
    const [baseIn, baseOut, quoteIn, quoteOut] = pool.baseIsToken0
      ? [event.amount0In, event.amount0Out, event.amount1In, event.amount1Out]
      : [event.amount1In, event.amount1Out, event.amount0In, event.amount0Out];
    baseToTrader = baseOut - baseIn;
    quoteFromTrader = quoteIn - quoteOut;
    trader = event.to;
  } else {
    const [poolBase, poolQuote] = pool.baseIsToken0
      ? [event.amount0, event.amount1]
      : [event.amount1, event.amount0];
    baseToTrader = -poolBase;
    quoteFromTrader = poolQuote;
    trader = event.recipient;
  }
  const buy = baseToTrader > 0n && quoteFromTrader > 0n;
  const sell = baseToTrader < 0n && quoteFromTrader < 0n;
  if (!buy && !sell) return undefined;
  const amount = units(buy ? baseToTrader : -baseToTrader, pool.baseDecimals);
  const quote = units(buy ? quoteFromTrader : -quoteFromTrader, pool.quoteDecimals);
  const value = quote * usdPerQuote;
  const price = value / amount;
  if (!positive(amount) || !positive(price) || !positive(value)) return undefined;
  return {
    pairId: pool.pairId,
    time,
    side: buy ? "buy" : "sell",
    price,
    amount,
    value,
    trader,
    txHash: event.txHash,
    seq: logSeq(event.blockNumber, event.logIndex),
  };
}

/** Quote tokens per base token from raw reserves (v2) or pool balances (v3). */
export function reservePrice(pool: PricedPool, reserve0: bigint, reserve1: bigint): number | undefined {
  const [base, quote] = pool.baseIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0];
  const price = units(quote, pool.quoteDecimals) / units(base, pool.baseDecimals);
  return positive(price) ? price : undefined;
}

/** Quote tokens per base token from a v3 pool's sqrtPriceX96 (√(token1 per token0) in raw units, Q64.96). */
export function sqrtPriceQuote(pool: PricedPool, sqrtPriceX96: bigint): number | undefined {
  const root = Number(sqrtPriceX96) / 2 ** 96;
  const [decimals0, decimals1] = pool.baseIsToken0
    ? [pool.baseDecimals, pool.quoteDecimals]
    : [pool.quoteDecimals, pool.baseDecimals];
  const oneIn0 = root * root * 10 ** (decimals0 - decimals1);
  const price = pool.baseIsToken0 ? oneIn0 : 1 / oneIn0;
  return positive(price) ? price : undefined;
}

/**
 * A pool's reserves for the engine: the base amount, the quote side in USD and the spot price in USD; the spot
 * is `spotQuote` (quote per base) when given (a v3 pool's current price), else the reserves' ratio.
 */
export function poolReserves(
  pool: PricedPool,
  reserve0: bigint,
  reserve1: bigint,
  usdPerQuote: number | undefined,
  spotQuote?: number,
): PoolReserves | undefined {
  if (usdPerQuote === undefined) return undefined;
  const spot = spotQuote ?? reservePrice(pool, reserve0, reserve1);
  if (spot === undefined) return undefined;
  const [base, quote] = pool.baseIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0];
  return {
    pairId: pool.pairId,
    reserveBase: units(base, pool.baseDecimals),
    reserveQuote: units(quote, pool.quoteDecimals) * usdPerQuote,
    spotPrice: spot * usdPerQuote,
  };
}
