-- A common word's count of a rare status: archived orders holding 'dachu' at 1M orders
-- were found by reading all 105,777 orders holding it (a bitmap of the whole word index, then every row)
-- to keep 873: 220-500 ms, the slowest call of the contractor's mix. This word index holds only the orders
-- that are not RELEASED (ARCHIVED, PLANNED, DRAFT: 16 % of them, 59 MB beside 253 MB): the same count
-- reads 7,905 entries, 16 ms. A status condition (`status = 'ARCHIVED'`) implies its predicate.
CREATE INDEX IF NOT EXISTS orders_search_rare_status_idx ON orders
  USING gin (order_search_vector(search_text, industry_ids)) WHERE NOT removed AND status <> 'RELEASED';
