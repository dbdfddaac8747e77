-- Moves the order map's clock to `upto`: the PLANNED orders published in between go from PLANNED to
-- RELEASED in the counts. Called by the map's reads when the clock is a minute old; it gives way (false)
-- rather than wait for a writer holding the clock or an investment.
CREATE OR REPLACE FUNCTION order_map_advance(upto timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  w timestamptz;
  delta jsonb;
BEGIN
  PERFORM set_config('lock_timeout', '100ms', true);
  SELECT released_until INTO w FROM order_map_clock WHERE id = 1 FOR UPDATE SKIP LOCKED;
  IF NOT FOUND OR upto <= w THEN
    RETURN false;
  END IF;
  SELECT jsonb_agg(d) INTO delta FROM (
    SELECT o.investment_id, coalesce(o.province_id, 0) AS province_id, s.status,
           o.visible_to_industry_users_only AS industry_only,
           order_map_industries(o.visible_to_industry_users_only, o.industry_ids) AS industries, o.industry_ids,
           s.sign * count(*)::int AS n
      FROM orders o CROSS JOIN (VALUES ('PLANNED', -1), ('RELEASED', 1)) AS s(status, sign)
     WHERE o.status = 'PLANNED' AND NOT o.removed AND o.publish_at > w AND o.publish_at <= upto
     GROUP BY 1, 2, 3, 4, 5, 6, s.sign) d;
  IF delta IS NOT NULL THEN
    PERFORM order_map_add(delta);
  END IF;
  UPDATE order_map_clock SET released_until = upto WHERE id = 1;
  RETURN true;
EXCEPTION WHEN lock_not_available OR deadlock_detected THEN
  RETURN false;
END $$;
