CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"body" text NOT NULL,
	"image_uuid" uuid,
	"image_url" text,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"author_ids" integer[] DEFAULT '{}' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_agenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"time" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"speaker_ids" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"link" text,
	"image_uuid" uuid,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "conference_speakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"company" text,
	"bio" text,
	"image_uuid" uuid,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "editorial_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"bio" text,
	"image_uuid" uuid,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "editorial_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "editorial_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"image_uuid" uuid,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"description" text,
	"category_id" integer,
	"partner_ids" integer[] DEFAULT '{}' NOT NULL,
	"registration_url" text,
	"recording_url" text,
	"image_uuid" uuid,
	"image_url" text,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_category_id_webinar_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."webinar_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_publish_at_idx" ON "articles" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_category_ids_idx" ON "articles" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "articles_tag_ids_idx" ON "articles" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "articles_author_ids_idx" ON "articles" USING gin ("author_ids");--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_title_idx" ON "articles" USING gin (fold_text("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conference_agenda_day_time_idx" ON "conference_agenda" USING btree ("day","time","id");--> statement-breakpoint
CREATE INDEX "conference_agenda_speaker_ids_idx" ON "conference_agenda" USING gin ("speaker_ids");--> statement-breakpoint
CREATE INDEX "conference_agenda_title_idx" ON "conference_agenda" USING gin (fold_text("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conference_partners_tier_idx" ON "conference_partners" USING btree ("tier","id");--> statement-breakpoint
CREATE INDEX "conference_partners_name_idx" ON "conference_partners" USING gin (fold_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conference_speakers_name_idx" ON "conference_speakers" USING gin (fold_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "editorial_authors_name_idx" ON "editorial_authors" USING gin (fold_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "editorial_categories_name_idx" ON "editorial_categories" USING gin (fold_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "editorial_tags_name_idx" ON "editorial_tags" USING gin (fold_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webinar_categories_name_idx" ON "webinar_categories" USING gin (fold_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webinar_partners_name_idx" ON "webinar_partners" USING gin (fold_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webinars_starts_at_idx" ON "webinars" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "webinars_category_idx" ON "webinars" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "webinars_partner_ids_idx" ON "webinars" USING gin ("partner_ids");--> statement-breakpoint
CREATE INDEX "webinars_title_idx" ON "webinars" USING gin (fold_text("title") gin_trgm_ops);