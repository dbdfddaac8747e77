-- The order map's counts kept by the database (spec 2.10): a cold voivodeship count read every released
-- order (1.1-1.8 s at 1M orders) and a voivodeship's pins 2.5-3.4 s. Statement triggers on orders add and
-- subtract each write's rows in the same transaction; the map reads these tables (a few hundred rows for
-- the counts, one index range for a bbox). Design and figures: modules/orders-map/README.md.
-- Writers wait while the counts are made, so that no order is missed between the backfill and the triggers.
LOCK TABLE orders IN SHARE MODE;--> statement-breakpoint
CREATE TABLE "order_map_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"released_until" timestamp with time zone NOT NULL,
	CONSTRAINT "order_map_clock_one_row" CHECK ("order_map_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "order_map_investment_counts" (
	"investment_id" integer NOT NULL,
	"province_id" smallint NOT NULL,
	"status" text NOT NULL,
	"industry_only" boolean NOT NULL,
	"industries" integer[] NOT NULL,
	"orders" integer NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	CONSTRAINT "order_map_investment_counts_pk" PRIMARY KEY("investment_id","province_id","status","industry_only","industries")
);
--> statement-breakpoint
CREATE TABLE "order_map_province_counts" (
	"province_id" smallint NOT NULL,
	"status" text NOT NULL,
	"industry_only" boolean NOT NULL,
	"industries" integer[] NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_map_province_counts_pk" PRIMARY KEY("province_id","status","industry_only","industries")
);
--> statement-breakpoint
CREATE TABLE "order_map_province_industry_counts" (
	"province_id" smallint NOT NULL,
	"status" text NOT NULL,
	"industry_only" boolean NOT NULL,
	"industry_ids" integer[] NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_map_province_industry_counts_pk" PRIMARY KEY("province_id","status","industry_only","industry_ids")
);
--> statement-breakpoint
ALTER TABLE "order_map_investment_counts" ADD CONSTRAINT "order_map_investment_counts_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A bbox of a status read from the index alone (an index-only range scan, the caller's visibility tested
-- on the included columns).
CREATE INDEX "order_map_investment_counts_bbox_idx" ON "order_map_investment_counts"
  USING btree ("status", "latitude", "longitude") INCLUDE ("investment_id", "orders", "industry_only", "industries");--> statement-breakpoint
-- PLANNED orders published since the clock: corrected at read time, and moved by order_map_advance().
CREATE INDEX "orders_map_planned_idx" ON "orders" USING btree ("publish_at")
  INCLUDE ("investment_id", "province_id", "visible_to_industry_users_only") WHERE status = 'PLANNED' AND NOT removed;--> statement-breakpoint
-- A caller outside staff also sees the orders visible to industry users only of their company or that they
-- created, whatever the industries: those outside the caller's industries are counted live, from these.
CREATE INDEX "orders_industry_only_company_idx" ON "orders" USING btree ("company_id")
  WHERE visible_to_industry_users_only AND NOT removed;--> statement-breakpoint
CREATE INDEX "orders_industry_only_creator_idx" ON "orders" USING btree ("created_by_user_id")
  WHERE visible_to_industry_users_only AND NOT removed;--> statement-breakpoint
-- The status under which the counts keep an order: a PLANNED one published by the clock's time is RELEASED.
CREATE OR REPLACE FUNCTION order_map_status(status text, publish_at timestamptz, released_until timestamptz)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT CASE WHEN status = 'PLANNED' AND publish_at <= released_until THEN 'RELEASED' ELSE status END $$;--> statement-breakpoint
-- The industries under which the counts keep an order: its own when it is visible to industry users only,
-- none for the others (all of them in one row per investment, status and province).
CREATE OR REPLACE FUNCTION order_map_industries(industry_only boolean, industry_ids int[])
  RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT CASE WHEN industry_only THEN industry_ids ELSE '{}'::int[] END $$;--> statement-breakpoint
-- Adds a delta [{investment_id, province_id, status, industry_only, industries, industry_ids, n}] (grouped by
-- those keys) to the three tables. Every writer locks in one order: the investments (FOR SHARE: a move of
-- the investment waits for this transaction, or this one copies the moved coordinates), then each table's
-- rows in key order (no deadlock between writers); rows down to 0 go.
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
END $$;--> statement-breakpoint
-- One function for the three statement triggers (a trigger with transition tables has one event). The clock
-- is read FOR KEY SHARE: order_map_advance() cannot move it between this count and the commit.
CREATE OR REPLACE FUNCTION orders_map_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w timestamptz;
  delta jsonb;
BEGIN
  SELECT released_until INTO w FROM order_map_clock WHERE id = 1 FOR KEY SHARE;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT investment_id, coalesce(province_id, 0) AS province_id, order_map_status(status, publish_at, w) AS status,
             visible_to_industry_users_only AS industry_only, order_map_industries(visible_to_industry_users_only, industry_ids) AS industries, industry_ids, count(*)::int AS n
        FROM new_rows WHERE NOT removed GROUP BY 1, 2, 3, 4, 5, 6) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT investment_id, coalesce(province_id, 0) AS province_id, order_map_status(status, publish_at, w) AS status,
             visible_to_industry_users_only AS industry_only, order_map_industries(visible_to_industry_users_only, industry_ids) AS industries, industry_ids, -count(*)::int AS n
        FROM old_rows WHERE NOT removed GROUP BY 1, 2, 3, 4, 5, 6) d;
  ELSE
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT investment_id, province_id, status, industry_only, industries, industry_ids, sum(n)::int AS n FROM (
        SELECT investment_id, coalesce(province_id, 0) AS province_id, order_map_status(status, publish_at, w) AS status,
               visible_to_industry_users_only AS industry_only,
               order_map_industries(visible_to_industry_users_only, industry_ids) AS industries, industry_ids, -1 AS n
          FROM old_rows WHERE NOT removed
        UNION ALL
        SELECT investment_id, coalesce(province_id, 0), order_map_status(status, publish_at, w),
               visible_to_industry_users_only, order_map_industries(visible_to_industry_users_only, industry_ids),
               industry_ids, 1
          FROM new_rows WHERE NOT removed) c
       GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0) d;
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM order_map_add(delta);
  END IF;
  -- delivered at commit to the API instances listening (modules/orders/order-changes.ts): the caches
  -- built from many orders move to a new generation, whoever wrote (the API, an import, plain SQL)
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM pg_notify('orders_changed', ''); END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM pg_notify('orders_changed', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Moves the clock to `upto`: the PLANNED orders published in between go from PLANNED to RELEASED in the
-- counts. Called by the map's reads when the clock is a minute old; it gives way (false) rather than wait
-- for a writer holding the clock or an investment.
CREATE OR REPLACE FUNCTION order_map_advance(upto timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  w timestamptz;
  delta jsonb;
BEGIN
  PERFORM set_config('lock_timeout', '100ms', true);
  SELECT released_until INTO w FROM order_map_clock WHERE id = 1 FOR UPDATE SKIP LOCKED;
  IF NOT FOUND OR upto <= w THEN
    RETURN false;
  END IF;
  SELECT jsonb_agg(d) INTO delta FROM (
    SELECT o.investment_id, coalesce(o.province_id, 0) AS province_id, s.status,
           o.visible_to_industry_users_only AS industry_only,
           order_map_industries(o.visible_to_industry_users_only, o.industry_ids) AS industries, o.industry_ids,
           s.sign * count(*)::int AS n
      FROM orders o CROSS JOIN (VALUES ('PLANNED', -1), ('RELEASED', 1)) AS s(status, sign)
     WHERE o.status = 'PLANNED' AND NOT o.removed AND o.publish_at > w AND o.publish_at <= upto
     GROUP BY 1, 2, 3, 4, 5, 6, s.sign) d;
  IF delta IS NOT NULL THEN
    PERFORM order_map_add(delta);
  END IF;
  UPDATE order_map_clock SET released_until = upto WHERE id = 1;
  RETURN true;
EXCEPTION WHEN lock_not_available OR deadlock_detected THEN
  RETURN false;
END $$;--> statement-breakpoint
INSERT INTO order_map_clock (id, released_until) VALUES (1, now());--> statement-breakpoint
INSERT INTO order_map_investment_counts
       (investment_id, province_id, status, industry_only, industries, orders, longitude, latitude)
SELECT i.id, coalesce(o.province_id, 0), order_map_status(o.status, o.publish_at, k.released_until),
       o.visible_to_industry_users_only, order_map_industries(o.visible_to_industry_users_only, o.industry_ids),
       count(*)::int, i.longitude, i.latitude
  FROM orders o JOIN investments i ON i.id = o.investment_id CROSS JOIN order_map_clock k
 WHERE NOT o.removed
 GROUP BY i.id, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO order_map_province_counts (province_id, status, industry_only, industries, orders)
SELECT province_id, status, industry_only, industries, sum(orders)::int FROM order_map_investment_counts GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO order_map_province_industry_counts (province_id, status, industry_only, industry_ids, orders)
SELECT coalesce(o.province_id, 0), order_map_status(o.status, o.publish_at, k.released_until),
       o.visible_to_industry_users_only, o.industry_ids, count(*)::int
  FROM orders o CROSS JOIN order_map_clock k
 WHERE NOT o.removed
 GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER orders_map_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_map_counts();--> statement-breakpoint
CREATE TRIGGER orders_map_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_map_counts();--> statement-breakpoint
CREATE TRIGGER orders_map_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_map_counts();--> statement-breakpoint
-- An investment edit the map shows or filters on: the copied coordinates follow (its province reaches the
-- counts through orders.province_id, migration 0014), and the map's caches move to a new generation.
CREATE OR REPLACE FUNCTION investments_map_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.longitude, OLD.latitude) IS DISTINCT FROM (NEW.longitude, NEW.latitude) THEN
    UPDATE order_map_investment_counts SET longitude = NEW.longitude, latitude = NEW.latitude
     WHERE investment_id = NEW.id;
  END IF;
  PERFORM pg_notify('orders_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER investments_map_changed AFTER UPDATE ON investments FOR EACH ROW
  WHEN ((OLD.name, OLD.sector_id, OLD.subsector_id, OLD.stage_id, OLD.character, OLD.location_id,
         OLD.road_end_location_id, OLD.province_id, OLD.longitude, OLD.latitude)
        IS DISTINCT FROM (NEW.name, NEW.sector_id, NEW.subsector_id, NEW.stage_id, NEW.character, NEW.location_id,
         NEW.road_end_location_id, NEW.province_id, NEW.longitude, NEW.latitude))
  EXECUTE FUNCTION investments_map_changed();--> statement-breakpoint
ANALYZE order_map_investment_counts;--> statement-breakpoint
ANALYZE order_map_province_counts;--> statement-breakpoint
ANALYZE order_map_province_industry_counts;--> statement-breakpoint
ANALYZE order_map_clock;
