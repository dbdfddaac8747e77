-- The admin location list deletes a location only when no investment or company uses it (spec 2.11):
-- the check and the foreign keys read these indexes instead of the tables.
CREATE INDEX "companies_location_idx" ON "companies" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "investments_location_idx" ON "investments" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "investments_road_end_location_idx" ON "investments" USING btree ("road_end_location_id");