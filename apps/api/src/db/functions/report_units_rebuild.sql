-- Every competition unit and count made again from the orders: after a bulk load that ran without the
-- triggers (the benchmark data set, db/seed/bench-data.queries.ts), and by the migration that made them.
CREATE OR REPLACE FUNCTION report_units_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_competition_counts;
  DELETE FROM report_order_units;
  INSERT INTO report_order_units SELECT * FROM report_units_of(NULL);
  INSERT INTO report_competition_counts (month, province_id, top_industry_id, offers, units)
  SELECT month, province_id, top_industry_id, offers, count(*)::int FROM report_order_units GROUP BY 1, 2, 3, 4;
END $$;
