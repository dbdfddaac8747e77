CREATE TABLE "company_membership_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"change" text NOT NULL,
	"via" text NOT NULL,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_membership_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"order_id" integer,
	"investment_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_activation_links" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "company_membership_events" ADD CONSTRAINT "company_membership_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_membership_events" ADD CONSTRAINT "company_membership_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_membership_events" ADD CONSTRAINT "company_membership_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_membership_requests" ADD CONSTRAINT "company_membership_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_membership_requests" ADD CONSTRAINT "company_membership_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_membership_requests" ADD CONSTRAINT "company_membership_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_membership_requests" ADD CONSTRAINT "company_membership_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_membership_requests" ADD CONSTRAINT "company_membership_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_membership_events_company_idx" ON "company_membership_events" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "company_membership_requests_company_idx" ON "company_membership_requests" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "company_membership_requests_pending_idx" ON "company_membership_requests" USING btree ("id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "company_membership_requests_one_pending" ON "company_membership_requests" USING btree ("user_id") WHERE status = 'PENDING';--> statement-breakpoint
ALTER TABLE "user_activation_links" ADD CONSTRAINT "user_activation_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;