ALTER TABLE "assets" ADD COLUMN "circulating_supply" numeric;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "total_supply" numeric;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "facts_source" text;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "facts_updated_at" timestamp with time zone;