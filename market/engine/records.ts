import type { CandleRecord, TradeRecord } from "../../domain/market/store.ts";
import { priceText, usdText } from "../../lib/decimal.ts";
import type { CandleState } from "../aggregate/candles.ts";
import { type SequencedTrade, wireCandle } from "./pair-state.ts";

/** A trade as the trades table stores it. */
export function tradeRecord(t: SequencedTrade): TradeRecord {
  return {
    pair_id: t.pairId,
    seq: t.seq,
    time: t.time,
    side: t.side,
    price: priceText(t.price),
    amount: priceText(t.amount),
    value: usdText(t.value),
    trader: t.trader,
    tx_hash: t.txHash,
    trade_id: t.tradeId ?? null,
  };
}

/** A candle as the candles table stores it. */
export function candleRecord(pairId: number, interval: number, candle: CandleState): CandleRecord {
  const wire = wireCandle(candle);
  return {
    pair_id: pairId,
    interval,
    time: candle.time,
    open: wire.open,
    high: wire.high,
    low: wire.low,
    close: wire.close,
    volume: wire.volume,
    trades: candle.trades,
    first_at: candle.firstAt,
    last_at: candle.lastAt,
  };
}
