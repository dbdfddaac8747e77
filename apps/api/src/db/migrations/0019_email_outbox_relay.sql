ALTER TABLE "email_outbox" ADD COLUMN "job_enqueued_at" timestamp with time zone;--> statement-breakpoint
-- Rows stored before the relay got their delivery job in the save itself: none waits for the relay.
UPDATE "email_outbox" SET "job_enqueued_at" = "created_at";--> statement-breakpoint
CREATE INDEX "email_outbox_unrelayed_idx" ON "email_outbox" USING btree ("id") WHERE "email_outbox"."status" = 'QUEUED' and "email_outbox"."job_enqueued_at" is null;