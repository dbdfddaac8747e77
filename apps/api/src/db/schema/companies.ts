import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { attachments, companies, users } from './core.js';

/** Company e-portfolio: scopes, gallery, relations, follows, company offer and services (issue: e-portfolio). */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * About-tab data that lives beside the company row: gallery text, keywords, auction links and the
 * parent company (so a daughter has at most one parent by construction).
 */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    galleryDescription: text('gallery_description'),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    auctionLinks: text('auction_links').array().notNull().default(sql`'{}'::text[]`),
    parentCompanyId: integer('parent_company_id').references(() => companies.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_profiles_parent_idx').on(t.parentCompanyId)],
);

/** Other company connections (admin field): unordered links to other companies. */
export const companyConnections = pgTable(
  'company_connections',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    otherCompanyId: integer('other_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.otherCompanyId] })],
);

/** Scopes: industries (kind INDUSTRY, ref = industries.id) and subsectors (SUBSECTOR, ref = sectors.id). */
export const companyScopes = pgTable(
  'company_scopes',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    refId: integer('ref_id').notNull(),
    isSupply: boolean('is_supply').notNull().default(false),
    isService: boolean('is_service').notNull().default(false),
    isSupplyAndService: boolean('is_supply_and_service').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.refId] })],
);

export const companyGalleryPhotos = pgTable(
  'company_gallery_photos',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    attachmentUuid: uuid('attachment_uuid')
      .notNull()
      .references(() => attachments.uuid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.attachmentUuid] })],
);

/** A user following a company, with the follow settings (lost on unfollow: the row is deleted). */
export const companyFollows = pgTable(
  'company_follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    note: text('note'),
    notifyTookPartInNewInvestment: boolean('notify_took_part_in_new_investment').notNull().default(true),
    notifyInvestmentUpdated: boolean('notify_investment_updated').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the user last opened 'Obserwowane firmy': the list shows what changed since */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_follows_user_company_unique').on(t.userId, t.companyId),
    index('company_follows_company_idx').on(t.companyId),
  ],
);

/** The company offer, one row per version (DRAFT, PUBLISHED); content is the validated offer with attachment uuids. */
export const companyOffers = pgTable(
  'company_offers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    content: jsonb('content').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.version] })],
);

/** Paid company services (COMPANY_OFFER): active while expires_at is in the future. */
export const companyServices = pgTable(
  'company_services',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.service] })],
);
