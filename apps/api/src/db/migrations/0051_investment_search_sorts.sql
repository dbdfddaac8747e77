DROP INDEX "investments_value_idx";--> statement-breakpoint
DROP INDEX "investments_start_date_idx";--> statement-breakpoint
DROP INDEX "investments_end_date_idx";--> statement-breakpoint
CREATE INDEX "investments_value_desc_idx" ON "investments" USING btree ("value_pln" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investments_start_date_desc_idx" ON "investments" USING btree ("start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investments_end_date_desc_idx" ON "investments" USING btree ("end_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investments_value_idx" ON "investments" USING btree ("value_pln","id");--> statement-breakpoint
CREATE INDEX "investments_start_date_idx" ON "investments" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "investments_end_date_idx" ON "investments" USING btree ("end_date","id");