/**
 * Exchange (CEX) markets such as Binance's BTCUSDT. They have no contract, so the channel protocol names
 * them by chain id 0 (off-chain) and a visibly synthetic address: 0xcec0, the symbol's ASCII in hex, zeros.
 */

/** A market symbol as the route accepts it (docs/product.md, Route parameters and not-found: non-digit text). */
export const MARKET_SYMBOL_RE = /^[A-Za-z]{2,18}$/;
export const OFF_CHAIN_ID = 0;

export const isMarketSymbol = (value: string | undefined): value is string =>
  value !== undefined && MARKET_SYMBOL_RE.test(value);

export function exchangeMarketAddress(symbol: string): string {
  const hex = [...symbol.toUpperCase()].map((c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join("");
  return `0xcec0${hex}`.padEnd(42, "0");
}

/** Quote assets recognised at the end of a symbol, longest first. */
const QUOTES = ["FDUSD", "USDT", "USDC", "TUSD", "BUSD", "EUR", "TRY", "BTC", "ETH", "BNB"];

/** BTCUSDT → { base: "BTC", quote: "USDT" }; undefined when no known quote ends the symbol. */
export function splitMarketSymbol(symbol: string): { base: string; quote: string } | undefined {
  const upper = symbol.toUpperCase();
  const quote = QUOTES.find((q) => upper.endsWith(q) && upper.length > q.length);
  return quote ? { base: upper.slice(0, -quote.length), quote } : undefined;
}
