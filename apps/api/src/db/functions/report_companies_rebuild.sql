-- Every company's count of investments and its latest investment not archived made again: after a bulk
-- load that ran without the triggers (the benchmark data set, db/seed/bench-data.queries.ts).
CREATE OR REPLACE FUNCTION report_companies_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_company_investments;
  INSERT INTO report_company_investments (company_id, investments, last_investment_at)
  SELECT ic.company_id, count(DISTINCT ic.investment_id)::int, max(i.created_at) FILTER (WHERE NOT i.archived)
    FROM investment_companies ic JOIN investments i ON i.id = ic.investment_id GROUP BY 1;
END $$;
