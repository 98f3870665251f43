/**
 * The Binance public market-stream trade message, raw (`{"e":"trade",…}`) or wrapped by a combined stream
 * (`{"stream":"btcusdt@trade","data":{…}}`): s symbol, t trade id, p price, q quantity, T trade time,
 * m true when the buyer was the maker (so the taker sold).
 */
export type BinanceTrade = {
  e: "trade";
  E: number;
  s: string;
  t: number;
  p: string;
  q: string;
  T: number;
  m: boolean;
};

export type ParsedTrade = {
  symbol: string;
  id: number;
  time: number;
  price: number;
  amount: number;
  side: "buy" | "sell";
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** The trade in a stream message, or undefined for anything else (other events, malformed input). */
export function parseBinanceMessage(text: string): ParsedTrade | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const event = isRecord(raw) && isRecord(raw.data) && typeof raw.stream === "string" ? raw.data : raw;
  if (!isRecord(event) || event.e !== "trade") return undefined;
  const price = Number(event.p);
  const amount = Number(event.q);
  if (
    typeof event.s !== "string" ||
    typeof event.t !== "number" ||
    typeof event.T !== "number" ||
    typeof event.m !== "boolean" ||
    !(price > 0) ||
    !(amount > 0)
  ) {
    return undefined;
  }
  return {
    symbol: event.s.toUpperCase(),
    id: event.t,
    time: event.T,
    price,
    amount,
    side: event.m ? "sell" : "buy",
  };
}

/** A trade as a Binance stream sends it (used by the local replay). */
export function formatBinanceTrade(trade: Omit<ParsedTrade, "side"> & { side: "buy" | "sell" }): string {
  const message: BinanceTrade = {
    e: "trade",
    E: trade.time,
    s: trade.symbol,
    t: trade.id,
    p: String(trade.price),
    q: String(trade.amount),
    T: trade.time,
    m: trade.side === "sell",
  };
  return JSON.stringify({ stream: `${trade.symbol.toLowerCase()}@trade`, data: message });
}
