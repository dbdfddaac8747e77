-- The reports' kept figures (document 2, section 2.8; db/schema/reports.ts): the market comparator's
-- competition units and counts, kept by triggers on orders, order_industries and offers, and each
-- company's count of investments, kept by triggers on investment_companies; the bodies as
-- db/functions/report_*.sql. Writers wait while they are made from the current rows, so that none is missed.
LOCK TABLE orders, order_industries, offers, investment_companies IN SHARE MODE;--> statement-breakpoint
CREATE TABLE "report_company_investments" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"investments" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_competition_counts" (
	"month" date NOT NULL,
	"province_id" smallint NOT NULL,
	"top_industry_id" integer NOT NULL,
	"offers" integer NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "report_competition_counts_month_province_id_top_industry_id_offers_pk" PRIMARY KEY("month","province_id","top_industry_id","offers")
);
--> statement-breakpoint
CREATE TABLE "report_order_units" (
	"order_id" integer NOT NULL,
	"top_industry_id" integer NOT NULL,
	"province_id" smallint NOT NULL,
	"month" date NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"offers" integer NOT NULL,
	"decided_at" timestamp with time zone,
	"deadline_days" integer,
	CONSTRAINT "report_order_units_order_id_top_industry_id_pk" PRIMARY KEY("order_id","top_industry_id")
);
--> statement-breakpoint
CREATE INDEX "report_company_investments_rank_idx" ON "report_company_investments" USING btree ("investments" DESC NULLS LAST,"company_id");--> statement-breakpoint
CREATE INDEX "report_competition_counts_empty_idx" ON "report_competition_counts" USING btree ("month") WHERE "report_competition_counts"."units" = 0;--> statement-breakpoint
CREATE INDEX "report_order_units_publish_idx" ON "report_order_units" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "report_order_units_decided_idx" ON "report_order_units" USING btree ("publish_at","province_id","top_industry_id","decided_at") WHERE "report_order_units"."decided_at" is not null;--> statement-breakpoint
CREATE INDEX "report_order_units_cell_idx" ON "report_order_units" USING btree ("province_id","top_industry_id","publish_at","deadline_days");--> statement-breakpoint
CREATE INDEX "investment_companies_company_investment_idx" ON "investment_companies" USING btree ("company_id","investment_id","value_pln");--> statement-breakpoint
CREATE INDEX "investments_report_idx" ON "investments" USING btree ("created_at","archived","province_id","sector_id","subsector_id","stage_id","value_pln","type","character","district_id");--> statement-breakpoint
-- The competition units of the given orders (all of them when ids is NULL), as the market comparator
-- counts them (document 2, section 2.8): a published order (RELEASED, PLANNED or ARCHIVED, not removed,
-- with a voivodeship) per top industry it asks for; its offers are the companies that offered in that
-- industry, its decision the first choice of an offer there. Inlined by the planner (one SELECT).
CREATE OR REPLACE FUNCTION report_units_of(ids int[])
RETURNS TABLE (order_id int, top_industry_id int, province_id smallint, month date, publish_at timestamptz,
               offers int, decided_at timestamptz, deadline_days int)
LANGUAGE sql STABLE AS $$
  SELECT o.id, u.top, o.province_id, date_trunc('month', o.publish_at AT TIME ZONE 'Europe/Warsaw')::date,
         o.publish_at, coalesce(f.offers, 0), f.decided_at,
         o.offer_deadline_to - (o.publish_at AT TIME ZONE 'Europe/Warsaw')::date
    FROM orders o
    JOIN (SELECT DISTINCT x.order_id, coalesce(ind.parent_id, ind.id) AS top
            FROM order_industries x JOIN industries ind ON ind.id = x.industry_id
           WHERE ids IS NULL OR x.order_id = ANY(ids)) u ON u.order_id = o.id
    LEFT JOIN (SELECT f.order_id, coalesce(ind.parent_id, ind.id) AS top, count(DISTINCT f.company_id)::int AS offers,
                      min(f.selected_at) AS decided_at
                 FROM offers f JOIN industries ind ON ind.id = f.industry_id
                WHERE ids IS NULL OR f.order_id = ANY(ids)
                GROUP BY 1, 2) f ON f.order_id = o.id AND f.top = u.top
   WHERE (ids IS NULL OR o.id = ANY(ids)) AND NOT o.removed AND o.status IN ('RELEASED', 'PLANNED', 'ARCHIVED')
     AND o.province_id IS NOT NULL AND o.publish_at IS NOT NULL
$$;
--> statement-breakpoint
-- The competition units of the given orders computed again, their old ones taken out of the counts and
-- the new ones added, in the writer's transaction. The orders are locked first (sorted: no deadlock
-- between two writers), so that two transactions writing offers on one order take turns and the second
-- counts the first's offer.
CREATE OR REPLACE FUNCTION report_units_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM orders WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  WITH gone AS (DELETE FROM report_order_units WHERE order_id = ANY(ids)
                RETURNING month, province_id, top_industry_id, offers)
  INSERT INTO report_competition_counts AS c (month, province_id, top_industry_id, offers, units)
  SELECT month, province_id, top_industry_id, offers, -count(*)::int FROM gone GROUP BY 1, 2, 3, 4
  ON CONFLICT (month, province_id, top_industry_id, offers) DO UPDATE SET units = c.units + excluded.units;
  WITH fresh AS (INSERT INTO report_order_units SELECT * FROM report_units_of(ids)
                 RETURNING month, province_id, top_industry_id, offers)
  INSERT INTO report_competition_counts AS c (month, province_id, top_industry_id, offers, units)
  SELECT month, province_id, top_industry_id, offers, count(*)::int FROM fresh GROUP BY 1, 2, 3, 4
  ON CONFLICT (month, province_id, top_industry_id, offers) DO UPDATE SET units = c.units + excluded.units;
  DELETE FROM report_competition_counts WHERE units = 0;
END $$;
--> statement-breakpoint
-- Every competition unit and count made again from the orders: after a bulk load that ran without the
-- triggers (the benchmark data set, db/seed/bench-data.queries.ts), and by the migration that made them.
CREATE OR REPLACE FUNCTION report_units_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_competition_counts;
  DELETE FROM report_order_units;
  INSERT INTO report_order_units SELECT * FROM report_units_of(NULL);
  INSERT INTO report_competition_counts (month, province_id, top_industry_id, offers, units)
  SELECT month, province_id, top_industry_id, offers, count(*)::int FROM report_order_units GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
-- An order's publication, status, voivodeship or offer deadline changed: its competition units again.
-- (A new order has no industries yet: their own trigger makes its units; a deleted one loses its
-- industries by cascade, which their trigger follows.)
CREATE OR REPLACE FUNCTION report_units_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_units_refresh(array_agg(DISTINCT id)) FROM (
    (SELECT id, status, removed, publish_at, province_id, offer_deadline_to FROM old_rows
     EXCEPT ALL SELECT id, status, removed, publish_at, province_id, offer_deadline_to FROM new_rows)
    UNION ALL
    (SELECT id, status, removed, publish_at, province_id, offer_deadline_to FROM new_rows
     EXCEPT ALL SELECT id, status, removed, publish_at, province_id, offer_deadline_to FROM old_rows)) changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER report_units_orders AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_units_orders();
--> statement-breakpoint
-- The industries an order asks for changed: its competition units again.
CREATE OR REPLACE FUNCTION report_units_order_industries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_units_refresh(array_agg(DISTINCT order_id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_units_refresh(array_agg(DISTINCT order_id)) FROM old_rows;
  ELSE
    PERFORM report_units_refresh(array_agg(DISTINCT order_id)) FROM (
      (SELECT order_id, industry_id FROM old_rows EXCEPT ALL SELECT order_id, industry_id FROM new_rows)
      UNION ALL
      (SELECT order_id, industry_id FROM new_rows EXCEPT ALL SELECT order_id, industry_id FROM old_rows)) changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER report_units_order_industries_insert AFTER INSERT ON order_industries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_order_industries();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER report_units_order_industries_update AFTER UPDATE ON order_industries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_order_industries();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER report_units_order_industries_delete AFTER DELETE ON order_industries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_order_industries();
--> statement-breakpoint
-- An offer came, went, changed its order, company or industry, or was chosen: the order's competition
-- units again (a read or a price changes nothing counted).
CREATE OR REPLACE FUNCTION report_units_offers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_units_refresh(array_agg(DISTINCT order_id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_units_refresh(array_agg(DISTINCT order_id)) FROM old_rows;
  ELSE
    PERFORM report_units_refresh(array_agg(DISTINCT order_id)) FROM (
      (SELECT order_id, company_id, industry_id, selected_at FROM old_rows
       EXCEPT ALL SELECT order_id, company_id, industry_id, selected_at FROM new_rows)
      UNION ALL
      (SELECT order_id, company_id, industry_id, selected_at FROM new_rows
       EXCEPT ALL SELECT order_id, company_id, industry_id, selected_at FROM old_rows)) changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER report_units_offers_insert AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_offers();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER report_units_offers_update AFTER UPDATE ON offers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_offers();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER report_units_offers_delete AFTER DELETE ON offers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_offers();
--> statement-breakpoint
-- The given companies' counts of investments made again from their participations, in the writer's
-- transaction (db/schema/reports.ts: the bound of the reports' most active companies). The companies
-- are locked first (sorted), so that two writers on one company take turns and the later counts both.
CREATE OR REPLACE FUNCTION report_companies_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM companies WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO report_company_investments AS r (company_id, investments)
  SELECT company_id, count(DISTINCT investment_id)::int FROM investment_companies
   WHERE company_id = ANY(ids) GROUP BY 1
  ON CONFLICT (company_id) DO UPDATE SET investments = excluded.investments
   WHERE r.investments <> excluded.investments;
  DELETE FROM report_company_investments r
   WHERE r.company_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM investment_companies ic WHERE ic.company_id = r.company_id);
END $$;
--> statement-breakpoint
-- Every company's count of investments made again: after a bulk load that ran without the triggers (the
-- benchmark data set, db/seed/bench-data.queries.ts), and by the migration that made the table.
CREATE OR REPLACE FUNCTION report_companies_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_company_investments;
  INSERT INTO report_company_investments (company_id, investments)
  SELECT company_id, count(DISTINCT investment_id)::int FROM investment_companies GROUP BY 1;
END $$;
--> statement-breakpoint
-- A company joined or left an investment (or a participation moved): its count of investments again.
CREATE OR REPLACE FUNCTION report_companies_participations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_companies_refresh(array_agg(DISTINCT company_id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_companies_refresh(array_agg(DISTINCT company_id)) FROM old_rows;
  ELSE
    PERFORM report_companies_refresh(array_agg(DISTINCT company_id)) FROM (
      (SELECT investment_id, company_id FROM old_rows EXCEPT ALL SELECT investment_id, company_id FROM new_rows)
      UNION ALL
      (SELECT investment_id, company_id FROM new_rows EXCEPT ALL SELECT investment_id, company_id FROM old_rows)) changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER report_companies_participations_insert AFTER INSERT ON investment_companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_companies_participations();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER report_companies_participations_update AFTER UPDATE ON investment_companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_companies_participations();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER report_companies_participations_delete AFTER DELETE ON investment_companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_companies_participations();
--> statement-breakpoint
SELECT report_units_rebuild(), report_companies_rebuild();
