CREATE TABLE "order_attachments" (
	"order_id" integer NOT NULL,
	"attachment_uuid" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_attachments_order_id_attachment_uuid_pk" PRIMARY KEY("order_id","attachment_uuid")
);
--> statement-breakpoint
CREATE TABLE "order_contacts" (
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"publish_phone" boolean DEFAULT true NOT NULL,
	CONSTRAINT "order_contacts_order_id_user_id_pk" PRIMARY KEY("order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_industries" (
	"order_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"work_scope_number" numeric(14, 2),
	"unit" text,
	"description" text,
	CONSTRAINT "order_industries_order_id_industry_id_pk" PRIMARY KEY("order_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"investment_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_by_user_id" integer,
	"is_approved" boolean DEFAULT true NOT NULL,
	"publish_at" timestamp with time zone,
	"offer_deadline_from" date,
	"offer_deadline_to" date,
	"work_deadline_from" date,
	"work_deadline_to" date,
	"scope" text,
	"description" text,
	"technology" jsonb DEFAULT '{"producerPreference":[],"technologyPreference":[]}'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visible_to_industry_users_only" boolean DEFAULT false NOT NULL,
	"notify_contacts" boolean DEFAULT false NOT NULL,
	"industry_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"deleted_reason" text,
	"removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attachments" ADD CONSTRAINT "order_attachments_attachment_uuid_attachments_uuid_fk" FOREIGN KEY ("attachment_uuid") REFERENCES "public"."attachments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_contacts" ADD CONSTRAINT "order_contacts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_contacts" ADD CONSTRAINT "order_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_industries" ADD CONSTRAINT "order_industries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_industries" ADD CONSTRAINT "order_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_investment_id_investments_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_filters" ADD CONSTRAINT "user_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_contacts_user_idx" ON "order_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_events_order_kind_idx" ON "order_events" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_industries_industry_idx" ON "order_industries" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "orders_investment_idx" ON "orders" USING btree ("investment_id");--> statement-breakpoint
CREATE INDEX "orders_status_publish_idx" ON "orders" USING btree ("status","publish_at") WHERE not "orders"."removed";--> statement-breakpoint
CREATE INDEX "orders_industry_ids_idx" ON "orders" USING gin ("industry_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "user_filters_name_unique" ON "user_filters" USING btree ("user_id","type",lower("name"));