import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A point of the earth cube (the cube and earthdistance extensions: `ll_to_earth(latitude, longitude)`),
 * as PostgreSQL prints it: '(x, y, z)'. Kept by triggers from the row's place (db/schema/README.md).
 */
const earthPoint = customType<{ data: string }>({ dataType: () => 'cube' });

export const countries = pgTable('countries', {
  code: text('code').primaryKey(), // ISO 3166-1 alpha-2
  name: text('name').notNull(),
  shorthand: text('shorthand').notNull(), // ISO alpha-3
});

/** The 16 voivodeships, ids 1-16 in TERYT order (02 dolnośląskie ... 32 zachodniopomorskie). */
export const provinces = pgTable('provinces', {
  id: smallint('id').primaryKey(),
  teryt: text('teryt').notNull().unique(),
  name: text('name').notNull(), // lower case, as the spec stores it
  capital: text('capital').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  minLat: doublePrecision('min_lat').notNull(),
  minLng: doublePrecision('min_lng').notNull(),
  maxLat: doublePrecision('max_lat').notNull(),
  maxLng: doublePrecision('max_lng').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    teryt: text('teryt').notNull().unique(),
    name: text('name').notNull(), // lower case
    provinceId: smallint('province_id')
      .notNull()
      .references(() => provinces.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('districts_province_idx').on(t.provinceId)],
);

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    terytGmina: text('teryt_gmina'),
    districtId: integer('district_id').references(() => districts.id),
    provinceId: smallint('province_id').references(() => provinces.id),
    countryCode: text('country_code')
      .notNull()
      .default('PL')
      .references(() => countries.code),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population'),
    isTown: boolean('is_town').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('locations_district_idx').on(t.districtId),
    index('locations_province_idx').on(t.provinceId),
    index('locations_lat_lng_idx').on(t.latitude, t.longitude),
  ],
);

export const industries = pgTable(
  'industries',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('industries_parent_idx').on(t.parentId)],
);

export const sectors = pgTable(
  'sectors',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sectors_parent_idx').on(t.parentId)],
);

export const investmentStages = pgTable('investment_stages', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull(),
  /** A held stage ('Inwestycja wstrzymana'): its investments are the on-hold list's. */
  onHold: boolean('on_hold').notNull().default(false),
});

export const positions = pgTable('positions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

export const units = pgTable('units', {
  code: text('code').primaryKey(),
  sortOrder: integer('sort_order').notNull(),
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Polish lemmas of the name's words (polish-lemmas.ts) for the name search; null until computed. */
    nameLemmas: text('name_lemmas'),
    nip: text('nip'), // digits only
    formerName: text('former_name'),
    logoUrl: text('logo_url'),
    inBankruptcy: boolean('in_bankruptcy').notNull().default(false),
    deactivated: boolean('deactivated').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    subsidized: boolean('subsidized').notNull().default(false),
    isProducerOrSupplier: boolean('is_producer_or_supplier').notNull().default(false),
    description: text('description'),
    turnover: numeric('turnover', { precision: 14, scale: 1 }), // millions PLN
    established: smallint('established'),
    adminInfo: text('admin_info'),
    streetPrefix: text('street_prefix'),
    streetName: text('street_name'),
    streetNo: text('street_no'),
    apartmentNo: text('apartment_no'),
    city: text('city'),
    zipCode: text('zip_code'),
    postOffice: text('post_office'),
    countryCode: text('country_code')
      .notNull()
      .default('PL')
      .references(() => countries.code),
    provinceId: smallint('province_id').references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    locationId: integer('location_id').references(() => locations.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The seat as a point of the earth cube, from latitude and longitude (trigger companies_set_earth_point). */
    earthPoint: earthPoint('earth_point'),
    /** Contact block of document 2 section 3 (e-mails, phones, links with isLink flags). */
    contact: jsonb('contact').notNull().default({}),
    assistantFirstName: text('assistant_first_name'),
    assistantLastName: text('assistant_last_name'),
    /**
     * The edit form's version ('O firmie'): each save adds one, and a save read at an older version
     * is refused, so two tabs never overwrite each other silently.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_nip_unique').on(t.nip).where(sql`${t.nip} is not null and not ${t.deleted}`),
    index('companies_province_idx').on(t.provinceId),
    index('companies_location_idx').on(t.locationId),
    // The few deleted or deactivated companies, which reports leave out of a partner list without
    // reading every partner's row (the company-activity report, spec 2.8 companiesWithArchived).
    index('companies_hidden_idx').on(t.id).where(sql`${t.deleted} or ${t.deactivated}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    position: text('position'),
    accountType: text('account_type').notNull(),
    companyAdmin: boolean('company_admin').notNull().default(false),
    companyId: integer('company_id').references(() => companies.id),
    availableServices: text('available_services').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    /**
     * The rights the company admin gave the person within the company (COMPANY_EDIT, CONVERSATIONS,
     * CONTACT_PERSON; offer editing stays the COMPANY_OFFER_EDIT service). The default is what every
     * member could do before rights existed.
     */
    companyRights: text('company_rights').array().notNull().default(sql`'{CONVERSATIONS,CONTACT_PERSON}'::text[]`),
    /** set when the company admin or staff deactivated the account (inactive without it: not activated yet) */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_login_unique').on(sql`lower(${t.login})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
  ],
);

/** Opaque refresh tokens, stored hashed; a family is one login session, rotated on each refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** the browser and the client address the token was issued to: 'Moje konto' lists sessions by them */
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * One-time links of 'Nie pamiętam hasła' (OWASP ASVS 2.5): only the token's hash is stored; a link
 * works once, until it expires, a newer link is requested or the user logs in.
 */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_links_user_idx').on(t.userId)],
);

/** One-time tokens sent in links; exchanged for a temporary access token carrying permissions. */
export const temporaryAccessTokens = pgTable('temporary_access_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  permissions: text('permissions').array().notNull(),
  /** The one resource the access is for (e.g. an order id for ORDER_EDIT_APPROVAL). */
  resourceId: integer('resource_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const investments = pgTable(
  'investments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Polish lemmas of the name's words (polish-lemmas.ts) for the name search; null until computed. */
    nameLemmas: text('name_lemmas'),
    /**
     * The name with its lemmas, folded (the search rule's target), kept by the database: the investment
     * search matches it on its trigram index without folding every candidate row again (spec platform 2.3).
     */
    searchFolded: text('search_folded').generatedAlwaysAs(sql`fold_text(name || ' ' || coalesce(name_lemmas, ''))`),
    description: text('description'),
    constructionDescription: text('construction_description'),
    pictureUrl: text('picture_url'),
    locationId: integer('location_id').references(() => locations.id),
    roadEndLocationId: integer('road_end_location_id').references(() => locations.id),
    provinceId: smallint('province_id').references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    sectorId: integer('sector_id').references(() => sectors.id),
    subsectorId: integer('subsector_id').references(() => sectors.id),
    stageId: smallint('stage_id').references(() => investmentStages.id),
    character: text('character').notNull(), // PRIVATE | PUBLIC | MIXED
    type: text('type').notNull(), // ROAD | CONSTRUCTION
    valuePln: bigint('value_pln', { mode: 'number' }),
    /** Technical parameters as label/value pairs. */
    params: jsonb('params').notNull().default([]),
    archived: boolean('archived').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'string' }),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('investments_province_idx').on(t.provinceId),
    index('investments_sector_idx').on(t.sectorId, t.subsectorId),
    index('investments_stage_idx').on(t.stageId),
    // The admin location list refuses to delete a location in use: the check reads these, not the table.
    index('investments_location_idx').on(t.locationId),
    index('investments_road_end_location_idx').on(t.roadEndLocationId),
    // The investment search (spec platform 2.3): powiats, its sorts and value range.
    index('investments_district_idx').on(t.districtId),
    index('investments_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    // each sort both ways, spelt as the search orders (nulls last, then the id): written as one column,
    // the descending sorts (nulls first backwards) sorted every match instead of stopping at a page
    index('investments_value_idx').on(t.valuePln, t.id),
    index('investments_value_desc_idx').on(t.valuePln.desc().nullsLast(), t.id.desc()),
    index('investments_start_date_idx').on(t.startDate, t.id),
    index('investments_start_date_desc_idx').on(t.startDate.desc().nullsLast(), t.id.desc()),
    index('investments_end_date_idx').on(t.endDate, t.id),
    index('investments_end_date_desc_idx').on(t.endDate.desc().nullsLast(), t.id.desc()),
    index('investments_search_folded_trgm_idx').using('gin', t.searchFolded.op('gin_trgm_ops')),
    // The reports' scope of a period (document 2, section 2.8): every column they filter and count, so
    // that a period's investments are one range of this index, without the wide rows.
    index('investments_report_idx').on(
      t.createdAt,
      t.archived,
      t.provinceId,
      t.sectorId,
      t.subsectorId,
      t.stageId,
      t.valuePln,
      t.type,
      t.character,
      t.districtId,
    ),
    // In migration 0048 (drizzle cannot write INCLUDE), the search's totals read without the wide rows:
    // investments_lat_lng_idx (latitude, longitude) INCLUDE (value_pln): a distance's box and the map's bbox;
    // investments_stage_value_idx (stage_id, value_pln) INCLUDE (sector_id, subsector_id, province_id, archived).
  ],
);

/** Companies taking part in an investment, with the industry of their work and their role. */
export const investmentCompanies = pgTable(
  'investment_companies',
  {
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    role: text('role').notNull(),
    isSupply: boolean('is_supply').notNull().default(false),
    isService: boolean('is_service').notNull().default(true),
    /** Value of this company's share of the works in PLN. */
    valuePln: bigint('value_pln', { mode: 'number' }),
    // What the recommendation finder needs of the investment, copied on each participation (trigger
    // investment_companies_copy_investment; the covering indexes are in migration 0024).
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    earthPoint: earthPoint('earth_point'),
    subsectorId: integer('subsector_id'),
    investmentValuePln: bigint('investment_value_pln', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.investmentId, t.companyId, t.industryId] }),
    index('investment_companies_company_idx').on(t.companyId),
    index('investment_companies_industry_idx').on(t.industryId),
    // a company's investments and values without the table: the reports' most active companies
    index('investment_companies_company_investment_idx').on(t.companyId, t.investmentId, t.valuePln),
  ],
);

/** Uploaded files; a row is created when an upload target is issued and completed on upload. */
export const attachments = pgTable(
  'attachments',
  {
    uuid: uuid('uuid').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    target: text('target').notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    isPublic: boolean('is_public').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isFromKv1: boolean('is_from_kv1').notNull().default(false),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_owner_created_idx').on(t.ownerUserId, t.createdAt)],
);

/**
 * E-mail outbox: every e-mail is stored here, in the transaction of the event that caused it, and
 * delivered by a job (modules/notifications). `idempotencyKey` is one per (event, recipient), so
 * an event can never store, and so send, the same e-mail twice.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The notification kind (one per event, e.g. ORDER_CONTACTS_NOTIFICATION). */
    kind: text('kind').notNull(),
    recipientUserId: integer('recipient_user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * QUEUED, SENDING (a worker holds the claim below), SENT, FAILED (attempts used up), NOT_SENT
     * (no SMTP_URL, opted out or left for the digest: kept only in the outbox).
     */
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** Why a NOT_SENT row was not sent: NO_SMTP, OPTED_OUT, DIGEST (waits for the digest), DIGESTED. */
    reason: text('reason'),
    /** The e-mail's action link (the daily digest lists it beside the subject). */
    actionUrl: text('action_url'),
    /** The digest e-mail that carried this row (reason DIGESTED). */
    digestId: integer('digest_id'),
    /**
     * When the relay handed the QUEUED row to the delivery queue (a pg-boss job); null while it waits.
     * The save writes only the row, so the job insert stays out of the save's transaction.
     */
    jobEnqueuedAt: timestamp('job_enqueued_at', { withTimezone: true }),
    /**
     * The delivery sending a SENDING row (worker and attempt) and until when its claim holds: no
     * other worker takes the row before then, and only this one may settle it.
     */
    claimedBy: text('claimed_by'),
    claimDeadline: timestamp('claim_deadline', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    // The relay's lookup: queued rows without their delivery job yet (an empty index when idle).
    index('email_outbox_unrelayed_idx').on(t.id).where(sql`${t.status} = 'QUEUED' and ${t.jobEnqueuedAt} is null`),
    // The digest job's lookup: rows waiting for a user's digest.
    index('email_outbox_digest_wait_idx').on(t.recipientUserId, t.id).where(sql`${t.reason} = 'DIGEST'`),
    uniqueIndex('email_outbox_idempotency_key_idx').on(t.idempotencyKey),
    index('email_outbox_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The answers of creating and state-changing calls the web sent with an Idempotency-Key (spec 8):
 * a repeat of the same key by the same caller gets the stored answer instead of a second write.
 * Used when Redis is not configured; rows older than a day are replaced or cleared.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** The caller: 'u:<user id>' for a login, 'a:<address>' for an anonymous client. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method, route, params and a hash of the body: the same key for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is being answered. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
);
