-- The company's seat as a point of the earth cube, for the recommendation finder's distance to a place.
CREATE OR REPLACE FUNCTION companies_set_earth_point() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.earth_point := CASE WHEN NEW.latitude IS NULL OR NEW.longitude IS NULL THEN NULL
                          ELSE ll_to_earth(NEW.latitude, NEW.longitude)::cube END;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER companies_set_earth_point BEFORE INSERT OR UPDATE OF latitude, longitude, earth_point ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_set_earth_point();
