-- The status under which the order map's counts keep an order (spec 2.10): a PLANNED one published by
-- the clock's time (order_map_clock) is RELEASED.
CREATE OR REPLACE FUNCTION order_map_status(status text, publish_at timestamptz, released_until timestamptz)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT CASE WHEN status = 'PLANNED' AND publish_at <= released_until THEN 'RELEASED' ELSE status END $$;
