/** What an engine has done since it was created; benches and tests read it. */
export type EngineCounters = {
  trades: number;
  publications: number;
  flushes: number;
  warmupMs: number;
  /** Trades never stored: the oldest, once MAX_UNFLUSHED_TRADES waited for the database. */
  droppedTrades: number;
};
