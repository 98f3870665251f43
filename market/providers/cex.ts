import WebSocket from "ws";
import { reconnectDelay } from "../../lib/realtime/backoff.ts";
import type { Log } from "../../platform/log.ts";
import type { MarketProvider, PairRecord, TradeEvent } from "../types.ts";
import {
  formatBinanceTrade,
  type ParsedTrade,
  parseBinanceMessage,
  streamTimeUnit,
  type TimeUnit,
} from "./binance-format.ts";
import { createDemoProvider } from "./demo.ts";
import { RecentKeys } from "./recent-keys.ts";

export type CexOptions = {
  /**
   * A Binance-format stream (e.g. a combined `…/stream?streams=btcusdt@trade/ethusdt@aggTrade`, with
   * `&timeUnit=MICROSECOND` for µs times); unset replays locally.
   */
  url?: string;
  /** Seed of the local replay (the demo model's). */
  seed: number;
  /** How long a connection is used before a new one replaces it (Binance ends connections at 24 hours). */
  maxConnectionMs?: number;
  log?: Log;
};

/** Ten minutes before Binance's 24-hour mark, so the replacement has time to connect, with retries. */
const MAX_CONNECTION_MS = (23 * 60 + 50) * 60_000;
/**
 * Trade ids remembered per provider to drop the repeats of a connection switch, when both connections
 * deliver the same trades for a moment: far more than arrive in that moment, bounded however long it runs.
 */
const SEEN_TRADES = 10_000;
/** The largest frame accepted: a trade message is about 200 bytes, and ws would buffer up to 100 MiB. */
const MAX_FRAME_BYTES = 1 << 20;

/**
 * Exchange markets from Binance public trade streams (`trade` or `aggTrade`). Every message, live or
 * replayed, goes through the same parser; trades are matched to the configured markets by symbol. Without
 * a URL the provider replays recorded-format messages it builds from the demo model (and can then also
 * rebuild recent history).
 */
export function createCexProvider(options: CexOptions): MarketProvider {
  const log = options.log ?? (() => {});
  const bySymbol = new Map<string, PairRecord>();
  const symbolById = new Map<number, string>();
  const seen = new RecentKeys(SEEN_TRADES);
  const replay = options.url ? undefined : createDemoProvider({ seed: options.seed, inOrder: true });
  let follower: { stop(): void } | undefined;
  let nextId = 1;

  /** The trade for a configured market, once: a trade id already seen for the pair is a repeat. */
  const toEvent = (trade: ParsedTrade, from: number): TradeEvent | undefined => {
    const pair = bySymbol.get(trade.symbol);
    if (!pair || trade.time < from || !seen.add(`${pair.id}|${trade.tradeId}`)) return undefined;
    return {
      pairId: pair.id,
      time: trade.time,
      side: trade.side,
      price: trade.price,
      amount: trade.amount,
      value: trade.price * trade.amount,
      // An exchange trade has neither a trader address nor a transaction; its exchange id is kept apart.
      trader: "",
      txHash: null,
      tradeId: trade.tradeId,
    };
  };

  return {
    source: "cex",
    label: options.url ? "binance" : "demo",
    maxLatencyMs: 2000,
    open(pairs) {
      bySymbol.clear();
      symbolById.clear();
      for (const pair of pairs) {
        if (!pair.symbol) continue;
        bySymbol.set(pair.symbol.toUpperCase(), pair);
        symbolById.set(pair.id, pair.symbol.toUpperCase());
      }
      replay?.open(pairs);
    },
    start(emit, from) {
      seen.clear();
      if (options.url) {
        follower = followStream({
          url: options.url,
          maxConnectionMs: options.maxConnectionMs ?? MAX_CONNECTION_MS,
          log,
          onTrade(trade) {
            const event = toEvent(trade, from);
            if (event) emit([event]);
          },
        });
        return;
      }
      replay?.start((trades) => {
        const events: TradeEvent[] = [];
        for (const t of trades) {
          const message = parseBinanceMessage(
            formatBinanceTrade({
              symbol: symbolById.get(t.pairId) ?? "",
              id: nextId++,
              time: t.time,
              price: t.price,
              amount: t.amount,
              side: t.side,
            }),
          );
          const event = message?.kind === "trade" ? toEvent(message, from) : undefined;
          if (event) events.push(event);
        }
        if (events.length) emit(events);
      }, from);
    },
    stop() {
      follower?.stop();
      follower = undefined;
      replay?.stop();
    },
    history: replay
      ? (pair, from, to) =>
          (replay.history?.(pair, from, to) ?? []).map((t) => ({ ...t, trader: "", txHash: null }))
      : undefined,
    priceAt: replay?.priceAt,
  };
}

type Connection = {
  socket: WebSocket;
  number: number;
  ignored: number;
  lifetime?: ReturnType<typeof setTimeout>;
};

/**
 * Follows a Binance stream over a sequence of connections. One connection is live; it is replaced when it
 * drops (after a backoff with jitter, capped at 30 s), when it reaches `maxConnectionMs`, or when the server
 * announces its shutdown. A replacement is opened before the connection it replaces is closed: the old one
 * keeps delivering until the new one delivers its first trade, so no trade falls between them (the
 * provider drops the ones both deliver). Pings are answered by ws itself with a pong carrying the same
 * payload, as Binance requires. Nothing a server sends can make this throw or stop. See
 * docs/decisions/008-market-engine.md.
 */
function followStream(options: {
  url: string;
  maxConnectionMs: number;
  log: Log;
  onTrade: (trade: ParsedTrade) => void;
}): { stop(): void } {
  const { url, log } = options;
  const timeUnit: TimeUnit = streamTimeUnit(url);
  const connections = new Set<Connection>();
  let live: Connection | undefined;
  let pending: Connection | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /**
   * Attempts since a live connection last delivered a trade (not since one opened), so a server that
   * accepts connections and then sends nothing useful is backed off too.
   */
  let attempt = 0;
  let opened = 0;
  let stopped = false;

  /** Opens a replacement after the backoff delay, unless one is already on its way. */
  function schedule(reason: string) {
    if (stopped || retry || pending) return;
    const delay = reconnectDelay(attempt++, Math.random);
    log({ url, reason, delayMs: Math.round(delay) }, "exchange stream reconnecting", "warn");
    retry = setTimeout(() => {
      retry = undefined;
      connect();
    }, delay);
  }

  /** Closes the replaced connections: all but the live one, the one connecting and `keep`. */
  function retire(keep?: Connection) {
    for (const connection of connections) {
      if (connection === live || connection === pending || connection === keep) continue;
      clearTimeout(connection.lifetime);
      connection.socket.close(1000, "replaced");
    }
  }

  function connect() {
    const connection: Connection = {
      socket: new WebSocket(url, { maxPayload: MAX_FRAME_BYTES }),
      number: ++opened,
      ignored: 0,
    };
    const { socket, number } = connection;
    connections.add(connection);
    pending = connection;
    log({ url, connection: number }, "exchange stream connecting");

    socket.on("open", () => {
      // The newest other connection (the set keeps opening order) is the one delivering until this one
      // does; it stays open beside this one, and any older ones go now.
      const previous = [...connections].findLast((other) => other !== connection);
      clearTimeout(previous?.lifetime);
      pending = undefined;
      live = connection;
      retire(previous);
      connection.lifetime = setTimeout(() => schedule("connection limit"), options.maxConnectionMs);
      log({ url, connection: number, replacing: previous?.number }, "exchange stream connected");
    });
    socket.on("message", (data, isBinary) => {
      const message = parseBinanceMessage(isBinary ? data : data.toString(), { timeUnit });
      if (!message) {
        connection.ignored += 1;
      } else if (message.kind === "serverShutdown") {
        if (connection === live) schedule("server shutdown");
      } else {
        if (connection === live) {
          attempt = 0;
          if (connections.size > 1) retire();
        }
        options.onTrade(message);
      }
    });
    socket.on("error", (error) =>
      log({ url, connection: number, err: error.message }, "exchange stream error", "warn"),
    );
    socket.on("close", (code) => {
      clearTimeout(connection.lifetime);
      connections.delete(connection);
      const current = connection === live || connection === pending;
      if (connection === live) live = undefined;
      if (connection === pending) pending = undefined;
      log({ url, connection: number, code, ignored: connection.ignored }, "exchange stream closed");
      if (current) schedule("closed");
    });
  }

  connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      for (const connection of connections) {
        clearTimeout(connection.lifetime);
        connection.socket.close(1000, "stopped");
      }
    },
  };
}
