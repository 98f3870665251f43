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
  /** The on-chain transaction; empty for exchange trades, which have none. */
  txHash: string;
  /** The venue's own id for a trade without a transaction (exchange trades: the Binance trade id). */
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
