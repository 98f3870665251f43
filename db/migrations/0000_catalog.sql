CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "chains" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"native_symbol" text NOT NULL,
	"native_decimals" integer NOT NULL,
	"explorer_name" text,
	"explorer_url" text,
	"testnet" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chains_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_descriptions" (
	"token_id" integer NOT NULL,
	"locale" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "token_descriptions_token_id_locale_pk" PRIMARY KEY("token_id","locale")
);
--> statement-breakpoint
CREATE TABLE "token_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"locale" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_stats" (
	"token_id" integer PRIMARY KEY NOT NULL,
	"price" numeric NOT NULL,
	"change_1h" double precision NOT NULL,
	"change_24h" double precision NOT NULL,
	"change_7d" double precision NOT NULL,
	"volume_24h" numeric NOT NULL,
	"market_cap" numeric NOT NULL,
	"liquidity" numeric NOT NULL,
	"holders" integer NOT NULL,
	"popularity" double precision NOT NULL,
	"ai_score" double precision NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_tags" (
	"token_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "token_tags_token_id_tag_id_pk" PRIMARY KEY("token_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"decimals" integer NOT NULL,
	"logo" text,
	"token_image" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"authorized" boolean DEFAULT false NOT NULL,
	"authorized_at" timestamp with time zone,
	"listed_at" timestamp with time zone NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tokens_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "token_descriptions" ADD CONSTRAINT "token_descriptions_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_faqs" ADD CONSTRAINT "token_faqs_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_stats" ADD CONSTRAINT "token_stats_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_tags" ADD CONSTRAINT "token_tags_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_tags" ADD CONSTRAINT "token_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_chain_id_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_type_slug_uq" ON "tags" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "token_faqs_token_idx" ON "token_faqs" USING btree ("token_id","locale","position");--> statement-breakpoint
CREATE INDEX "token_stats_popularity_idx" ON "token_stats" USING btree ("popularity","token_id");--> statement-breakpoint
CREATE INDEX "token_stats_change24h_idx" ON "token_stats" USING btree ("change_24h","token_id");--> statement-breakpoint
CREATE INDEX "token_stats_change1h_idx" ON "token_stats" USING btree ("change_1h","token_id");--> statement-breakpoint
CREATE INDEX "token_stats_change7d_idx" ON "token_stats" USING btree ("change_7d","token_id");--> statement-breakpoint
CREATE INDEX "token_stats_volume_idx" ON "token_stats" USING btree ("volume_24h","token_id");--> statement-breakpoint
CREATE INDEX "token_stats_mcap_idx" ON "token_stats" USING btree ("market_cap","token_id");--> statement-breakpoint
CREATE INDEX "token_stats_price_idx" ON "token_stats" USING btree ("price","token_id");--> statement-breakpoint
CREATE INDEX "token_stats_liquidity_idx" ON "token_stats" USING btree ("liquidity","token_id");--> statement-breakpoint
CREATE INDEX "token_stats_holders_idx" ON "token_stats" USING btree ("holders","token_id");--> statement-breakpoint
CREATE INDEX "token_stats_ai_idx" ON "token_stats" USING btree ("ai_score","token_id");--> statement-breakpoint
CREATE INDEX "token_tags_tag_idx" ON "token_tags" USING btree ("tag_id","token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_chain_address_uq" ON "tokens" USING btree ("chain_id",lower("address"));--> statement-breakpoint
CREATE INDEX "tokens_address_lower_idx" ON "tokens" USING btree (lower("address"));--> statement-breakpoint
CREATE INDEX "tokens_listed_idx" ON "tokens" USING btree ("listed_at","id");--> statement-breakpoint
CREATE INDEX "tokens_authorized_idx" ON "tokens" USING btree ("authorized_at","id") WHERE "tokens"."authorized";--> statement-breakpoint
CREATE INDEX "tokens_chain_idx" ON "tokens" USING btree ("chain_id","id");--> statement-breakpoint
CREATE INDEX "tokens_name_trgm_idx" ON "tokens" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tokens_symbol_trgm_idx" ON "tokens" USING gin (lower("symbol") gin_trgm_ops);