ALTER TABLE "users" ADD COLUMN "company_rights" text[] DEFAULT '{CONVERSATIONS,CONTACT_PERSON}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_membership_events" ADD COLUMN "right" text;