CREATE TABLE "community_tracks" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"unseen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "community_tracks_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "community_tracks" ADD CONSTRAINT "community_tracks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_tracks" ADD CONSTRAINT "community_tracks_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_tracks" ADD CONSTRAINT "community_tracks_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_tracks_post_idx" ON "community_tracks" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "community_tracks_user_community_idx" ON "community_tracks" USING btree ("user_id","community_id");