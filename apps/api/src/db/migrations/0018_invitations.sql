CREATE TABLE "order_intent_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"intent" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_nominated_companies" (
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"source" text NOT NULL,
	"email" text,
	"nominated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_at" timestamp with time zone,
	"email_outbox_id" integer,
	"seen_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"intent" text,
	"intent_reason" text,
	"intent_note" text,
	"intent_at" timestamp with time zone,
	"intent_by_user_id" integer,
	CONSTRAINT "order_nominated_companies_order_id_company_id_pk" PRIMARY KEY("order_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "order_nominated_companies" ADD CONSTRAINT "order_nominated_companies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_nominated_companies" ADD CONSTRAINT "order_nominated_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_nominated_companies" ADD CONSTRAINT "order_nominated_companies_nominated_by_user_id_users_id_fk" FOREIGN KEY ("nominated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_nominated_companies" ADD CONSTRAINT "order_nominated_companies_email_outbox_id_email_outbox_id_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_nominated_companies" ADD CONSTRAINT "order_nominated_companies_intent_by_user_id_users_id_fk" FOREIGN KEY ("intent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_intent_links_order_company_idx" ON "order_intent_links" USING btree ("order_id","company_id");--> statement-breakpoint
CREATE INDEX "order_nominated_companies_company_idx" ON "order_nominated_companies" USING btree ("company_id","invited_at" DESC NULLS LAST,"order_id" DESC NULLS LAST) WHERE "order_nominated_companies"."invited_at" is not null;