CREATE TABLE "offer_note_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"editor_user_id" integer,
	"previous_text" text NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"author_user_id" integer,
	"text" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"conversation_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"price_net" numeric(12, 2),
	"valid_until" date,
	"selected_at" timestamp with time zone,
	"selected_by_user_id" integer,
	"read_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_conversation_id_industry_id_pk" PRIMARY KEY("conversation_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "order_appreciations" (
	"order_id" integer NOT NULL,
	"side" text NOT NULL,
	"with_price_band" boolean DEFAULT false NOT NULL,
	"sent_by_user_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_appreciations_order_id_side_pk" PRIMARY KEY("order_id","side")
);
--> statement-breakpoint
CREATE TABLE "order_industry_without_indication" (
	"order_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"marked_by_user_id" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_industry_without_indication_order_id_industry_id_pk" PRIMARY KEY("order_id","industry_id")
);
--> statement-breakpoint
ALTER TABLE "offer_note_edits" ADD CONSTRAINT "offer_note_edits_note_id_offer_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."offer_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_note_edits" ADD CONSTRAINT "offer_note_edits_editor_user_id_users_id_fk" FOREIGN KEY ("editor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_notes" ADD CONSTRAINT "offer_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_notes" ADD CONSTRAINT "offer_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_notes" ADD CONSTRAINT "offer_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_selected_by_user_id_users_id_fk" FOREIGN KEY ("selected_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_appreciations" ADD CONSTRAINT "order_appreciations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_appreciations" ADD CONSTRAINT "order_appreciations_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_industry_without_indication" ADD CONSTRAINT "order_industry_without_indication_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_industry_without_indication" ADD CONSTRAINT "order_industry_without_indication_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_industry_without_indication" ADD CONSTRAINT "order_industry_without_indication_marked_by_user_id_users_id_fk" FOREIGN KEY ("marked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_note_edits_note_idx" ON "offer_note_edits" USING btree ("note_id","id");--> statement-breakpoint
CREATE INDEX "offer_notes_order_company_idx" ON "offer_notes" USING btree ("order_id","company_id","id");--> statement-breakpoint
CREATE INDEX "offers_order_industry_idx" ON "offers" USING btree ("order_id","industry_id");--> statement-breakpoint
CREATE INDEX "offers_company_idx" ON "offers" USING btree ("company_id","order_id");--> statement-breakpoint
-- Threads started before offers existed: one offer per industry they declared (no price yet).
INSERT INTO "offers" ("conversation_id", "industry_id", "order_id", "company_id")
SELECT c."id", i."industry_id", c."order_id", c."company_id"
FROM "conversations" c CROSS JOIN LATERAL unnest(c."industry_ids") AS i("industry_id")
ON CONFLICT DO NOTHING;
