-- What the recommendation finder (spec 2.7 of the companies document) needs of a work's investment
-- (its place as a point of the earth cube, subsector, value) copied onto each participation, so a page
-- reads covering indexes and computes one cube distance per work near the place. Kept in step by the
-- database, like orders.province_id: no write path can leave a stale copy.
CREATE OR REPLACE FUNCTION investment_companies_copy_investment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i.latitude, i.longitude, ll_to_earth(i.latitude, i.longitude)::cube, i.subsector_id, i.value_pln
    INTO NEW.latitude, NEW.longitude, NEW.earth_point, NEW.subsector_id, NEW.investment_value_pln
    FROM investments i WHERE i.id = NEW.investment_id;
  RETURN NEW;
END $$;
CREATE OR REPLACE TRIGGER investment_companies_copy_investment
  BEFORE INSERT OR UPDATE OF investment_id, latitude, longitude, earth_point, subsector_id, investment_value_pln
  ON investment_companies FOR EACH ROW EXECUTE FUNCTION investment_companies_copy_investment();
