-- The order map's pins of the pairs (ids[k], statuses[k]) merged again from their counts: one row per
-- investment and status, so a bbox of one status needs no grouping. A pair without counts goes.
CREATE OR REPLACE FUNCTION order_map_merge_pins(ids int[], statuses text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_map_investment_pins AS p (investment_id, status, province_id, public_orders, industry_only_orders,
         industry_only_sets, industry_only_industries, longitude, latitude)
  SELECT c.investment_id, c.status, max(c.province_id),
         coalesce(sum(c.orders) FILTER (WHERE NOT c.industry_only), 0),
         coalesce(sum(c.orders) FILTER (WHERE c.industry_only), 0),
         count(*) FILTER (WHERE c.industry_only),
         order_map_distinct(order_map_concat(c.industries)),
         max(c.longitude), max(c.latitude)
    FROM (SELECT DISTINCT k.investment_id, k.status FROM unnest(ids, statuses) AS k(investment_id, status)) k
    JOIN order_map_investment_counts c ON c.investment_id = k.investment_id AND c.status = k.status
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (investment_id, status) DO UPDATE SET province_id = excluded.province_id,
     public_orders = excluded.public_orders, industry_only_orders = excluded.industry_only_orders,
     industry_only_sets = excluded.industry_only_sets, industry_only_industries = excluded.industry_only_industries,
     longitude = excluded.longitude, latitude = excluded.latitude;
  DELETE FROM order_map_investment_pins p USING unnest(ids, statuses) AS k(investment_id, status)
   WHERE p.investment_id = k.investment_id AND p.status = k.status
     AND NOT EXISTS (SELECT 1 FROM order_map_investment_counts c WHERE c.investment_id = p.investment_id AND c.status = p.status);
END $$;
