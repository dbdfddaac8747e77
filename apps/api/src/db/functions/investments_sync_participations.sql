-- An investment's place, subsector or value changed: its participations copy them again.
CREATE OR REPLACE FUNCTION investments_sync_participations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- the participations' own trigger copies the investment's new values
  UPDATE investment_companies SET investment_id = NEW.id WHERE investment_id = NEW.id;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER investments_sync_participations AFTER UPDATE OF latitude, longitude, subsector_id, value_pln ON investments
  FOR EACH ROW WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.subsector_id IS DISTINCT FROM NEW.subsector_id OR OLD.value_pln IS DISTINCT FROM NEW.value_pln)
  EXECUTE FUNCTION investments_sync_participations();
