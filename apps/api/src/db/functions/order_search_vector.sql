-- The words of an order in the word index (order list, spec 2.5): the words of its text, each word
-- joined to each industry of the order ('#<industryId>:<word>') and to its province ('@<provinceId>:<word>'),
-- so that words within chosen industries or provinces are a few short prefix ranges of the index instead
-- of every order holding the word. '#' and '@' never start a token of the 'simple' parser, so no typed
-- word can match a compound entry.
-- An index is built from its results (IMMUTABLE): a new body needs a migration that rebuilds them (orders_search_facets_idx, orders_search_rare_status_idx).
CREATE OR REPLACE FUNCTION order_search_vector(search_text text, industry_ids int[], province_id int)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT v || array_to_tsvector(array(
      SELECT '#' || x || ':' || w FROM unnest(industry_ids) x, unnest(tsvector_to_array(v)) w
      UNION ALL
      SELECT '@' || province_id || ':' || w FROM unnest(tsvector_to_array(v)) w WHERE province_id IS NOT NULL))
    FROM (SELECT to_tsvector('simple'::regconfig, coalesce(search_text, '')) AS v) t $$;
