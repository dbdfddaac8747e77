-- Every word of the order texts in order_search_lexemes: the order list asks the word index for the
-- exact words a typed word starts (a range of that key) instead of a prefix, several times faster at
-- 1M orders. The words of a statement's new rows, in key order so that two saves adding the same new
-- words cannot deadlock; plain to_tsvector of the text: the words of order_search_vector() without the
-- industry and province pairs. The vocabulary only grows: a word no order holds any more matches nothing.
CREATE OR REPLACE FUNCTION orders_keep_search_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_search_lexemes (lexeme)
    SELECT DISTINCT w FROM new_orders n, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, n.search_text))) w
     ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER orders_search_lexemes_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_search_lexemes();
