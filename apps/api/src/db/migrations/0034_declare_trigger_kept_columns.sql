-- No change to the database: the columns kept by triggers (migration 0024, the recommendation finder) are
-- declared in the Drizzle schema now, and this records them in its snapshot. Every database has them.
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "earth_point" "cube";--> statement-breakpoint
ALTER TABLE "investment_companies" ADD COLUMN IF NOT EXISTS "latitude" double precision;--> statement-breakpoint
ALTER TABLE "investment_companies" ADD COLUMN IF NOT EXISTS "longitude" double precision;--> statement-breakpoint
ALTER TABLE "investment_companies" ADD COLUMN IF NOT EXISTS "earth_point" "cube";--> statement-breakpoint
ALTER TABLE "investment_companies" ADD COLUMN IF NOT EXISTS "subsector_id" integer;--> statement-breakpoint
ALTER TABLE "investment_companies" ADD COLUMN IF NOT EXISTS "investment_value_pln" bigint;
