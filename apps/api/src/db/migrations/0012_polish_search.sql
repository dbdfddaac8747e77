-- Polish inflection in search (spec 2.5): the server appends the Polish lemmas of a text's words
-- (Hunspell, src/lib/polish-lemmas.ts) to what is searched, and looks up each typed word with its
-- lemmas, so 'hala' finds 'hali' and 'Krakowie' finds 'Kraków'. PostgreSQL has no Polish stemmer and
-- PGlite cannot load dictionaries, so the lemmas are computed in the application, not in SQL.
ALTER TABLE "companies" ADD COLUMN "name_lemmas" text;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "name_lemmas" text;--> statement-breakpoint
-- Rows saved before this migration have no lemmas yet (false); the server fills them at start-up.
ALTER TABLE "orders" ADD COLUMN "search_lemmatised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "search_lemmatised" SET DEFAULT true;--> statement-breakpoint
-- Names with their lemmas in one trigram index; a null (not yet computed) reads as no lemmas.
CREATE INDEX IF NOT EXISTS companies_name_lemmas_trgm_idx ON companies
  USING gin ((fold_text(name || ' ' || coalesce(name_lemmas, ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS investments_name_lemmas_trgm_idx ON investments
  USING gin ((fold_text(name || ' ' || coalesce(name_lemmas, ''))) gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS companies_name_fold_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS investments_name_fold_trgm_idx;--> statement-breakpoint
-- As order_search_industries_query (0007), but each element of words is one typed word with its
-- lemmas, space-separated: the forms of a word are alternatives ('|'), the words all required ('&').
CREATE OR REPLACE FUNCTION order_search_forms_query(words text[], industry_ids int[])
  RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(string_agg(q, ' & '), '''#''')::tsquery FROM (
      SELECT '(' || string_agg(format('%L:*', '#' || x || ':' || w), ' | ') || ')' AS q
        FROM unnest(words) WITH ORDINALITY AS word(forms, n),
             unnest(tsvector_to_array(to_tsvector('simple'::regconfig, fold_text(forms)))) w,
             unnest(industry_ids) x
       GROUP BY n) t $$;
