import WebSocket from "ws";
import type { MarketProvider, PairRecord, TradeEvent } from "../types.ts";
import { formatBinanceTrade, parseBinanceMessage, streamTimeUnit } from "./binance-format.ts";
import { createDemoProvider } from "./demo.ts";

export type CexOptions = {
  /** A Binance-format stream (e.g. a combined `…/stream?streams=btcusdt@trade/…`); unset replays locally. */
  url?: string;
  /** Seed and rate of the local replay. */
  seed: number;
  rate: number;
  log?: (obj: Record<string, unknown>, msg: string) => void;
};

const MAX_RETRY_MS = 30_000;

/**
 * Exchange markets from Binance public trade streams. Every message, live or replayed, goes through the
 * same parser; trades are matched to the configured markets by symbol. Without a URL the provider replays
 * recorded-format messages it builds from the demo model (and can then also rebuild recent history).
 */
export function createCexProvider(options: CexOptions): MarketProvider {
  const log = options.log ?? (() => {});
  const bySymbol = new Map<string, PairRecord>();
  const replay = options.url ? undefined : createDemoProvider({ seed: options.seed, rate: options.rate });
  let socket: WebSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let nextId = 1;
  const timeUnit = options.url ? streamTimeUnit(options.url) : "millisecond";

  const toEvent = (text: unknown, from: number): TradeEvent | undefined => {
    const trade = parseBinanceMessage(text, { timeUnit });
    if (trade?.kind !== "trade") return undefined;
    const pair = bySymbol.get(trade.symbol);
    if (!pair || trade.time < from) return undefined;
    return {
      pairId: pair.id,
      time: trade.time,
      side: trade.side,
      price: trade.price,
      amount: trade.amount,
      value: trade.price * trade.amount,
      // An exchange trade has neither a trader address nor a transaction; its exchange id is kept apart.
      trader: "",
      txHash: "",
      tradeId: trade.tradeId,
    };
  };

  function connect(url: string, emit: (trades: TradeEvent[]) => void, from: number, attempt = 0) {
    socket = new WebSocket(url);
    socket.on("open", () => {
      attempt = 0;
      log({ url }, "exchange stream connected");
    });
    socket.on("message", (data, isBinary) => {
      const event = toEvent(isBinary ? data : data.toString(), from);
      if (event) emit([event]);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      if (stopped) return;
      const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt) * (0.5 + Math.random() / 2);
      retry = setTimeout(() => connect(url, emit, from, attempt + 1), delay);
    });
  }

  return {
    source: "cex",
    label: options.url ? "binance" : "demo",
    maxLatencyMs: 2000,
    open(pairs) {
      bySymbol.clear();
      for (const pair of pairs) if (pair.symbol) bySymbol.set(pair.symbol.toUpperCase(), pair);
      replay?.open(pairs);
    },
    start(emit, from) {
      stopped = false;
      if (options.url) return connect(options.url, emit, from);
      replay?.start((trades) => {
        const events = trades
          .map((t) => {
            const symbol = [...bySymbol.values()].find((p) => p.id === t.pairId)?.symbol ?? "";
            return toEvent(
              formatBinanceTrade({
                symbol,
                id: nextId++,
                time: t.time,
                price: t.price,
                amount: t.amount,
                side: t.side,
              }),
              from,
            );
          })
          .filter((e): e is TradeEvent => e !== undefined);
        if (events.length) emit(events);
      }, from);
    },
    stop() {
      stopped = true;
      replay?.stop();
      if (retry) clearTimeout(retry);
      socket?.close();
    },
    history: replay
      ? (pair, from, to) =>
          (replay.history?.(pair, from, to) ?? []).map((t) => ({ ...t, trader: "", txHash: "" }))
      : undefined,
  };
}
