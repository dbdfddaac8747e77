-- Text search with the industry filter in one index: besides the words of the order text, the word
-- index holds every word joined to each industry of the order ('#<industryId>:<word>'), so words
-- within chosen industries are a few short prefix ranges of the index ('#4:szkoly':* | ...) instead
-- of every order with the word (a common word matched ~27,000 of 1M orders, each a heap row to read;
-- within two industry trees ~1,600 remain). '#' never comes out of the 'simple' parser, so no search
-- word can match a compound token.
CREATE OR REPLACE FUNCTION order_search_vector(search_text text, industry_ids int[])
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT v || array_to_tsvector(array(
      SELECT '#' || x || ':' || w FROM unnest(industry_ids) x, unnest(tsvector_to_array(v)) w))
    FROM (SELECT to_tsvector('simple'::regconfig, coalesce(search_text, '')) AS v) t $$;
--> statement-breakpoint
-- Words of the search box within some industries: every word (folded and split as to_tsvector
-- does) must start a word of the order joined to one of the industries. No word or no industry: '#',
-- which no order holds.
CREATE OR REPLACE FUNCTION order_search_industries_query(words text[], industry_ids int[])
  RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(q, ' & '), '''#''')::tsquery FROM (
      SELECT '(' || string_agg(format('%L:*', '#' || x || ':' || w), ' | ') || ')' AS q
        FROM unnest(words) word,
             unnest(tsvector_to_array(to_tsvector('simple'::regconfig, fold_text(word)))) w,
             unnest(industry_ids) x
       GROUP BY word, w) t $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_search_facets_idx ON orders
  USING gin (order_search_vector(search_text, industry_ids)) WHERE NOT removed;
--> statement-breakpoint
DROP INDEX IF EXISTS orders_search_tsv_idx;
