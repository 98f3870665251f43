CREATE TABLE "website_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"host" text NOT NULL,
	"code" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"found_by" text,
	"checked_at" timestamp with time zone,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
ALTER TABLE "token_owners" ADD COLUMN "control" text;--> statement-breakpoint
ALTER TABLE "token_owners" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "website_claims" ADD CONSTRAINT "website_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_claims" ADD CONSTRAINT "website_claims_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_claims" ADD CONSTRAINT "website_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_claims_live_uq" ON "website_claims" USING btree ("user_id","token_id") WHERE "website_claims"."state" in ('open', 'waiting');--> statement-breakpoint
CREATE INDEX "website_claims_state_idx" ON "website_claims" USING btree ("state","checked_at");