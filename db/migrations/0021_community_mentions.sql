CREATE TABLE "community_mentions" (
	"post_id" integer NOT NULL,
	"answer_id" integer,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_mentions_once_uq" UNIQUE NULLS NOT DISTINCT("post_id","answer_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "community_mentions" ADD CONSTRAINT "community_mentions_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_mentions" ADD CONSTRAINT "community_mentions_answer_id_community_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."community_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_mentions" ADD CONSTRAINT "community_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_mentions_user_idx" ON "community_mentions" USING btree ("user_id");