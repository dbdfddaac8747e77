CREATE TABLE "company_connections" (
	"company_id" integer NOT NULL,
	"other_company_id" integer NOT NULL,
	CONSTRAINT "company_connections_company_id_other_company_id_pk" PRIMARY KEY("company_id","other_company_id")
);
--> statement-breakpoint
CREATE TABLE "company_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"note" text,
	"notify_took_part_in_new_investment" boolean DEFAULT true NOT NULL,
	"notify_investment_updated" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_gallery_photos" (
	"company_id" integer NOT NULL,
	"attachment_uuid" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "company_gallery_photos_company_id_attachment_uuid_pk" PRIMARY KEY("company_id","attachment_uuid")
);
--> statement-breakpoint
CREATE TABLE "company_offers" (
	"company_id" integer NOT NULL,
	"version" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_offers_company_id_version_pk" PRIMARY KEY("company_id","version")
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"gallery_description" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"auction_links" text[] DEFAULT '{}'::text[] NOT NULL,
	"parent_company_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_scopes" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"is_supply" boolean DEFAULT false NOT NULL,
	"is_service" boolean DEFAULT false NOT NULL,
	"is_supply_and_service" boolean DEFAULT false NOT NULL,
	CONSTRAINT "company_scopes_company_id_kind_ref_id_pk" PRIMARY KEY("company_id","kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "company_services" (
	"company_id" integer NOT NULL,
	"service" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_services_company_id_service_pk" PRIMARY KEY("company_id","service")
);
--> statement-breakpoint
ALTER TABLE "company_connections" ADD CONSTRAINT "company_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_connections" ADD CONSTRAINT "company_connections_other_company_id_companies_id_fk" FOREIGN KEY ("other_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_gallery_photos" ADD CONSTRAINT "company_gallery_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_gallery_photos" ADD CONSTRAINT "company_gallery_photos_attachment_uuid_attachments_uuid_fk" FOREIGN KEY ("attachment_uuid") REFERENCES "public"."attachments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_offers" ADD CONSTRAINT "company_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_offers" ADD CONSTRAINT "company_offers_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_parent_company_id_companies_id_fk" FOREIGN KEY ("parent_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_scopes" ADD CONSTRAINT "company_scopes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_services" ADD CONSTRAINT "company_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_follows_user_company_unique" ON "company_follows" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "company_follows_company_idx" ON "company_follows" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_profiles_parent_idx" ON "company_profiles" USING btree ("parent_company_id");