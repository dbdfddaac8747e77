/** The order form (write): request schemas and the answers of the write calls. */
import { z } from 'zod';
import { idSchema } from '../common.js';
import { orderScopeSchema, orderStatusSchema, UNITS } from '../enums.js';
import { line, text } from '../text.js';
import { editVersionSchema } from '../write-safety.js';
import { isoDaySchema, namedRefSchema, orderDeleteReasonSchema, yearMonthSchema } from './enums.js';
import { NOMINATED_COMPANIES_MAX } from './invitations.js';

export const orderIndustryInputSchema = z.object({
  industryId: idSchema,
  /** Quantity with at most 2 decimals; null only in drafts. */
  workScopeNumber: z.number().positive().max(1e11).nullish(),
  unit: z.enum(UNITS).nullish(),
  description: text().max(2000).nullish(),
});
export type OrderIndustryInput = z.infer<typeof orderIndustryInputSchema>;

export const orderContactInputSchema = z.object({
  /** Contacts without a user are dropped on save (spec 5). */
  userId: idSchema.nullish(),
  publishPhone: z.boolean().default(true),
});

/** A document link as the order card answers it. */
export const orderDocumentSchema = z.object({ url: text().max(2000), name: text().max(300).nullish() });
export type OrderDocument = z.infer<typeof orderDocumentSchema>;
/** A document link as the form sends it: its address and name are one line each. */
const orderDocumentInputSchema = z.object({ url: line().max(2000), name: line().max(300).nullish() });

/** The technology preferences as the order card answers them. */
export const orderTechnologySchema = z.object({
  producerPreference: z.array(text().max(300)).max(50).default([]),
  technologyPreference: z.array(text().max(300)).max(50).default([]),
});
export type OrderTechnology = z.infer<typeof orderTechnologySchema>;
/** As the form sends them: each preference is one line (a producer, a technology). */
const orderTechnologyInputSchema = z.object({
  producerPreference: z.array(line().max(300)).max(50).default([]),
  technologyPreference: z.array(line().max(300)).max(50).default([]),
});

/**
 * Body of POST/PUT /orders and the draft calls. Only shapes are checked here; the rules of spec 5
 * (required parts, dates, limits) are checked by `orderFormIssues` and the server with Polish texts.
 */
export const orderFormSchema = z
  .object({
    investmentId: idSchema.nullish(),
    /** Requester company: chosen by staff; a client's own company when absent. */
    companyId: idSchema.nullish(),
    companyContacts: z.array(orderContactInputSchema).max(20).default([]),
    offerDeadlineFrom: isoDaySchema.nullish(),
    offerDeadlineTo: isoDaySchema.nullish(),
    workDeadlineFrom: yearMonthSchema.nullish(),
    workDeadlineTo: yearMonthSchema.nullish(),
    /** ISO date-time with offset; in the future the order is PLANNED, otherwise RELEASED. */
    publishAt: z.iso.datetime({ offset: true }).nullish(),
    scope: orderScopeSchema.nullish(),
    industries: z.array(orderIndustryInputSchema).max(20).default([]),
    technology: orderTechnologyInputSchema.default({ producerPreference: [], technologyPreference: [] }),
    /** Rich text (HTML); sanitised by the server. */
    description: text().max(100_000).nullish(),
    documents: z.array(orderDocumentInputSchema).max(50).default([]),
    /** Uuids of files uploaded with target ORDER. */
    attachments: z.array(z.uuid()).max(100).default([]),
    visibleToIndustryUsersOnly: z.boolean().nullish(),
    notifyContacts: z.boolean().default(false),
    /** Companies chosen in the form's invite part (spec 2.7): invited when the order is published. */
    nominatedCompanyIds: z.array(idSchema).max(NOMINATED_COMPANIES_MAX).optional(),
    draft: z.boolean().optional(),
  })
  .meta({ id: 'OrderForm' });
export type OrderFormInput = z.input<typeof orderFormSchema>;
export type OrderForm = z.output<typeof orderFormSchema>;

/** Body of PUT /orders/{id} and PUT /orders/draft/{id}: the form and the version it was read at. */
export const orderUpdateSchema = orderFormSchema.extend({ version: editVersionSchema }).meta({ id: 'OrderUpdate' });
export type OrderUpdateInput = z.input<typeof orderUpdateSchema>;
export type OrderUpdate = z.output<typeof orderUpdateSchema>;
/** Body of POST /orders/draft/{id}/complete: the form (or none: the stored one) and, from the form, its version. */
export const orderCompleteSchema = orderFormSchema
  .extend({ version: editVersionSchema.optional() })
  .meta({ id: 'OrderComplete' });

/** Answer of the create, update, draft, complete and approve calls. */
export const orderSavedSchema = z
  .object({
    id: z.number().int(),
    status: orderStatusSchema,
    isApproved: z.boolean(),
    industries: z.array(namedRefSchema),
    investment: namedRefSchema,
    /** The version the order is at after this save (the edit form's next save sends it). */
    version: z.number().int(),
  })
  .meta({ id: 'OrderSaved' });
export type OrderSaved = z.infer<typeof orderSavedSchema>;

export const orderDeleteRequestSchema = z
  .object({ reason: orderDeleteReasonSchema.nullish() })
  .nullish()
  .meta({ id: 'OrderDeleteRequest' });
export const orderDeletedSchema = z
  .object({
    id: z.number().int(),
    /** ARCHIVED for EXPIRED and SCOPE_CHANGE; `removed` for USER_MISTAKE and drafts. */
    status: orderStatusSchema,
    removed: z.boolean(),
    deletedReason: orderDeleteReasonSchema.nullable(),
  })
  .meta({ id: 'OrderDeleted' });
