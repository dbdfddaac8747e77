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
CREATE OR REPLACE TRIGGER report_units_orders AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_units_orders();
