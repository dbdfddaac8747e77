CREATE TABLE "participation_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"company_id" integer NOT NULL,
	"investment_id" integer,
	"role" text,
	"industry_ids" integer[] NOT NULL,
	"value_pln" bigint,
	"start_date" date,
	"end_date" date,
	"evidence_uuid" uuid,
	"note" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"declared_by_user_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participation_claims" ADD CONSTRAINT "participation_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_claims" ADD CONSTRAINT "participation_claims_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_claims" ADD CONSTRAINT "participation_claims_evidence_uuid_attachments_uuid_fk" FOREIGN KEY ("evidence_uuid") REFERENCES "public"."attachments"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_claims" ADD CONSTRAINT "participation_claims_declared_by_user_id_users_id_fk" FOREIGN KEY ("declared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participation_claims" ADD CONSTRAINT "participation_claims_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participation_claims_status_idx" ON "participation_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "participation_claims_company_idx" ON "participation_claims" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "participation_claims_pending_uq" ON "participation_claims" USING btree ("company_id","investment_id") WHERE status = 'PENDING' and kind = 'PARTICIPATION';--> statement-breakpoint
-- hand-written (participation-claims)
-- The public city pages find a town by its address segment (modules/public-investments, citySlug() of the contract).
CREATE INDEX IF NOT EXISTS "locations_town_slug_idx" ON "locations" ((trim(both '-' from regexp_replace(fold_text("name"), '[^a-z0-9]+', '-', 'g')))) WHERE "is_town";
