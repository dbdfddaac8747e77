-- Every table the order map keeps made again from the orders, the clock set to now: after a bulk load
-- that ran without the orders' map triggers (the benchmark data set, db/seed/bench-data.queries.ts).
CREATE OR REPLACE FUNCTION order_map_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_map_investment_pins;
  DELETE FROM order_map_investment_counts;
  DELETE FROM order_map_province_counts;
  DELETE FROM order_map_province_industry_counts;
  UPDATE order_map_clock SET released_until = now() WHERE id = 1;
  INSERT INTO order_map_investment_counts
         (investment_id, province_id, status, industry_only, industries, orders, longitude, latitude)
  SELECT i.id, coalesce(o.province_id, 0), order_map_status(o.status, o.publish_at, k.released_until),
         o.visible_to_industry_users_only, order_map_industries(o.visible_to_industry_users_only, o.industry_ids),
         count(*)::int, i.longitude, i.latitude
    FROM orders o JOIN investments i ON i.id = o.investment_id CROSS JOIN order_map_clock k
   WHERE NOT o.removed
   GROUP BY i.id, 2, 3, 4, 5;
  INSERT INTO order_map_province_counts (province_id, status, industry_only, industries, orders)
  SELECT province_id, status, industry_only, industries, sum(orders)::int FROM order_map_investment_counts GROUP BY 1, 2, 3, 4;
  INSERT INTO order_map_province_industry_counts (province_id, status, industry_only, industry_ids, orders)
  SELECT coalesce(o.province_id, 0), order_map_status(o.status, o.publish_at, k.released_until),
         o.visible_to_industry_users_only, o.industry_ids, count(*)::int
    FROM orders o CROSS JOIN order_map_clock k
   WHERE NOT o.removed
   GROUP BY 1, 2, 3, 4;
  PERFORM order_map_merge_pins(array_agg(investment_id), array_agg(status))
     FROM (SELECT DISTINCT investment_id, status FROM order_map_investment_counts) k;
END $$;
