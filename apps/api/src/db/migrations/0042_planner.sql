CREATE TABLE "consultant_question_attachments" (
	"question_id" integer NOT NULL,
	"attachment_uuid" uuid NOT NULL,
	CONSTRAINT "consultant_question_attachments_question_id_attachment_uuid_pk" PRIMARY KEY("question_id","attachment_uuid")
);
--> statement-breakpoint
CREATE TABLE "consultant_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"asker_user_id" integer NOT NULL,
	"about" text NOT NULL,
	"investment_id" integer,
	"order_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planner_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "planner_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "consultant_question_attachments" ADD CONSTRAINT "consultant_question_attachments_question_id_consultant_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."consultant_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_question_attachments" ADD CONSTRAINT "consultant_question_attachments_attachment_uuid_attachments_uuid_fk" FOREIGN KEY ("attachment_uuid") REFERENCES "public"."attachments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_questions" ADD CONSTRAINT "consultant_questions_asker_user_id_users_id_fk" FOREIGN KEY ("asker_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_questions" ADD CONSTRAINT "consultant_questions_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_questions" ADD CONSTRAINT "consultant_questions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_questions" ADD CONSTRAINT "consultant_questions_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_feeds" ADD CONSTRAINT "planner_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultant_questions_asker_idx" ON "consultant_questions" USING btree ("asker_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultant_questions_queue_idx" ON "consultant_questions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "consultant_questions_order_idx" ON "consultant_questions" USING btree ("order_id") WHERE "consultant_questions"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "consultant_questions_investment_idx" ON "consultant_questions" USING btree ("investment_id") WHERE "consultant_questions"."investment_id" is not null;