-- An investment edit the order map shows or filters on: the coordinates copied into the counts and pins
-- follow (its province reaches the counts through orders.province_id), and the map's caches move to a
-- new generation ('orders_changed').
CREATE OR REPLACE FUNCTION investments_map_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.longitude, OLD.latitude) IS DISTINCT FROM (NEW.longitude, NEW.latitude) THEN
    UPDATE order_map_investment_counts SET longitude = NEW.longitude, latitude = NEW.latitude
     WHERE investment_id = NEW.id;
    UPDATE order_map_investment_pins SET longitude = NEW.longitude, latitude = NEW.latitude
     WHERE investment_id = NEW.id;
  END IF;
  PERFORM pg_notify('orders_changed', '');
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER investments_map_changed AFTER UPDATE ON investments FOR EACH ROW
  WHEN ((OLD.name, OLD.sector_id, OLD.subsector_id, OLD.stage_id, OLD.character, OLD.location_id,
         OLD.road_end_location_id, OLD.province_id, OLD.longitude, OLD.latitude)
        IS DISTINCT FROM (NEW.name, NEW.sector_id, NEW.subsector_id, NEW.stage_id, NEW.character, NEW.location_id,
         NEW.road_end_location_id, NEW.province_id, NEW.longitude, NEW.latitude))
  EXECUTE FUNCTION investments_map_changed();
