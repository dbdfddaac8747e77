-- Statistics of the words of the order texts as a list tests them row by row. A very
-- common word is matched on the rows while a sort index is walked (order-search-stats.ts), and without
-- statistics of that expression the planner takes any word to be in 0.5 % of the orders: for 'dostawa'
-- (a quarter of them) in one province by nearest work date it read all 41,000 orders of the province and
-- made each one's word vector (500 ms at 1M orders) instead of walking the work date index to its page
-- (1,561 rows, 4 ms). The word index's expression keeps its default estimate on purpose: with the true
-- share of a common word the planner joins its bitmap to the publication date index for a capped count
-- (280 ms instead of 64 ms).
CREATE STATISTICS IF NOT EXISTS orders_search_text_words_stats
  ON (to_tsvector('simple'::regconfig, coalesce(search_text, ''))) FROM orders;--> statement-breakpoint
ANALYZE orders;
