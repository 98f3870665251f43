CREATE TABLE "owner_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"invited_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_as" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer
);
--> statement-breakpoint
ALTER TABLE "token_owners" ADD COLUMN "invited_by" integer;--> statement-breakpoint
ALTER TABLE "owner_invitations" ADD CONSTRAINT "owner_invitations_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_invitations" ADD CONSTRAINT "owner_invitations_invited_by_token_owners_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."token_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_invitations" ADD CONSTRAINT "owner_invitations_accepted_as_token_owners_id_fk" FOREIGN KEY ("accepted_as") REFERENCES "public"."token_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_invitations" ADD CONSTRAINT "owner_invitations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_invitations_code_uq" ON "owner_invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "owner_invitations_token_idx" ON "owner_invitations" USING btree ("token_id");--> statement-breakpoint
ALTER TABLE "token_owners" ADD CONSTRAINT "token_owners_invited_by_token_owners_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."token_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_owners_invited_by_idx" ON "token_owners" USING btree ("invited_by");