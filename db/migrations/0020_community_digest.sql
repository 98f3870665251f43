CREATE TABLE "community_digests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"frequency" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_tracks" ADD COLUMN "noted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_digests" ADD CONSTRAINT "community_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_digests_due_idx" ON "community_digests" USING btree ("due_at");