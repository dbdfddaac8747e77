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
CREATE OR REPLACE TRIGGER report_companies_participations_insert AFTER INSERT ON investment_companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_companies_participations();
CREATE OR REPLACE TRIGGER report_companies_participations_update AFTER UPDATE ON investment_companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_companies_participations();
CREATE OR REPLACE TRIGGER report_companies_participations_delete AFTER DELETE ON investment_companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_companies_participations();
