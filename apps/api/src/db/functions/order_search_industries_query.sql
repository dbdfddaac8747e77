-- Words of the search box within some industries: every word (folded and split as to_tsvector does)
-- must start a word of the order joined to one of the industries. No word or no industry: '#', which no
-- order holds. The list asks order_search_forms_query now, which takes each word with its Polish forms.
CREATE OR REPLACE FUNCTION order_search_industries_query(words text[], industry_ids int[])
  RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(q, ' & '), '''#''')::tsquery FROM (
      SELECT '(' || string_agg(format('%L:*', '#' || x || ':' || w), ' | ') || ')' AS q
        FROM unnest(words) word,
             unnest(tsvector_to_array(to_tsvector('simple'::regconfig, fold_text(word)))) w,
             unnest(industry_ids) x
       GROUP BY word, w) t $$;
