-- Company statistics (document 2, section 2.1): covering indexes so that the card's statistics read the company's
-- works and the grouped columns of its investments by index-only scans (merge join on investment id)
-- instead of a full scan of investments. Not declared in core.ts: drizzle cannot express INCLUDE.
CREATE INDEX IF NOT EXISTS "investment_companies_company_works_idx" ON "investment_companies" USING btree ("company_id","investment_id") INCLUDE ("industry_id","value_pln");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "investments_stats_idx" ON "investments" USING btree ("id") INCLUDE ("value_pln","province_id","sector_id","subsector_id","stage_id","archived","character");
