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
CREATE OR REPLACE TRIGGER report_units_order_industries_insert AFTER INSERT ON order_industries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_order_industries();
CREATE OR REPLACE TRIGGER report_units_order_industries_update AFTER UPDATE ON order_industries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_order_industries();
CREATE OR REPLACE TRIGGER report_units_order_industries_delete AFTER DELETE ON order_industries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_order_industries();
