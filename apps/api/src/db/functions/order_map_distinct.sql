-- The distinct ids of an array, sorted (the pins' industry-only industries).
CREATE OR REPLACE FUNCTION order_map_distinct(ids int[]) RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT coalesce(array_agg(DISTINCT e ORDER BY e), '{}') FROM unnest(ids) e $$;
