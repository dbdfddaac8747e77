CREATE TABLE "investment_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"investment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"investment_id" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_stage_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"investment_id" integer NOT NULL,
	"from_stage_id" smallint,
	"to_stage_id" smallint NOT NULL,
	"changed_on" date NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"hold_reason" text,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investment_stages" ADD COLUMN "on_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "investment_changes" ADD CONSTRAINT "investment_changes_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_changes" ADD CONSTRAINT "investment_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_follows" ADD CONSTRAINT "investment_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_follows" ADD CONSTRAINT "investment_follows_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_stage_changes" ADD CONSTRAINT "investment_stage_changes_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_stage_changes" ADD CONSTRAINT "investment_stage_changes_from_stage_id_investment_stages_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."investment_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_stage_changes" ADD CONSTRAINT "investment_stage_changes_to_stage_id_investment_stages_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."investment_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_stage_changes" ADD CONSTRAINT "investment_stage_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_changes_investment_idx" ON "investment_changes" USING btree ("investment_id","id");--> statement-breakpoint
CREATE INDEX "investment_changes_created_idx" ON "investment_changes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_follows_user_investment_unique" ON "investment_follows" USING btree ("user_id","investment_id");--> statement-breakpoint
CREATE INDEX "investment_follows_investment_idx" ON "investment_follows" USING btree ("investment_id");--> statement-breakpoint
CREATE INDEX "investment_stage_changes_investment_idx" ON "investment_stage_changes" USING btree ("investment_id","id");--> statement-breakpoint
CREATE INDEX "investment_stage_changes_created_idx" ON "investment_stage_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "investment_stage_changes_to_stage_idx" ON "investment_stage_changes" USING btree ("to_stage_id","changed_on" DESC NULLS LAST,"investment_id" DESC NULLS LAST);--> statement-breakpoint
-- hand-written (investment-tracking)
UPDATE "investment_stages" SET "on_hold" = true WHERE "name" = 'Inwestycja wstrzymana';
--> statement-breakpoint
-- every investment held before this migration gets its hold recorded (day of its last update, reason unknown),
-- so 'Inwestycje wstrzymane' (read from the stage changes) lists it
INSERT INTO "investment_stage_changes" ("investment_id", "from_stage_id", "to_stage_id", "changed_on", "source", "created_at")
SELECT i."id", NULL, i."stage_id", i."updated_at"::date, 'dane archiwalne', i."updated_at"
  FROM "investments" i JOIN "investment_stages" st ON st."id" = i."stage_id" AND st."on_hold";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION investment_companies_log_participant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO investment_changes (investment_id, kind, details)
  SELECT n.investment_id, 'PARTICIPANT_ADDED', jsonb_build_object('companyId', n.company_id)
    FROM (SELECT DISTINCT investment_id, company_id FROM new_rows) n
   WHERE NOT EXISTS (
     SELECT 1 FROM investment_changes c
      WHERE c.investment_id = n.investment_id AND c.kind = 'PARTICIPANT_ADDED'
        AND c.details @> jsonb_build_object('companyId', n.company_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER investment_companies_log_participant
  AFTER INSERT ON investment_companies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION investment_companies_log_participant();
