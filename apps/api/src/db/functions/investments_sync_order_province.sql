-- An investment moved to another province: its orders follow (orders_set_province keeps new rows).
CREATE OR REPLACE FUNCTION investments_sync_order_province() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET province_id = NEW.province_id
   WHERE investment_id = NEW.id AND province_id IS DISTINCT FROM NEW.province_id;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER investments_sync_order_province AFTER UPDATE OF province_id ON investments
  FOR EACH ROW WHEN (OLD.province_id IS DISTINCT FROM NEW.province_id)
  EXECUTE FUNCTION investments_sync_order_province();
