CREATE TABLE "investment_province_counts" (
	"province_id" smallint NOT NULL,
	"stage_id" smallint NOT NULL,
	"archived" boolean NOT NULL,
	"investments" integer NOT NULL,
	"value_pln" numeric NOT NULL,
	CONSTRAINT "investment_province_counts_province_id_stage_id_archived_pk" PRIMARY KEY("province_id","stage_id","archived")
);
--> statement-breakpoint
CREATE TABLE "investment_search_names" (
	"investment_id" integer PRIMARY KEY NOT NULL,
	"search_folded" text,
	"province_id" smallint,
	"stage_id" smallint,
	"archived" boolean NOT NULL,
	"value_pln" bigint
);
--> statement-breakpoint
DROP INDEX "investments_lat_lng_idx";--> statement-breakpoint
ALTER TABLE "investment_search_names" ADD CONSTRAINT "investment_search_names_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The search's kept copies start from every investment; the writes after them go through the triggers
-- (db/functions/investments_province_counts.sql and investments_keep_search_names.sql, applied over
-- these bodies on every start).
LOCK TABLE "investments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- The investment search's kept counts (investment_province_counts): statement triggers on investments add
-- each write's rows per voivodeship, stage and archive flag (with their total value) in the writer's
-- transaction, so the map's voivodeship counts and the totals of a search by voivodeships, stages and
-- states read a few hundred rows instead of all 300,000 investments (70 ms -> under 1 ms). One function
-- for the three triggers; rows are locked in key order (no deadlock between writers), rows down to 0 go.
CREATE OR REPLACE FUNCTION investments_province_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT coalesce(province_id, 0) AS province_id, coalesce(stage_id, 0) AS stage_id, archived, count(*) AS n,
             coalesce(sum(value_pln), 0) AS v
        FROM new_rows GROUP BY 1, 2, 3) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT coalesce(province_id, 0) AS province_id, coalesce(stage_id, 0) AS stage_id, archived, -count(*) AS n,
             -coalesce(sum(value_pln), 0) AS v
        FROM old_rows GROUP BY 1, 2, 3) d;
  ELSE
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT province_id, stage_id, archived, sum(n) AS n, sum(v) AS v FROM (
        SELECT coalesce(province_id, 0) AS province_id, coalesce(stage_id, 0) AS stage_id, archived, -1 AS n,
               -coalesce(value_pln, 0)::numeric AS v
          FROM old_rows
        UNION ALL
        SELECT coalesce(province_id, 0), coalesce(stage_id, 0), archived, 1, coalesce(value_pln, 0)::numeric
          FROM new_rows) c
       GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(v) <> 0) d;
  END IF;
  IF delta IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO investment_province_counts AS c (province_id, stage_id, archived, investments, value_pln)
  SELECT d.province_id, d.stage_id, d.archived, d.n, d.v
    FROM jsonb_to_recordset(delta) AS d(province_id smallint, stage_id smallint, archived boolean, n int, v numeric)
   ORDER BY 1, 2, 3
  ON CONFLICT (province_id, stage_id, archived)
  DO UPDATE SET investments = c.investments + excluded.investments, value_pln = c.value_pln + excluded.value_pln;
  DELETE FROM investment_province_counts c
   USING jsonb_to_recordset(delta) AS d(province_id smallint, stage_id smallint, archived boolean)
   WHERE c.province_id = d.province_id AND c.stage_id = d.stage_id AND c.archived = d.archived AND c.investments = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER investments_province_counts_insert AFTER INSERT ON investments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investments_province_counts();--> statement-breakpoint
CREATE OR REPLACE TRIGGER investments_province_counts_update AFTER UPDATE ON investments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investments_province_counts();--> statement-breakpoint
CREATE OR REPLACE TRIGGER investments_province_counts_delete AFTER DELETE ON investments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION investments_province_counts();--> statement-breakpoint
-- The investment search's narrow copy of the folded names (investment_search_names) with the columns the
-- totals of a word search read: a common word's count and value visit its few thousand narrow pages instead
-- of ~20,000 pages of the wide investments (spec platform 2.3). Inserted and updated per statement; a
-- deleted investment's row goes with it (foreign key, on delete cascade).
CREATE OR REPLACE FUNCTION investments_keep_search_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO investment_search_names (investment_id, search_folded, province_id, stage_id, archived, value_pln)
    SELECT id, search_folded, province_id, stage_id, archived, value_pln FROM new_rows ORDER BY id;
  ELSE
    UPDATE investment_search_names s
       SET search_folded = n.search_folded, province_id = n.province_id, stage_id = n.stage_id,
           archived = n.archived, value_pln = n.value_pln
      FROM new_rows n
     WHERE s.investment_id = n.id
       AND (s.search_folded, s.province_id, s.stage_id, s.archived, s.value_pln)
           IS DISTINCT FROM (n.search_folded, n.province_id, n.stage_id, n.archived, n.value_pln);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER investments_search_names_insert AFTER INSERT ON investments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investments_keep_search_names();--> statement-breakpoint
CREATE OR REPLACE TRIGGER investments_search_names_update AFTER UPDATE ON investments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investments_keep_search_names();--> statement-breakpoint
INSERT INTO "investment_province_counts" ("province_id", "stage_id", "archived", "investments", "value_pln")
SELECT coalesce("province_id", 0), coalesce("stage_id", 0), "archived", count(*), coalesce(sum("value_pln"), 0)
  FROM "investments" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "investment_search_names" ("investment_id", "search_folded", "province_id", "stage_id", "archived", "value_pln")
SELECT "id", "search_folded", "province_id", "stage_id", "archived", "value_pln" FROM "investments";
--> statement-breakpoint
-- Built once the rows are in (faster than growing with each of them).
CREATE INDEX "investment_search_names_trgm_idx" ON "investment_search_names" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
-- The search's totals read these without the investments' wide rows (~800 bytes each, 10 a page): a
-- distance's box (18,700 matches of 50 km around Kraków were 16,400 pages) and the map's bbox; the stages
-- with a value range and the sectors (the stats index, one key for all, read all 300,000 entries).
CREATE INDEX "investments_lat_lng_idx" ON "investments" USING btree ("latitude", "longitude") INCLUDE ("value_pln");--> statement-breakpoint
CREATE INDEX "investments_stage_value_idx" ON "investments" USING btree ("stage_id", "value_pln")
  INCLUDE ("sector_id", "subsector_id", "province_id", "archived");
