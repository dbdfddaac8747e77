-- Search with Polish inflection in article titles (spec 2.5, the one search rule): the lemmas of a
-- title's words are stored beside it (filled on save; rows saved before are filled at start-up by the
-- search module's backfill), and the trigram index covers the folded title with its lemmas.
DROP INDEX "articles_title_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "title_lemmas" text;--> statement-breakpoint
CREATE INDEX "articles_title_lemmas_idx" ON "articles" USING gin (fold_text("title" || ' ' || coalesce("title_lemmas", '')) gin_trgm_ops);