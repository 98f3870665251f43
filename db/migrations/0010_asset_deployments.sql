ALTER TABLE "asset_stats" ADD COLUMN "deployments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
UPDATE "asset_stats" s SET "deployments" = c.n
FROM (SELECT "asset_id", count(*)::int AS n FROM "tokens" WHERE "asset_id" IS NOT NULL GROUP BY "asset_id") c
WHERE c."asset_id" = s."asset_id";
