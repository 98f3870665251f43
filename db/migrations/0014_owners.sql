CREATE TABLE "claim_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"message" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_descriptions" (
	"token_id" integer NOT NULL,
	"locale" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "project_descriptions_token_id_locale_pk" PRIMARY KEY("token_id","locale")
);
--> statement-breakpoint
CREATE TABLE "project_drafts" (
	"token_id" integer PRIMARY KEY NOT NULL,
	"logo" text,
	"logo_valid" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "project_faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"locale" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_tags" (
	"token_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	CONSTRAINT "project_tags_token_id_tag_id_pk" PRIMARY KEY("token_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "token_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"address" text,
	"chain_id" integer,
	"proven_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "claim_nonces" ADD CONSTRAINT "claim_nonces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_nonces" ADD CONSTRAINT "claim_nonces_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_descriptions" ADD CONSTRAINT "project_descriptions_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_drafts" ADD CONSTRAINT "project_drafts_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_drafts" ADD CONSTRAINT "project_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_faqs" ADD CONSTRAINT "project_faqs_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_links" ADD CONSTRAINT "project_links_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tags" ADD CONSTRAINT "project_tags_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tags" ADD CONSTRAINT "project_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_owners" ADD CONSTRAINT "token_owners_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_owners" ADD CONSTRAINT "token_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_owners" ADD CONSTRAINT "token_owners_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_nonces_expires_idx" ON "claim_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "project_faqs_token_idx" ON "project_faqs" USING btree ("token_id","position");--> statement-breakpoint
CREATE INDEX "project_links_token_idx" ON "project_links" USING btree ("token_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "token_owners_live_uq" ON "token_owners" USING btree ("token_id","user_id") WHERE "token_owners"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "token_owners_user_idx" ON "token_owners" USING btree ("user_id","token_id");