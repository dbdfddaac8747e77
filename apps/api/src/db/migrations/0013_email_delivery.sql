-- Rows written before the delivery pipeline stay valid: a row sent inline is SENT, one whose inline
-- send failed is FAILED, and one stored without SMTP was never going to leave (NOT_SENT). Each old
-- row gets a key of its own; new rows carry the (event, recipient) key.
ALTER TABLE "email_outbox" ADD COLUMN "recipient_user_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "status" text DEFAULT 'QUEUED' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
UPDATE "email_outbox" SET
  "idempotency_key" = 'legacy:' || "id",
  "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'SENT' WHEN "error" IS NOT NULL THEN 'FAILED' ELSE 'NOT_SENT' END,
  "attempts" = CASE WHEN "sent_at" IS NOT NULL OR "error" IS NOT NULL THEN 1 ELSE 0 END,
  "last_attempt_at" = CASE WHEN "sent_at" IS NOT NULL OR "error" IS NOT NULL THEN COALESCE("sent_at", "created_at") END;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_idempotency_key_idx" ON "email_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "email_outbox_status_created_idx" ON "email_outbox" USING btree ("status","created_at");
