CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"reminder" text NOT NULL,
	"subject_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_reminders_reminder_subject_id_pk" PRIMARY KEY("reminder","subject_id")
);
--> statement-breakpoint
CREATE TABLE "used_unsubscribe_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "action_url" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "digest_id" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sent_reminders_sent_idx" ON "sent_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "email_outbox_digest_wait_idx" ON "email_outbox" USING btree ("recipient_user_id","id") WHERE "email_outbox"."reason" = 'DIGEST';--> statement-breakpoint
CREATE INDEX "orders_released_offer_deadline_idx" ON "orders" USING btree ("offer_deadline_to") WHERE "orders"."status" = 'RELEASED' and not "orders"."removed";