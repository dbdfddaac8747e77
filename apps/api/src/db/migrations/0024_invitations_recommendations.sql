ALTER TABLE "order_nominated_companies" ADD COLUMN "attachments_downloaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_nominated_companies" ADD COLUMN "attachments_last_downloaded_at" timestamp with time zone;--> statement-breakpoint
-- Recommendations (spec 2.8, 7): one page read every matching work of every candidate company with its
-- investment's place (3-10 s at 1.4M participations, most of it visiting investments and computing
-- ll_to_earth). What a matching work needs of its investment (place as a point of the earth cube,
-- subsector, value) is kept on each participation, and the company's seat as a point on the company,
-- so that a page reads covering indexes and computes one cube distance per work near the place.
-- Not declared in the Drizzle schema (it has no cube type; the INCLUDE indexes cannot be expressed).
ALTER TABLE "investment_companies" ADD COLUMN IF NOT EXISTS "latitude" double precision;--> statement-breakpoint
ALTER TABLE "investment_companies" ADD COLUMN IF NOT EXISTS "longitude" double precision;--> statement-breakpoint
ALTER TABLE "investment_companies" ADD COLUMN IF NOT EXISTS "earth_point" cube;--> statement-breakpoint
ALTER TABLE "investment_companies" ADD COLUMN IF NOT EXISTS "subsector_id" integer;--> statement-breakpoint
ALTER TABLE "investment_companies" ADD COLUMN IF NOT EXISTS "investment_value_pln" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "earth_point" cube;--> statement-breakpoint
UPDATE investment_companies ic
   SET latitude = i.latitude, longitude = i.longitude, earth_point = ll_to_earth(i.latitude, i.longitude)::cube,
       subsector_id = i.subsector_id, investment_value_pln = i.value_pln
  FROM investments i
 WHERE i.id = ic.investment_id AND ic.earth_point IS NULL;--> statement-breakpoint
UPDATE companies SET earth_point = ll_to_earth(latitude, longitude)::cube
 WHERE latitude IS NOT NULL AND longitude IS NOT NULL AND earth_point IS NULL;--> statement-breakpoint
-- Kept in step by the database, like orders.province_id (0014): no write path can leave a stale copy.
CREATE OR REPLACE FUNCTION investment_companies_copy_investment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i.latitude, i.longitude, ll_to_earth(i.latitude, i.longitude)::cube, i.subsector_id, i.value_pln
    INTO NEW.latitude, NEW.longitude, NEW.earth_point, NEW.subsector_id, NEW.investment_value_pln
    FROM investments i WHERE i.id = NEW.investment_id;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS investment_companies_copy_investment ON investment_companies;--> statement-breakpoint
CREATE TRIGGER investment_companies_copy_investment
  BEFORE INSERT OR UPDATE OF investment_id, latitude, longitude, earth_point, subsector_id, investment_value_pln
  ON investment_companies FOR EACH ROW EXECUTE FUNCTION investment_companies_copy_investment();--> statement-breakpoint
CREATE OR REPLACE FUNCTION investments_sync_participations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- the participations' own trigger copies the investment's new values
  UPDATE investment_companies SET investment_id = NEW.id WHERE investment_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS investments_sync_participations ON investments;--> statement-breakpoint
CREATE TRIGGER investments_sync_participations AFTER UPDATE OF latitude, longitude, subsector_id, value_pln ON investments
  FOR EACH ROW WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.subsector_id IS DISTINCT FROM NEW.subsector_id OR OLD.value_pln IS DISTINCT FROM NEW.value_pln)
  EXECUTE FUNCTION investments_sync_participations();--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_set_earth_point() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.earth_point := CASE WHEN NEW.latitude IS NULL OR NEW.longitude IS NULL THEN NULL
                          ELSE ll_to_earth(NEW.latitude, NEW.longitude)::cube END;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS companies_set_earth_point ON companies;--> statement-breakpoint
CREATE TRIGGER companies_set_earth_point BEFORE INSERT OR UPDATE OF latitude, longitude, earth_point ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_set_earth_point();--> statement-breakpoint
-- Works near a place: an industry's participations by cells of a tenth of a degree of latitude, each
-- cell read as one range of longitude; the exact distance is tested on the index's own point (an
-- index-only scan: latitude is included because the planner wants the column behind the expression).
CREATE INDEX IF NOT EXISTS investment_companies_industry_place_idx
  ON investment_companies (industry_id, (floor(latitude * 10)::int), longitude)
  INCLUDE (latitude, earth_point, company_id, investment_id, is_supply, is_service, subsector_id, investment_value_pln);--> statement-breakpoint
-- Works of an industry by company: 'cała Polska', and the works of the companies of one page.
CREATE INDEX IF NOT EXISTS investment_companies_industry_company_idx ON investment_companies (industry_id, company_id, investment_id)
  INCLUDE (earth_point, is_supply, is_service, subsector_id, investment_value_pln);--> statement-breakpoint
-- Seats near a place, by the same cells of latitude and ranges of longitude.
CREATE INDEX IF NOT EXISTS companies_seat_idx ON companies ((floor(latitude * 10)::int), longitude)
  INCLUDE (latitude, earth_point, id) WHERE latitude IS NOT NULL;--> statement-breakpoint
-- The few deleted or deactivated companies, left out of every page.
CREATE INDEX IF NOT EXISTS companies_inactive_idx ON companies (id) WHERE deleted OR deactivated;--> statement-breakpoint
ANALYZE investment_companies;--> statement-breakpoint
ANALYZE companies;
