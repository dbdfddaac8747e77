-- Diacritic-insensitive search: prefix and trigram search over folded names.
CREATE INDEX IF NOT EXISTS locations_name_fold_prefix_idx ON locations (fold_text(name) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS locations_name_fold_trgm_idx ON locations USING gin (fold_text(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_name_fold_trgm_idx ON companies USING gin (fold_text(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_nip_prefix_idx ON companies (nip text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS investments_name_fold_trgm_idx ON investments USING gin (fold_text(name) gin_trgm_ops);
--> statement-breakpoint
-- Distance filters run on the earth-distance GiST index.
CREATE INDEX IF NOT EXISTS investments_earth_idx ON investments USING gist (ll_to_earth(latitude, longitude));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS locations_earth_idx ON locations USING gist (ll_to_earth(latitude, longitude));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS companies_earth_idx ON companies USING gist (ll_to_earth(latitude, longitude)) WHERE latitude IS NOT NULL;
