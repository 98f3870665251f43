ALTER TABLE "trades" ALTER COLUMN "tx_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "trade_id" text;--> statement-breakpoint
UPDATE "trades" SET "tx_hash" = NULL WHERE "tx_hash" = '';--> statement-breakpoint
UPDATE "trades" t SET "trade_id" = 'demo:' || substr(t."tx_hash", 3, 8) || right(t."tx_hash", 8), "tx_hash" = NULL
FROM "pairs" p WHERE p."id" = t."pair_id" AND p."source" = 'demo' AND t."tx_hash" IS NOT NULL;
