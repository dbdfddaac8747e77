-- The words of the order texts (a search's first request). A typed word is a prefix ('dachu' finds 'dachu', 'dachy'
-- ...), and the word index answers a prefix several times slower than the same words asked exactly: it
-- gathers every match of every word under the prefix into a bitmap before anything else (a common
-- word's capped count at 1M orders: 'dach:*' 179 ms, its four exact words 77 ms; two words together 146 ->
-- 27 ms, as exact words let the index skip through the rarer one). With every word of the texts kept
-- here, the server asks for the exact words a typed word starts (a range of this key: "C" collation).
-- The vocabulary only grows: a word no order holds any more matches nothing.
CREATE TABLE "order_search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO order_search_lexemes (lexeme)
  SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, search_text))) FROM orders
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The words of a statement's new rows, in key order so that two saves adding the same new words cannot
-- deadlock. Plain to_tsvector of the text: the words of order_search_vector(), without the industry pairs.
CREATE OR REPLACE FUNCTION orders_keep_search_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_search_lexemes (lexeme)
    SELECT DISTINCT w FROM new_orders n, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, n.search_text))) w
     ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_search_lexemes_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_search_lexemes();--> statement-breakpoint
-- Transition tables cannot go with a column list: an edited text is kept row by row, only when it changed.
CREATE OR REPLACE FUNCTION orders_keep_edited_search_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_search_lexemes (lexeme)
    SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, NEW.search_text))) w ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_search_lexemes_update AFTER UPDATE OF search_text ON orders
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION orders_keep_edited_search_lexemes();
