CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"locale" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"published_at" timestamp with time zone,
	"cover_id" text,
	"token_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"entry_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"plain" text NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_entry_id_locale_pk" PRIMARY KEY("entry_id","locale")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_audit" ADD CONSTRAINT "content_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_audit_entry_idx" ON "content_audit" USING btree ("entry_id","at");--> statement-breakpoint
CREATE INDEX "content_audit_at_idx" ON "content_audit" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_kind_slug_uq" ON "content_entries" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_entries_published_idx" ON "content_entries" USING btree ("kind","published_at","id");--> statement-breakpoint
CREATE INDEX "content_versions_title_trgm_idx" ON "content_versions" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_versions_plain_trgm_idx" ON "content_versions" USING gin (lower("plain") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tokens_symbol_prefix_idx" ON "tokens" USING btree (lower("symbol") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tokens_name_prefix_idx" ON "tokens" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tokens_real_name_trgm_idx" ON "tokens" USING gin (lower("name") gin_trgm_ops) WHERE not "tokens"."synthetic";