-- Adds a delta [{investment_id, province_id, status, industry_only, industries, industry_ids, n}] (grouped
-- by those keys) to the order map's three count tables, then merges the touched pins. Every writer locks
-- in one order: the investments (FOR SHARE: a move of the investment waits for this transaction, or this
-- one copies the moved coordinates), then each table's rows in key order (no deadlock between writers);
-- rows down to 0 go. Design and figures: modules/orders-map/README.md.
CREATE OR REPLACE FUNCTION order_map_add(delta jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM investments
   WHERE id IN (SELECT (e->>'investment_id')::int FROM jsonb_array_elements(delta) e) ORDER BY id FOR SHARE;
  INSERT INTO order_map_investment_counts AS c
         (investment_id, province_id, status, industry_only, industries, orders, longitude, latitude)
  SELECT d.investment_id, d.province_id, d.status, d.industry_only, d.industries, sum(d.n), i.longitude, i.latitude
    FROM jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
    JOIN investments i ON i.id = d.investment_id
   GROUP BY 1, 2, 3, 4, 5, i.id HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (investment_id, province_id, status, industry_only, industries)
  DO UPDATE SET orders = c.orders + excluded.orders;
  INSERT INTO order_map_province_counts AS c (province_id, status, industry_only, industries, orders)
  SELECT d.province_id, d.status, d.industry_only, d.industries, sum(d.n)
    FROM jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
   GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (province_id, status, industry_only, industries) DO UPDATE SET orders = c.orders + excluded.orders;
  INSERT INTO order_map_province_industry_counts AS c (province_id, status, industry_only, industry_ids, orders)
  SELECT d.province_id, d.status, d.industry_only, d.industry_ids, sum(d.n)
    FROM jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
   GROUP BY 1, 2, 3, 4 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (province_id, status, industry_only, industry_ids) DO UPDATE SET orders = c.orders + excluded.orders;
  DELETE FROM order_map_investment_counts c USING jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
   WHERE c.investment_id = d.investment_id AND c.province_id = d.province_id AND c.status = d.status
     AND c.industry_only = d.industry_only AND c.industries = d.industries AND c.orders = 0;
  DELETE FROM order_map_province_counts c USING jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
   WHERE c.province_id = d.province_id AND c.status = d.status AND c.industry_only = d.industry_only
     AND c.industries = d.industries AND c.orders = 0;
  DELETE FROM order_map_province_industry_counts c USING jsonb_to_recordset(delta) AS d(investment_id int, province_id smallint, status text, industry_only boolean,
         industries int[], industry_ids int[], n int)
   WHERE c.province_id = d.province_id AND c.status = d.status AND c.industry_only = d.industry_only
     AND c.industry_ids = d.industry_ids AND c.orders = 0;
  PERFORM order_map_merge_pins(array_agg(d.investment_id), array_agg(d.status))
     FROM jsonb_to_recordset(delta) AS d(investment_id int, status text);
END $$;
