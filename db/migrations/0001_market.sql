CREATE TABLE "candles" (
	"pair_id" integer NOT NULL,
	"interval" smallint NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volume" numeric NOT NULL,
	"trades" integer NOT NULL,
	"first_at" bigint NOT NULL,
	"last_at" bigint NOT NULL,
	CONSTRAINT "candles_pair_id_interval_time_pk" PRIMARY KEY("pair_id","interval","time")
);
--> statement-breakpoint
CREATE TABLE "pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"quote_symbol" text NOT NULL,
	"dex" text NOT NULL,
	"source" text NOT NULL,
	"is_main" integer DEFAULT 1 NOT NULL,
	"ref_price" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"activity" double precision NOT NULL,
	"liquidity" double precision NOT NULL,
	"circulating" double precision NOT NULL,
	"total_supply" double precision NOT NULL,
	"history_from" timestamp with time zone,
	"persisted_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"pair_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"side" text NOT NULL,
	"price" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"value" numeric NOT NULL,
	"trader" text NOT NULL,
	"tx_hash" text NOT NULL,
	CONSTRAINT "trades_pair_id_seq_pk" PRIMARY KEY("pair_id","seq")
);
--> statement-breakpoint
ALTER TABLE "candles" ADD CONSTRAINT "candles_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pairs" ADD CONSTRAINT "pairs_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pairs_chain_address_uq" ON "pairs" USING btree ("chain_id",lower("address"));--> statement-breakpoint
CREATE INDEX "pairs_token_idx" ON "pairs" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "trades_time_idx" ON "trades" USING btree ("time");