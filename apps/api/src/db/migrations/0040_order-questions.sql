CREATE TABLE "order_question_settings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"question_deadline" date NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"asked_by_user_id" integer,
	"question" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answer_visibility" text,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "order_question_settings" ADD CONSTRAINT "order_question_settings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_question_settings" ADD CONSTRAINT "order_question_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_questions" ADD CONSTRAINT "order_questions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_questions" ADD CONSTRAINT "order_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_questions" ADD CONSTRAINT "order_questions_asked_by_user_id_users_id_fk" FOREIGN KEY ("asked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_questions" ADD CONSTRAINT "order_questions_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_questions_order_idx" ON "order_questions" USING btree ("order_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_questions_company_idx" ON "order_questions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "order_questions_unanswered_idx" ON "order_questions" USING btree ("order_id") WHERE "order_questions"."answer" is null;--> statement-breakpoint
CREATE INDEX "offers_industry_order_idx" ON "offers" USING btree ("industry_id","order_id");