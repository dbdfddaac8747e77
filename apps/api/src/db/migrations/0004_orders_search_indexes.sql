-- Diacritic-insensitive order text search (order text + investment name and place, kept in search_text).
CREATE INDEX IF NOT EXISTS orders_search_fold_trgm_idx ON orders USING gin (fold_text(search_text) gin_trgm_ops) WHERE NOT removed;
--> statement-breakpoint
-- Newest-first and oldest-first pages of the lists.
CREATE INDEX IF NOT EXISTS orders_publish_idx ON orders (publish_at DESC, id DESC) WHERE NOT removed;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_offer_deadline_idx ON orders (offer_deadline_to, id) WHERE NOT removed;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_work_deadline_idx ON orders ((coalesce(work_deadline_from, work_deadline_to)), id) WHERE NOT removed;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS order_events_company_idx ON order_events (order_id, kind, company_id);
