-- Text folded for search: lower case, no accents, Polish 'ł' as 'l'. unaccent() is STABLE and an
-- index needs an IMMUTABLE function, hence this wrapper. Every name and title search reads it.
-- An index is built from its results (IMMUTABLE): a new body needs a migration that rebuilds them (the trigram indexes on names, titles and order texts).
CREATE OR REPLACE FUNCTION fold_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, replace(replace(value, 'ł', 'l'), 'Ł', 'L'))) $$;
