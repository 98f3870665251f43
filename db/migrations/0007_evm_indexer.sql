CREATE TABLE "evm_blocks" (
	"chain_id" integer NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	"time" bigint NOT NULL,
	CONSTRAINT "evm_blocks_chain_id_number_pk" PRIMARY KEY("chain_id","number")
);
--> statement-breakpoint
CREATE TABLE "evm_pools" (
	"pair_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"quote_token_id" integer NOT NULL,
	"reserve0" numeric,
	"reserve1" numeric,
	"sqrt_price_x96" numeric
);
--> statement-breakpoint
ALTER TABLE "evm_pools" ADD CONSTRAINT "evm_pools_pair_id_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evm_pools" ADD CONSTRAINT "evm_pools_quote_token_id_tokens_id_fk" FOREIGN KEY ("quote_token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;