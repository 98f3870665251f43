ALTER TABLE "pairs" ALTER COLUMN "token_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pairs" ADD COLUMN "symbol" text;--> statement-breakpoint
ALTER TABLE "pairs" ADD COLUMN "base_symbol" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pairs_source_symbol_uq" ON "pairs" USING btree ("source","symbol");