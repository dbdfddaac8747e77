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
CREATE OR REPLACE TRIGGER report_units_offers_insert AFTER INSERT ON offers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_offers();
CREATE OR REPLACE TRIGGER report_units_offers_update AFTER UPDATE ON offers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_offers();
CREATE OR REPLACE TRIGGER report_units_offers_delete AFTER DELETE ON offers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_units_offers();
