-- orders.search_text now holds the folded text (fold_text applied once on save). Text search matches
-- word prefixes with full-text search on that text ('simple' configuration: no stemming, diacritics
-- already folded), which keeps posting lists exact instead of trigram candidates to recheck.
UPDATE orders SET search_text = fold_text(search_text);
--> statement-breakpoint
DROP INDEX IF EXISTS orders_search_fold_trgm_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_search_tsv_idx ON orders USING gin (to_tsvector('simple'::regconfig, search_text)) WHERE NOT removed;
