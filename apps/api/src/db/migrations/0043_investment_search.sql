CREATE TABLE "investment_saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (fold_text(name || ' ' || coalesce(name_lemmas, ''))) STORED;--> statement-breakpoint
ALTER TABLE "investment_saved_searches" ADD CONSTRAINT "investment_saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "investment_saved_searches_name_unique" ON "investment_saved_searches" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "investments_district_idx" ON "investments" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "investments_updated_idx" ON "investments" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "investments_value_idx" ON "investments" USING btree ("value_pln");--> statement-breakpoint
CREATE INDEX "investments_start_date_idx" ON "investments" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "investments_end_date_idx" ON "investments" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "investments_search_folded_trgm_idx" ON "investments" USING gin ("search_folded" gin_trgm_ops);