-- The map's pins merged per investment and status (spec 2.10): a voivodeship's bbox read ~56,000 rows of
-- order_map_investment_counts and grouped them per investment (a hash of ~40 ms) before the grid; one row
-- per investment and status needs no grouping for one status (the list's default). Kept by order_map_add()
-- from the counts it has just written. Design and figures: modules/orders-map/README.md.
-- Writers wait while the tables are made again, so that no order is missed.
LOCK TABLE orders, investments IN SHARE MODE;--> statement-breakpoint
CREATE TABLE "order_map_investment_pins" (
	"investment_id" integer NOT NULL,
	"status" text NOT NULL,
	"province_id" smallint NOT NULL,
	"public_orders" integer NOT NULL,
	"industry_only_orders" integer NOT NULL,
	"industry_only_sets" integer NOT NULL,
	"industry_only_industries" integer[] NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	CONSTRAINT "order_map_investment_pins_pk" PRIMARY KEY("investment_id","status")
);
--> statement-breakpoint
ALTER TABLE "order_map_investment_pins" ADD CONSTRAINT "order_map_investment_pins_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The union of the industry-only sets of an investment and status (order_map_distinct of the concatenation).
CREATE AGGREGATE order_map_concat(int[]) (SFUNC = array_cat, STYPE = int[], INITCOND = '{}');--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_map_distinct(ids int[]) RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT coalesce(array_agg(DISTINCT e ORDER BY e), '{}') FROM unnest(ids) e $$;--> statement-breakpoint
-- The pins of the pairs (ids[k], statuses[k]) merged again from their counts; a pair without counts goes.
CREATE OR REPLACE FUNCTION order_map_merge_pins(ids int[], statuses text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_map_investment_pins AS p (investment_id, status, province_id, public_orders, industry_only_orders,
         industry_only_sets, industry_only_industries, longitude, latitude)
  SELECT c.investment_id, c.status, max(c.province_id),
         coalesce(sum(c.orders) FILTER (WHERE NOT c.industry_only), 0),
         coalesce(sum(c.orders) FILTER (WHERE c.industry_only), 0),
         count(*) FILTER (WHERE c.industry_only),
         order_map_distinct(order_map_concat(c.industries)),
         max(c.longitude), max(c.latitude)
    FROM (SELECT DISTINCT k.investment_id, k.status FROM unnest(ids, statuses) AS k(investment_id, status)) k
    JOIN order_map_investment_counts c ON c.investment_id = k.investment_id AND c.status = k.status
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (investment_id, status) DO UPDATE SET province_id = excluded.province_id,
     public_orders = excluded.public_orders, industry_only_orders = excluded.industry_only_orders,
     industry_only_sets = excluded.industry_only_sets, industry_only_industries = excluded.industry_only_industries,
     longitude = excluded.longitude, latitude = excluded.latitude;
  DELETE FROM order_map_investment_pins p USING unnest(ids, statuses) AS k(investment_id, status)
   WHERE p.investment_id = k.investment_id AND p.status = k.status
     AND NOT EXISTS (SELECT 1 FROM order_map_investment_counts c WHERE c.investment_id = p.investment_id AND c.status = p.status);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_map_add(delta jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM investments
   WHERE id IN (SELECT (e->>'investment_id')::int FROM jsonb_array_elements(delta) e) ORDER BY id FOR SHARE;
  INSERT INTO order_map_investment_counts AS c
         (investment_id, province_id, status, industry_only, industries, orders, longitude, latitude)
  SELECT d.investment_id, d.province_id, d.status, d.industry_only, d.industries, sum(d.n), i.longitude, i.latitude
    FROM jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
    JOIN investments i ON i.id = d.investment_id
   GROUP BY 1, 2, 3, 4, 5, i.id HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (investment_id, province_id, status, industry_only, industries)
  DO UPDATE SET orders = c.orders + excluded.orders;
  INSERT INTO order_map_province_counts AS c (province_id, status, industry_only, industries, orders)
  SELECT d.province_id, d.status, d.industry_only, d.industries, sum(d.n)
    FROM jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
   GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (province_id, status, industry_only, industries) DO UPDATE SET orders = c.orders + excluded.orders;
  INSERT INTO order_map_province_industry_counts AS c (province_id, status, industry_only, industry_ids, orders)
  SELECT d.province_id, d.status, d.industry_only, d.industry_ids, sum(d.n)
    FROM jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
   GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (province_id, status, industry_only, industry_ids) DO UPDATE SET orders = c.orders + excluded.orders;
  DELETE FROM order_map_investment_counts c USING jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
   WHERE c.investment_id = d.investment_id AND c.province_id = d.province_id AND c.status = d.status
     AND c.industry_only = d.industry_only AND c.industries = d.industries AND c.orders = 0;
  DELETE FROM order_map_province_counts c USING jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
   WHERE c.province_id = d.province_id AND c.status = d.status AND c.industry_only = d.industry_only
     AND c.industries = d.industries AND c.orders = 0;
  DELETE FROM order_map_province_industry_counts c USING jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
   WHERE c.province_id = d.province_id AND c.status = d.status AND c.industry_only = d.industry_only
     AND c.industry_ids = d.industry_ids AND c.orders = 0;
  PERFORM order_map_merge_pins(array_agg(d.investment_id), array_agg(d.status))
     FROM jsonb_to_recordset(delta) AS d(investment_id int, status text);
END $$;--> statement-breakpoint
-- Every kept table made again from the orders, the clock set to now (as migration 0023 first made them):
-- this migration, and a bulk load that ran without the orders' triggers (the benchmark data set).
CREATE OR REPLACE FUNCTION order_map_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_map_investment_pins;
  DELETE FROM order_map_investment_counts;
  DELETE FROM order_map_province_counts;
  DELETE FROM order_map_province_industry_counts;
  UPDATE order_map_clock SET released_until = now() WHERE id = 1;
  INSERT INTO order_map_investment_counts
         (investment_id, province_id, status, industry_only, industries, orders, longitude, latitude)
  SELECT i.id, coalesce(o.province_id, 0), order_map_status(o.status, o.publish_at, k.released_until),
         o.visible_to_industry_users_only, order_map_industries(o.visible_to_industry_users_only, o.industry_ids),
         count(*)::int, i.longitude, i.latitude
    FROM orders o JOIN investments i ON i.id = o.investment_id CROSS JOIN order_map_clock k
   WHERE NOT o.removed
   GROUP BY i.id, 2, 3, 4, 5;
  INSERT INTO order_map_province_counts (province_id, status, industry_only, industries, orders)
  SELECT province_id, status, industry_only, industries, sum(orders)::int FROM order_map_investment_counts GROUP BY 1, 2, 3, 4;
  INSERT INTO order_map_province_industry_counts (province_id, status, industry_only, industry_ids, orders)
  SELECT coalesce(o.province_id, 0), order_map_status(o.status, o.publish_at, k.released_until),
         o.visible_to_industry_users_only, o.industry_ids, count(*)::int
    FROM orders o CROSS JOIN order_map_clock k
   WHERE NOT o.removed
   GROUP BY 1, 2, 3, 4;
  PERFORM order_map_merge_pins(array_agg(investment_id), array_agg(status))
     FROM (SELECT DISTINCT investment_id, status FROM order_map_investment_counts) k;
END $$;--> statement-breakpoint
SELECT order_map_rebuild();--> statement-breakpoint
-- An investment moved: the pins' coordinates follow too.
CREATE OR REPLACE FUNCTION investments_map_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.longitude, OLD.latitude) IS DISTINCT FROM (NEW.longitude, NEW.latitude) THEN
    UPDATE order_map_investment_counts SET longitude = NEW.longitude, latitude = NEW.latitude
     WHERE investment_id = NEW.id;
    UPDATE order_map_investment_pins SET longitude = NEW.longitude, latitude = NEW.latitude
     WHERE investment_id = NEW.id;
  END IF;
  PERFORM pg_notify('orders_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
-- A bbox of one status read from the index alone, one latitude range per quarter degree of longitude (as
-- migration 0026's index on the counts, which the pins no longer read: dropped, one index less per write).
CREATE INDEX "order_map_investment_pins_band_idx" ON "order_map_investment_pins"
  USING btree ("status", (floor("longitude" * 4)), "latitude")
  INCLUDE ("longitude", "investment_id", "province_id", "public_orders", "industry_only_orders", "industry_only_sets",
           "industry_only_industries");--> statement-breakpoint
DROP INDEX IF EXISTS "order_map_investment_counts_band_idx";--> statement-breakpoint
ANALYZE order_map_investment_pins;--> statement-breakpoint
ANALYZE order_map_investment_counts;
