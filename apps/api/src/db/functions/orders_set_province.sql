-- The investment's province on each order, so that the order list and its counts filter by province
-- on the order's own indexes (spec 2.5). Kept in step by the database: no write path (the order form,
-- imports, the data generator, an investment edited by staff) can leave a stale province behind.
CREATE OR REPLACE FUNCTION orders_set_province() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.province_id := (SELECT i.province_id FROM investments i WHERE i.id = NEW.investment_id);
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER orders_set_province BEFORE INSERT OR UPDATE OF investment_id, province_id ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_set_province();
