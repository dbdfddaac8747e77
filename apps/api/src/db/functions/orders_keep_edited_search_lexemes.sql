-- The words of an edited order text (orders_keep_search_lexemes keeps new rows). Transition tables
-- cannot go with a column list, so an edited text is kept row by row, only when it changed.
CREATE OR REPLACE FUNCTION orders_keep_edited_search_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_search_lexemes (lexeme)
    SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, NEW.search_text))) w ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER orders_search_lexemes_update AFTER UPDATE OF search_text ON orders
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION orders_keep_edited_search_lexemes();
