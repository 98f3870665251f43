import { describe, expect, it } from "vitest";
import type { DexEvent } from "./decode.ts";
import { type PricedPool, poolReserves, quoteUsd, routeOf, sqrtPriceQuote, swapTrade } from "./pricing.ts";

const USDC = "0x0000000000000000000000000000000000000001";
const USDT = "0x0000000000000000000000000000000000000002";
const WETH = "0x0000000000000000000000000000000000000003";
const TOKEN = "0x0000000000000000000000000000000000000009";
const refs = { usd: new Set([USDC, USDT]), native: WETH };

const position = { address: "0xpool", blockNumber: 100, blockHash: "0xb", txHash: "0xtx", logIndex: 4 };
const v2 = (amounts: { amount0In?: bigint; amount1In?: bigint; amount0Out?: bigint; amount1Out?: bigint }) =>
  ({
    ...position,
    type: "v2-swap",
    sender: "0xrouter",
    to: "0xtrader",
    amount0In: 0n,
    amount1In: 0n,
    amount0Out: 0n,
    amount1Out: 0n,
    ...amounts,
  }) satisfies DexEvent;
const v3 = (amount0: bigint, amount1: bigint) =>
  ({
    ...position,
    type: "v3-swap",
    sender: "0xrouter",
    recipient: "0xtrader",
    amount0,
    amount1,
    sqrtPriceX96: 0n,
    liquidity: 0n,
    tick: 0,
  }) satisfies DexEvent;

const pool = (over: Partial<PricedPool>): PricedPool => ({
  pairId: 7,
  baseIsToken0: true,
  baseDecimals: 18,
  quoteDecimals: 6,
  via: "usd",
  ...over,
});

describe("routeOf", () => {
  it("prices a token through a stablecoin, else through the wrapped native", () => {
    expect(routeOf(TOKEN, USDC, refs)).toEqual({ base: TOKEN, quote: USDC, via: "usd" });
    expect(routeOf(USDC, TOKEN, refs)).toEqual({ base: TOKEN, quote: USDC, via: "usd" });
    expect(routeOf(WETH, TOKEN, refs)).toEqual({ base: TOKEN, quote: WETH, via: "native" });
  });

  it("prices the wrapped native through a stablecoin, and one stablecoin through another", () => {
    expect(routeOf(WETH, USDC, refs)).toEqual({ base: WETH, quote: USDC, via: "usd" });
    expect(routeOf(USDC, WETH, refs)).toEqual({ base: WETH, quote: USDC, via: "usd" });
    expect(routeOf(USDC, USDT, refs)).toEqual({ base: USDC, quote: USDT, via: "usd" });
  });

  it("has no route between two other tokens, or without references", () => {
    expect(routeOf(TOKEN, "0x0000000000000000000000000000000000000008", refs)).toBeUndefined();
    expect(routeOf(TOKEN, WETH, { usd: new Set(), native: undefined })).toBeUndefined();
  });
});

describe("swapTrade", () => {
  it("prices a v2 buy of an 18-decimal token paid in a 6-decimal stablecoin", () => {
    // The trader pays 250 USDC (token1 in) for 100 TOKEN (token0 out): $2.50 each.
    const trade = swapTrade(
      pool({}),
      v2({ amount1In: 250_000_000n, amount0Out: 100n * 10n ** 18n }),
      1_000,
      1,
    );
    expect(trade).toEqual({
      pairId: 7,
      time: 1_000,
      side: "buy",
      price: 2.5,
      amount: 100,
      value: 250,
      trader: "0xtrader",
      txHash: "0xtx",
      seq: 100_000_004,
    });
  });

  it("prices a v2 sell of an 8-decimal token for an 18-decimal quote when the base is token1", () => {
    // 0.5 of an 8-decimal token in (token1), 3 of an 18-decimal stablecoin out (token0): $6 each.
    const p = pool({ baseIsToken0: false, baseDecimals: 8, quoteDecimals: 18 });
    const trade = swapTrade(p, v2({ amount1In: 50_000_000n, amount0Out: 3n * 10n ** 18n }), 0, 1);
    expect(trade).toMatchObject({ side: "sell", amount: 0.5, value: 3, price: 6 });
  });

  it("prices through the wrapped native at its USD price", () => {
    const p = pool({ quoteDecimals: 18, via: "native" });
    // 2 TOKEN for 0.01 WETH at $3,000: $15 each.
    const trade = swapTrade(
      p,
      v2({ amount1In: 10n ** 16n, amount0Out: 2n * 10n ** 18n }),
      0,
      quoteUsd(p, 3000),
    );
    expect(trade?.price).toBeCloseTo(15, 10);
    expect(trade?.value).toBeCloseTo(30, 10);
    expect(
      swapTrade(p, v2({ amount1In: 10n ** 16n, amount0Out: 10n ** 18n }), 0, quoteUsd(p, undefined)),
    ).toBeUndefined();
  });

  it("reads a v3 swap from the pool's balance changes", () => {
    // The pool paid 4 TOKEN (token0, -4) and received 10 USDC (token1, +10): a buy at $2.50.
    const buy = swapTrade(pool({}), v3(-4n * 10n ** 18n, 10_000_000n), 0, 1);
    expect(buy).toMatchObject({ side: "buy", amount: 4, value: 10, price: 2.5, trader: "0xtrader" });
    const sell = swapTrade(pool({ baseIsToken0: false }), v3(-10_000_000n, 4n * 10n ** 18n), 0, 1);
    expect(sell).toMatchObject({ side: "sell", amount: 4, value: 10, price: 2.5 });
  });

  it("nets a swap with amounts on both sides (a flash swap repaid in kind)", () => {
    const trade = swapTrade(
      pool({}),
      v2({ amount0In: 10n ** 18n, amount0Out: 3n * 10n ** 18n, amount1In: 5_000_000n }),
      0,
      1,
    );
    expect(trade).toMatchObject({ side: "buy", amount: 2, value: 5 });
  });

  it("gives no trade for zero amounts, amounts that do not go opposite ways, or a bad quote price", () => {
    const p = pool({});
    expect(swapTrade(p, v2({}), 0, 1)).toBeUndefined();
    expect(swapTrade(p, v2({ amount0In: 5n, amount1In: 5n }), 0, 1)).toBeUndefined();
    expect(swapTrade(p, v2({ amount0Out: 5n, amount1Out: 5n }), 0, 1)).toBeUndefined();
    expect(swapTrade(p, v2({ amount1In: 5n }), 0, 1)).toBeUndefined();
    expect(swapTrade(p, v3(0n, 0n), 0, 1)).toBeUndefined();
    expect(swapTrade(p, v3(5n, 5n), 0, 1)).toBeUndefined();
    expect(swapTrade(p, v2({ amount1In: 5n, amount0Out: 5n }), 0, 0)).toBeUndefined();
    expect(swapTrade(p, v2({ amount1In: 5n, amount0Out: 5n }), 0, Number.NaN)).toBeUndefined();
  });

  it("stays finite for the largest amounts a log can carry", () => {
    const max = 2n ** 256n - 1n;
    const trade = swapTrade(pool({}), v2({ amount1In: max, amount0Out: 1n }), 0, 1);
    expect(trade && Number.isFinite(trade.price)).toBe(true);
  });
});

describe("pool figures", () => {
  it("turns reserves into the base amount, the quote side in USD and the spot price", () => {
    // 1,000 TOKEN (token0, 18 decimals) against 2,500 USDC (token1, 6 decimals).
    expect(poolReserves(pool({}), 1000n * 10n ** 18n, 2_500_000_000n, 1)).toEqual({
      pairId: 7,
      reserveBase: 1000,
      reserveQuote: 2500,
      spotPrice: 2.5,
    });
    expect(poolReserves(pool({ via: "native" }), 1n, 1n, undefined)).toBeUndefined();
    expect(poolReserves(pool({}), 0n, 5n, 1)).toBeUndefined();
  });

  it("reads a v3 price from sqrtPriceX96 with the tokens' decimals", () => {
    // √P = 1: one raw token1 per raw token0, so 1 TOKEN (10^18 raw, token0) buys 10^18 raw USDC = 10^12 USDC.
    expect(sqrtPriceQuote(pool({}), 2n ** 96n)).toBeCloseTo(1e12, 0);
    // √P = 2^-6 (P = 2^-12) with the base as token1 (6 decimals) and an 18-decimal quote as token0: 1 base
    // (10^6 raw) is 10^6 · 2^12 raw quote = 4.096e-9 quote.
    const inverse = sqrtPriceQuote(
      pool({ baseIsToken0: false, baseDecimals: 6, quoteDecimals: 18 }),
      2n ** 90n,
    );
    expect((inverse ?? 0) / 4.096e-9).toBeCloseTo(1, 9);
    expect(sqrtPriceQuote(pool({}), 0n)).toBeUndefined();
  });
});
