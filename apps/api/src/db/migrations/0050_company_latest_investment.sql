ALTER TABLE "report_company_investments" ADD COLUMN "last_investment_at" timestamp with time zone;--> statement-breakpoint
-- The given companies' counts of investments, and the time the latest of them not archived was added,
-- made again from their participations, in the writer's transaction (db/schema/reports.ts: the bound of
-- the reports' most active companies, and the companies active since a month on /start). The companies
-- are locked first (sorted), so that two writers on one company take turns and the later counts both.
CREATE OR REPLACE FUNCTION report_companies_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM companies WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO report_company_investments AS r (company_id, investments, last_investment_at)
  SELECT ic.company_id, count(DISTINCT ic.investment_id)::int, max(i.created_at) FILTER (WHERE NOT i.archived)
    FROM investment_companies ic JOIN investments i ON i.id = ic.investment_id
   WHERE ic.company_id = ANY(ids) GROUP BY 1
  ON CONFLICT (company_id) DO UPDATE
     SET investments = excluded.investments, last_investment_at = excluded.last_investment_at
   WHERE (r.investments, r.last_investment_at) IS DISTINCT FROM (excluded.investments, excluded.last_investment_at);
  DELETE FROM report_company_investments r
   WHERE r.company_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM investment_companies ic WHERE ic.company_id = r.company_id);
END $$;
--> statement-breakpoint
-- Every company's count of investments and its latest investment not archived made again: after a bulk
-- load that ran without the triggers (the benchmark data set, db/seed/bench-data.queries.ts).
CREATE OR REPLACE FUNCTION report_companies_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_company_investments;
  INSERT INTO report_company_investments (company_id, investments, last_investment_at)
  SELECT ic.company_id, count(DISTINCT ic.investment_id)::int, max(i.created_at) FILTER (WHERE NOT i.archived)
    FROM investment_companies ic JOIN investments i ON i.id = ic.investment_id GROUP BY 1;
END $$;
--> statement-breakpoint
-- An investment was archived or brought back (or its time of adding changed): its companies' latest
-- investment not archived again (db/schema/reports.ts). Each row, as investments_sync_participations:
-- transition tables cannot go with a column list, and such changes come one investment at a time.
CREATE OR REPLACE FUNCTION report_companies_investment_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_companies_refresh(array_agg(DISTINCT company_id)) FROM investment_companies
   WHERE investment_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER report_companies_investment_state AFTER UPDATE OF archived, created_at ON investments
  FOR EACH ROW WHEN (OLD.archived IS DISTINCT FROM NEW.archived OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION report_companies_investment_state();
--> statement-breakpoint
-- the kept rows made again with their latest investments; db/functions keep them from here
SELECT report_companies_rebuild();
