-- The order map's counts kept by the database (spec 2.10): statement triggers on orders add and subtract
-- each write's rows in the same transaction, so the map reads a few hundred rows for the counts and one
-- index range for a bbox instead of every released order. One function for the three triggers (a
-- trigger with transition tables has one event). The clock is read FOR KEY SHARE: order_map_advance()
-- cannot move it between this count and the commit. It also notifies 'orders_changed', so the caches
-- built from many orders move to a new generation whoever wrote (modules/orders/order-changes.ts).
CREATE OR REPLACE FUNCTION orders_map_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w timestamptz;
  delta jsonb;
BEGIN
  SELECT released_until INTO w FROM order_map_clock WHERE id = 1 FOR KEY SHARE;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT investment_id, coalesce(province_id, 0) AS province_id, order_map_status(status, publish_at, w) AS status,
             visible_to_industry_users_only AS industry_only, order_map_industries(visible_to_industry_users_only, industry_ids) AS industries, industry_ids, count(*)::int AS n
        FROM new_rows WHERE NOT removed GROUP BY 1, 2, 3, 4, 5, 6) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT investment_id, coalesce(province_id, 0) AS province_id, order_map_status(status, publish_at, w) AS status,
             visible_to_industry_users_only AS industry_only, order_map_industries(visible_to_industry_users_only, industry_ids) AS industries, industry_ids, -count(*)::int AS n
        FROM old_rows WHERE NOT removed GROUP BY 1, 2, 3, 4, 5, 6) d;
  ELSE
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT investment_id, province_id, status, industry_only, industries, industry_ids, sum(n)::int AS n FROM (
        SELECT investment_id, coalesce(province_id, 0) AS province_id, order_map_status(status, publish_at, w) AS status,
               visible_to_industry_users_only AS industry_only,
               order_map_industries(visible_to_industry_users_only, industry_ids) AS industries, industry_ids, -1 AS n
          FROM old_rows WHERE NOT removed
        UNION ALL
        SELECT investment_id, coalesce(province_id, 0), order_map_status(status, publish_at, w),
               visible_to_industry_users_only, order_map_industries(visible_to_industry_users_only, industry_ids),
               industry_ids, 1
          FROM new_rows WHERE NOT removed) c
       GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0) d;
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM order_map_add(delta);
  END IF;
  -- delivered at commit to the API instances listening (modules/orders/order-changes.ts): the caches
  -- built from many orders move to a new generation, whoever wrote (the API, an import, plain SQL)
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM pg_notify('orders_changed', ''); END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM pg_notify('orders_changed', '');
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER orders_map_counts_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_map_counts();
CREATE OR REPLACE TRIGGER orders_map_counts_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_map_counts();
CREATE OR REPLACE TRIGGER orders_map_counts_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_map_counts();
