-- An investment was archived or brought back (or its time of adding changed): its companies' latest
-- investment not archived again (db/schema/reports.ts). Each row, as investments_sync_participations:
-- transition tables cannot go with a column list, and such changes come one investment at a time.
CREATE OR REPLACE FUNCTION report_companies_investment_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_companies_refresh(array_agg(DISTINCT company_id)) FROM investment_companies
   WHERE investment_id = NEW.id;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER report_companies_investment_state AFTER UPDATE OF archived, created_at ON investments
  FOR EACH ROW WHEN (OLD.archived IS DISTINCT FROM NEW.archived OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION report_companies_investment_state();
