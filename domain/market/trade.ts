/** One trade as a source reports it. Prices are USD per base token; value is USD. */
export type TradeEvent = {
  pairId: number;
  /** Unix ms, UTC. */
  time: number;
  side: "buy" | "sell";
  price: number;
  amount: number;
  value: number;
  trader: string;
  /** The on-chain transaction; null for a trade that has none (exchange trades, simulated trades). */
  txHash: string | null;
  /**
   * The source's own id for a trade without a transaction: the exchange's (`trade:<id>` or `aggTrade:<id>`,
   * by the Binance stream it came from) or the demo model's (`demo:<16 hex digits>`).
   */
  tradeId?: string;
  /**
   * The trade's place in its pair's order when the provider knows it (on-chain: block number and log index),
   * stored as the trade's key; without it the engine numbers trades by time.
   */
  seq?: number;
};

/** A candle's figures in numbers: bucket start (Unix ms), prices, USD volume and trade count. */
export type CandleFigures = {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  trades: number;
};
