ALTER TABLE "company_follows" ADD COLUMN "seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- a follow not yet seen on the list shows what changed since it began
UPDATE "company_follows" SET "seen_at" = "created_at";
