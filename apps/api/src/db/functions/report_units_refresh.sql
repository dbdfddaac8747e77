-- The competition units of the given orders computed again, their old ones taken out of the counts and
-- the new ones added, in the writer's transaction. The orders are locked first (sorted: no deadlock
-- between two writers), so that two transactions writing offers on one order take turns and the second
-- counts the first's offer.
CREATE OR REPLACE FUNCTION report_units_refresh(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM orders WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  WITH gone AS (DELETE FROM report_order_units WHERE order_id = ANY(ids)
                RETURNING month, province_id, top_industry_id, offers)
  INSERT INTO report_competition_counts AS c (month, province_id, top_industry_id, offers, units)
  SELECT month, province_id, top_industry_id, offers, -count(*)::int FROM gone GROUP BY 1, 2, 3, 4
  ON CONFLICT (month, province_id, top_industry_id, offers) DO UPDATE SET units = c.units + excluded.units;
  WITH fresh AS (INSERT INTO report_order_units SELECT * FROM report_units_of(ids)
                 RETURNING month, province_id, top_industry_id, offers)
  INSERT INTO report_competition_counts AS c (month, province_id, top_industry_id, offers, units)
  SELECT month, province_id, top_industry_id, offers, count(*)::int FROM fresh GROUP BY 1, 2, 3, 4
  ON CONFLICT (month, province_id, top_industry_id, offers) DO UPDATE SET units = c.units + excluded.units;
  DELETE FROM report_competition_counts WHERE units = 0;
END $$;
