/**
 * Editorial content (document 2, sections 2.9, 3): "Puls budownictwa" news, webinars and the experts forum conference.
 * Links to tags, categories, authors, partners and speakers are integer arrays: an entry has a
 * handful, the public reads filter by one id through a GIN index, and a deleted target is removed
 * from the arrays in the same transaction (editorial-links.queries.ts).
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const image = () => ({ imageUuid: uuid('image_uuid'), imageUrl: text('image_url') });
const stamps = () => ({
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const editorialTags = pgTable(
  'editorial_tags',
  { id: serial('id').primaryKey(), name: text('name').notNull() },
  (t) => [index('editorial_tags_name_idx').using('gin', sql`fold_text(${t.name}) gin_trgm_ops`)],
);

export const editorialCategories = pgTable(
  'editorial_categories',
  { id: serial('id').primaryKey(), name: text('name').notNull(), description: text('description') },
  (t) => [index('editorial_categories_name_idx').using('gin', sql`fold_text(${t.name}) gin_trgm_ops`)],
);

export const editorialAuthors = pgTable(
  'editorial_authors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: text('position'),
    bio: text('bio'),
    ...image(),
  },
  (t) => [index('editorial_authors_name_idx').using('gin', sql`fold_text(${t.name}) gin_trgm_ops`)],
);

/** `publish_at` null is a draft; a future value is scheduled and shows by itself when the time comes. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Lemmas of the title's words (search with inflection); null until the start-up backfill fills it. */
    titleLemmas: text('title_lemmas'),
    lead: text('lead').notNull(),
    body: text('body').notNull(),
    ...image(),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'`),
    authorIds: integer('author_ids').array().notNull().default(sql`'{}'`),
    publishAt: at('publish_at'),
    ...stamps(),
  },
  (t) => [
    index('articles_publish_at_idx').on(t.publishAt.desc(), t.id.desc()),
    index('articles_category_ids_idx').using('gin', t.categoryIds),
    index('articles_tag_ids_idx').using('gin', t.tagIds),
    index('articles_author_ids_idx').using('gin', t.authorIds),
    index('articles_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('articles_title_lemmas_idx').using(
      'gin',
      sql`fold_text(${t.title} || ' ' || coalesce(${t.titleLemmas}, '')) gin_trgm_ops`,
    ),
  ],
);

export const webinarCategories = pgTable(
  'webinar_categories',
  { id: serial('id').primaryKey(), name: text('name').notNull() },
  (t) => [index('webinar_categories_name_idx').using('gin', sql`fold_text(${t.name}) gin_trgm_ops`)],
);

export const webinarPartners = pgTable(
  'webinar_partners',
  { id: serial('id').primaryKey(), name: text('name').notNull(), link: text('link'), ...image() },
  (t) => [index('webinar_partners_name_idx').using('gin', sql`fold_text(${t.name}) gin_trgm_ops`)],
);

export const webinars = pgTable(
  'webinars',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startsAt: at('starts_at').notNull(),
    description: text('description'),
    categoryId: integer('category_id').references(() => webinarCategories.id, { onDelete: 'set null' }),
    partnerIds: integer('partner_ids').array().notNull().default(sql`'{}'`),
    registrationUrl: text('registration_url'),
    recordingUrl: text('recording_url'),
    ...image(),
    publishAt: at('publish_at'),
    ...stamps(),
  },
  (t) => [
    index('webinars_starts_at_idx').on(t.startsAt, t.id),
    index('webinars_category_idx').on(t.categoryId),
    index('webinars_partner_ids_idx').using('gin', t.partnerIds),
    index('webinars_title_idx').using('gin', sql`fold_text(${t.title}) gin_trgm_ops`),
  ],
);

export const conferenceSpeakers = pgTable(
  'conference_speakers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: text('position'),
    company: text('company'),
    bio: text('bio'),
    ...image(),
  },
  (t) => [index('conference_speakers_name_idx').using('gin', sql`fold_text(${t.name}) gin_trgm_ops`)],
);

export const conferenceAgenda = pgTable(
  'conference_agenda',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    speakerIds: integer('speaker_ids').array().notNull().default(sql`'{}'`),
  },
  (t) => [
    index('conference_agenda_day_time_idx').on(t.day, t.time, t.id),
    index('conference_agenda_speaker_ids_idx').using('gin', t.speakerIds),
    index('conference_agenda_title_idx').using('gin', sql`fold_text(${t.title}) gin_trgm_ops`),
  ],
);

export const conferencePartners = pgTable(
  'conference_partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    tier: text('tier').notNull(),
    link: text('link'),
    ...image(),
  },
  (t) => [
    index('conference_partners_tier_idx').on(t.tier, t.id),
    index('conference_partners_name_idx').using('gin', sql`fold_text(${t.name}) gin_trgm_ops`),
  ],
);
