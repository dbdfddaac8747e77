/** The order card (read): the order with its industries, contacts, investment and attachments. */
import { z } from 'zod';
import { attachmentSchema } from '../attachments.js';
import { INVESTMENT_CHARACTERS, INVESTMENT_TYPES, orderScopeSchema, orderStatusSchema, UNITS } from '../enums.js';
import { text } from '../text.js';
import { namedRefSchema, orderCloseReasonSchema, orderViewTypeSchema } from './enums.js';
import { orderDocumentSchema, orderTechnologySchema } from './form.js';
import { investmentHeadingFields } from './investments.js';

export const orderIndustrySchema = z
  .object({
    industryId: z.number().int(),
    industryName: text(),
    /** Absent in the UNAUTHENTICATED view (no quantities). */
    workScopeNumber: z.number().nullable().optional(),
    unit: z.enum(UNITS).nullable().optional(),
    description: text().nullable().optional(),
  })
  .meta({ id: 'OrderIndustry' });
export type OrderIndustry = z.infer<typeof orderIndustrySchema>;

export const orderContactSchema = z
  .object({
    userId: z.number().int(),
    companyId: z.number().int(),
    name: text(),
    firstName: text(),
    lastName: text(),
    email: text(),
    /** Null when the person hides the phone (publishPhone false) or has none. */
    phone: text().nullable(),
    position: text().nullable(),
    publishPhone: z.boolean(),
  })
  .meta({ id: 'OrderContact' });
export type OrderContact = z.infer<typeof orderContactSchema>;

export const orderInvestmentSchema = z
  .object({
    ...investmentHeadingFields,
    sector: namedRefSchema.nullable(),
    subsector: namedRefSchema.nullable(),
    character: z.enum(INVESTMENT_CHARACTERS),
    type: z.enum(INVESTMENT_TYPES),
    stage: namedRefSchema.nullable(),
    value: z.number().nullable(),
    description: text().nullable(),
    constructionDescription: text().nullable(),
    params: z.array(z.object({ label: text(), value: text() })),
    latitude: z.number(),
    longitude: z.number(),
    archived: z.boolean(),
    companies: z.array(
      z.object({
        id: z.number().int(),
        name: text(),
        role: text(),
        industries: z.array(namedRefSchema),
        /** the value of the company's share of the works (PLN), when known */
        value: z.number().nullable().optional(),
      }),
    ),
    startDate: text().nullable().optional(),
    endDate: text().nullable().optional(),
    provinceName: text().nullable().optional(),
  })
  .meta({ id: 'OrderInvestment' });
export type OrderInvestment = z.infer<typeof orderInvestmentSchema>;

/** An order's attachment is the shared Attachment entity. */
export const orderAttachmentSchema = attachmentSchema;

/**
 * The order card. The server leaves out what a view must not show: UNAUTHENTICATED has no name,
 * company, quantities, contacts, documents, attachments or investment; LIMITED (the user's company
 * lacks every industry of the order) has no contacts, documents or attachments.
 */
export const orderSchema = z
  .object({
    id: z.number().int(),
    viewType: orderViewTypeSchema,
    status: orderStatusSchema,
    isApproved: z.boolean(),
    publishAt: text().nullable(),
    publishTimestamp: z.number().nullable(),
    createdAt: text(),
    character: z.enum(INVESTMENT_CHARACTERS),
    scope: orderScopeSchema.nullable(),
    offerDeadlineFrom: text().nullable(),
    offerDeadlineTo: text().nullable(),
    workDeadlineFrom: text().nullable(),
    workDeadlineTo: text().nullable(),
    industries: z.array(orderIndustrySchema),
    technology: orderTechnologySchema,
    description: text().nullable(),
    visibleToIndustryUsersOnly: z.boolean(),
    hasContactPhones: z.boolean(),
    userAllowedToEdit: z.boolean(),
    userAllowedToApprove: z.boolean(),
    deletedReason: orderCloseReasonSchema.nullable(),
    /** Place of the works, shown in every view. */
    city: text().nullable(),
    provinceName: text().nullable(),
    name: text().optional(),
    company: z.object({ id: z.number().int(), name: text(), logoUrl: text().nullable() }).optional(),
    investment: orderInvestmentSchema.optional(),
    companyContacts: z.array(orderContactSchema).optional(),
    documents: z.array(orderDocumentSchema).optional(),
    attachments: z.array(orderAttachmentSchema).optional(),
    /** Editors only (EDITOR, EDIT). */
    notifyContacts: z.boolean().optional(),
    /** Editors only: the version the edit form was read at; its PUT sends it back (stale saves get 409). */
    version: z.number().int().optional(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderViewQuerySchema = z.object({
  editMode: z.preprocess((v) => v === 'true' || v === '' || v === true, z.boolean()).optional(),
});

export const orderIndustriesSchema = z.array(orderIndustrySchema).meta({ id: 'OrderIndustries' });
export const orderContactsSchema = z.array(orderContactSchema).meta({ id: 'OrderContacts' });
