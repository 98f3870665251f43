import { toPlainDecimal } from "../../lib/decimal.ts";

/**
 * Binance public market-stream messages, as documented in the examples kept in
 * `fixtures/binance-stream-examples.json` (see its README for the sections they come from).
 *
 * - `trade` (stream `<symbol>@trade`): s symbol, t trade id, p price, q quantity, T trade time, m true when
 *   the buyer was the maker (so the taker sold).
 * - `aggTrade` (stream `<symbol>@aggTrade`): the same fields for all fills of one taker order, with the
 *   aggregate trade id a (and f, l, the first and last trade ids, not needed here).
 * - `serverShutdown`: the server is about to close the connection; the client should open a new one.
 *
 * A raw stream sends the payload itself, a combined stream wraps it as `{"stream":"<name>","data":<payload>}`.
 */

/** The trade message as the local replay writes it (the documented `trade` payload). */
export type BinanceTrade = {
  e: "trade";
  E: number;
  s: string;
  t: number;
  p: string;
  q: string;
  T: number;
  m: boolean;
  M: boolean;
};

export type ParsedTrade = {
  kind: "trade";
  symbol: string;
  /**
   * The exchange's own id, `trade:<t>` or `aggTrade:<a>`: the two streams number their events separately, so
   * the prefix keeps the ids of one symbol unique when both are followed.
   */
  tradeId: string;
  /** Unix ms. */
  time: number;
  price: number;
  amount: number;
  side: "buy" | "sell";
};

export type BinanceMessage = ParsedTrade | { kind: "serverShutdown" };

/** Stream times are ms unless the connection URL asks for µs with `timeUnit`. */
export type TimeUnit = "millisecond" | "microsecond";

/**
 * The time unit a stream URL selects. The unit is a property of the connection, so it is read from the URL
 * rather than guessed from the size of each timestamp (a guess would misread a time near a unit boundary
 * and could change between two messages of the same stream). Binance accepts `MICROSECOND` and
 * `microsecond`; anything else, or no parameter, means milliseconds.
 */
export function streamTimeUnit(url: string): TimeUnit {
  if (!URL.canParse(url)) return "millisecond";
  const unit = new URL(url).searchParams.get("timeUnit");
  return unit === "MICROSECOND" || unit === "microsecond" ? "microsecond" : "millisecond";
}

/** A documented trade message is about 200 characters; anything far larger is not one and is not parsed. */
const MAX_MESSAGE_CHARS = 4096;
/** Keys that could reach an object's prototype if the message were ever merged into another object. */
const HOSTILE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
/**
 * Plain decimal text as Binance writes prices and quantities (no sign, exponent, hex or blanks), below 1e15
 * so that whole numbers stay exact and the trade value stays far from the exponent notation of JS numbers.
 */
const DECIMAL = /^\d{1,15}(?:\.\d{1,18})?$/;
const MAX_SYMBOL_CHARS = 32;
/**
 * Trade times fall between 2017 (Binance opened that year) and the year 10000 (a safe bound for Date and
 * the database). The bounds also catch a stream whose unit differs from its URL: ms read as µs land in
 * January 1970, µs read as ms thousands of years ahead; such messages give no trade instead of wrong times.
 */
const MIN_TIME_MS = Date.UTC(2017, 0, 1);
const MAX_TIME_MS = Date.UTC(10_000, 0, 1);

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An own property only: nothing inherited through the prototype counts as part of a message. */
const field = (fields: Fields, key: string): unknown =>
  Object.hasOwn(fields, key) ? fields[key] : undefined;

function readJson(text: string): unknown {
  let hostile = false;
  try {
    const value = JSON.parse(text, (key, inner) => {
      if (HOSTILE_KEYS.has(key)) hostile = true;
      return inner;
    });
    return hostile ? undefined : value;
  } catch {
    return undefined;
  }
}

const decimal = (value: unknown): number | undefined => {
  if (typeof value !== "string" || !DECIMAL.test(value)) return undefined;
  const number = Number(value);
  return number > 0 && Number.isFinite(number) ? number : undefined;
};

const isSafeInteger = (value: unknown): value is number => Number.isSafeInteger(value);

function time(value: unknown, unit: TimeUnit): number | undefined {
  if (!isSafeInteger(value)) return undefined;
  // Whole ms: candle bounds store trade times as integers (first_at/last_at are bigint columns).
  const ms = unit === "microsecond" ? Math.floor(value / 1000) : value;
  return ms >= MIN_TIME_MS && ms < MAX_TIME_MS ? ms : undefined;
}

function trade(event: Fields, type: "trade" | "aggTrade", unit: TimeUnit): ParsedTrade | undefined {
  const tradeId = field(event, type === "aggTrade" ? "a" : "t");
  const symbol = field(event, "s");
  const tradeTime = time(field(event, "T"), unit);
  const price = decimal(field(event, "p"));
  const amount = decimal(field(event, "q"));
  const buyerIsMaker = field(event, "m");
  if (
    !isSafeInteger(tradeId) ||
    tradeId < 0 ||
    typeof symbol !== "string" ||
    symbol.length === 0 ||
    symbol.length > MAX_SYMBOL_CHARS ||
    tradeTime === undefined ||
    price === undefined ||
    amount === undefined ||
    typeof buyerIsMaker !== "boolean"
  ) {
    return undefined;
  }
  return {
    kind: "trade",
    symbol: symbol.toUpperCase(),
    tradeId: `${type}:${tradeId}`,
    time: tradeTime,
    price,
    amount,
    side: buyerIsMaker ? "sell" : "buy",
  };
}

/**
 * The trade or shutdown notice in a stream message; undefined for anything else: other events, malformed or
 * hostile input, binary frames. Never throws.
 */
export function parseBinanceMessage(
  message: unknown,
  options: { timeUnit?: TimeUnit } = {},
): BinanceMessage | undefined {
  if (typeof message !== "string" || message.length > MAX_MESSAGE_CHARS) return undefined;
  const raw = readJson(message);
  if (!isFields(raw)) return undefined;
  const data = field(raw, "data");
  const event = typeof field(raw, "stream") === "string" && isFields(data) ? data : raw;
  const type = field(event, "e");
  if (type === "trade" || type === "aggTrade") return trade(event, type, options.timeUnit ?? "millisecond");
  return type === "serverShutdown" ? { kind: "serverShutdown" } : undefined;
}

/** A trade as a combined `<symbol>@trade` stream sends it, in ms (used by the local replay). */
export function formatBinanceTrade(trade: {
  symbol: string;
  id: number;
  time: number;
  price: number;
  amount: number;
  side: "buy" | "sell";
}): string {
  const message: BinanceTrade = {
    e: "trade",
    E: trade.time,
    s: trade.symbol,
    t: trade.id,
    p: toPlainDecimal(trade.price, 10),
    q: toPlainDecimal(trade.amount, 10),
    T: trade.time,
    m: trade.side === "sell",
    M: true,
  };
  return JSON.stringify({ stream: `${trade.symbol.toLowerCase()}@trade`, data: message });
}
