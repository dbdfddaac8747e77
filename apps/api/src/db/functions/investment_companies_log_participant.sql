-- The investment's change log (investment_changes) gets one PARTICIPANT_ADDED row per company that
-- joins an investment, whatever writes the participation (the API, an import, SQL by hand): the
-- watched investments list counts them and the followers hear of them. A company already logged
-- on the investment (another industry of the same works) is not logged again.
CREATE OR REPLACE FUNCTION investment_companies_log_participant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO investment_changes (investment_id, kind, details)
  SELECT n.investment_id, 'PARTICIPANT_ADDED', jsonb_build_object('companyId', n.company_id)
    FROM (SELECT DISTINCT investment_id, company_id FROM new_rows) n
   WHERE NOT EXISTS (
     SELECT 1 FROM investment_changes c
      WHERE c.investment_id = n.investment_id AND c.kind = 'PARTICIPANT_ADDED'
        AND c.details @> jsonb_build_object('companyId', n.company_id));
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER investment_companies_log_participant
  AFTER INSERT ON investment_companies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION investment_companies_log_participant();
