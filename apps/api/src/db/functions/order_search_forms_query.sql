-- As order_search_industries_query, but each element of words is one typed word with its Polish lemmas,
-- space-separated (lib/polish-lemmas.ts): the forms of a word are alternatives ('|'), the words are all
-- required ('&'). The order list's words within industries (spec 2.5).
CREATE OR REPLACE FUNCTION order_search_forms_query(words text[], industry_ids int[])
  RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(q, ' & '), '''#''')::tsquery FROM (
      SELECT '(' || string_agg(format('%L:*', '#' || x || ':' || w), ' | ') || ')' AS q
        FROM unnest(words) WITH ORDINALITY AS word(forms, n),
             unnest(tsvector_to_array(to_tsvector('simple'::regconfig, fold_text(forms)))) w,
             unnest(industry_ids) x
       GROUP BY n) t $$;
