-- The industries under which the order map's counts keep an order: its own when it is visible to
-- industry users only, none for the others (all of them in one row per investment, status and province).
CREATE OR REPLACE FUNCTION order_map_industries(industry_only boolean, industry_ids int[])
  RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT CASE WHEN industry_only THEN industry_ids ELSE '{}'::int[] END $$;
