CREATE TABLE "asset_stats" (
	"asset_id" integer PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"price" numeric NOT NULL,
	"change_1h" double precision NOT NULL,
	"change_24h" double precision NOT NULL,
	"change_7d" double precision,
	"change_30d" double precision,
	"volume_24h" numeric NOT NULL,
	"trades_24h" integer DEFAULT 0 NOT NULL,
	"market_cap" numeric NOT NULL,
	"fdv" numeric,
	"circulating_supply" numeric,
	"total_supply" numeric,
	"liquidity" numeric NOT NULL,
	"holders" integer NOT NULL,
	"popularity" double precision NOT NULL,
	"ai_score" double precision NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "asset_stats_token_id_unique" UNIQUE("token_id")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"kind" text NOT NULL,
	"peg" text,
	"price_key" text NOT NULL,
	"primary_token_id" integer,
	"synthetic" boolean DEFAULT false NOT NULL,
	CONSTRAINT "assets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "token_stats" ALTER COLUMN "change_7d" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "token_stats" ADD COLUMN "change_30d" double precision;--> statement-breakpoint
ALTER TABLE "token_stats" ADD COLUMN "trades_24h" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "token_stats" ADD COLUMN "fdv" numeric;--> statement-breakpoint
ALTER TABLE "token_stats" ADD COLUMN "circulating_supply" numeric;--> statement-breakpoint
ALTER TABLE "token_stats" ADD COLUMN "total_supply" numeric;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "asset_id" integer;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "native" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pairs" ADD COLUMN "price_key" text;--> statement-breakpoint
ALTER TABLE "pairs" ADD COLUMN "volume_24h" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_stats" ADD CONSTRAINT "asset_stats_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_stats" ADD CONSTRAINT "asset_stats_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_primary_token_id_tokens_id_fk" FOREIGN KEY ("primary_token_id") REFERENCES "public"."tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_stats_popularity_idx" ON "asset_stats" USING btree ("popularity","token_id");--> statement-breakpoint
CREATE INDEX "asset_stats_change24h_idx" ON "asset_stats" USING btree ("change_24h","token_id");--> statement-breakpoint
CREATE INDEX "asset_stats_change1h_idx" ON "asset_stats" USING btree ("change_1h","token_id");--> statement-breakpoint
CREATE INDEX "asset_stats_change7d_idx" ON "asset_stats" USING btree ("change_7d","token_id");--> statement-breakpoint
CREATE INDEX "asset_stats_volume_idx" ON "asset_stats" USING btree ("volume_24h","token_id");--> statement-breakpoint
CREATE INDEX "asset_stats_mcap_idx" ON "asset_stats" USING btree ("market_cap","token_id");--> statement-breakpoint
CREATE INDEX "asset_stats_price_idx" ON "asset_stats" USING btree ("price","token_id");--> statement-breakpoint
CREATE INDEX "asset_stats_liquidity_idx" ON "asset_stats" USING btree ("liquidity","token_id");--> statement-breakpoint
CREATE INDEX "asset_stats_holders_idx" ON "asset_stats" USING btree ("holders","token_id");--> statement-breakpoint
CREATE INDEX "asset_stats_ai_idx" ON "asset_stats" USING btree ("ai_score","token_id");--> statement-breakpoint
CREATE INDEX "assets_price_key_idx" ON "assets" USING btree ("price_key");--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tokens_asset_idx" ON "tokens" USING btree ("asset_id","id");--> statement-breakpoint
-- Demo pairs of earlier versions priced every deployment on its own: drop them (their trades and candles go
-- with them) so the start-up rebuilds them on the asset model of docs/market-simulation.md.
DELETE FROM "pairs" WHERE "source" = 'demo';--> statement-breakpoint
-- Seeded entries have no audit history; they are the demo content.
UPDATE "content_entries" e SET "demo" = true WHERE NOT EXISTS (SELECT 1 FROM "content_audit" a WHERE a."entry_id" = e."id");
