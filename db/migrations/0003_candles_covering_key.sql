-- The candle primary key carries the candle's figures, so reading a pair's candles for a time range is an
-- index-only scan over adjacent leaf pages instead of one heap page per candle (candles of all pairs are
-- written interleaved in time order, so a pair's day of 1-minute candles lies on ~1,440 different heap pages).
ALTER TABLE "candles" DROP CONSTRAINT "candles_pair_id_interval_time_pk";--> statement-breakpoint
ALTER TABLE "candles" ADD CONSTRAINT "candles_pair_id_interval_time_pk" PRIMARY KEY ("pair_id", "interval", "time") INCLUDE ("open", "high", "low", "close", "volume", "trades");
