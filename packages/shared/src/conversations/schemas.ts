import { z } from 'zod';
import { attachmentSchema } from '../attachments.js';
import { idSchema, pageOf, pathIdSchema, queryIdSchema } from '../common.js';
import { orderScopeSchema, orderStatusSchema } from '../enums.js';
import { offerTermsSchema, offerTermsViewSchema } from '../offers/schemas.js';
import { text } from '../text.js';
import { CONVERSATION_LIMITS } from './constants.js';
import { CONVERSATION_MESSAGES as M } from './messages.js';

/**
 * Conversations (platform spec 3, 4, 7; document 2, section 3): one thread per order and
 * contractor company. Dates are ISO date-times.
 */
export const CONVERSATION_SITUATIONS = [
  'CONTACT_PERSON',
  'NOT_CONTACT_PERSON',
  'CAN_START',
  'IS_PARTICIPANT',
  'NOT_PARTICIPANT',
  'ORDER_ARCHIVED',
] as const;
export const conversationSituationSchema = z.enum(CONVERSATION_SITUATIONS);
export type ConversationSituation = z.infer<typeof conversationSituationSchema>;

export const conversationIdSchema = pathIdSchema(M.invalidId);
export const conversationIdParamsSchema = z.object({ id: conversationIdSchema });
export const participantParamsSchema = z.object({ id: conversationIdSchema, userId: pathIdSchema(M.invalidId) });

export const personSchema = z
  .object({
    userId: z.number().int(),
    firstName: text(),
    lastName: text(),
    position: text().nullable(),
    /** of the caller's company */
    colleague: z.boolean(),
  })
  .meta({ id: 'ConversationPerson' });
export type ConversationPerson = z.infer<typeof personSchema>;

export const conversationAvailabilitySchema = z
  .object({
    situation: conversationSituationSchema,
    /** the thread of the caller's company, when it exists (NOT_PARTICIPANT: the one to join) */
    conversationId: z.number().int().nullable(),
    /** NOT_PARTICIPANT / IS_PARTICIPANT: colleagues in the thread; NOT_CONTACT_PERSON: the contact persons */
    colleagues: z.array(personSchema),
    /** what a first message may declare interest in */
    orderIndustries: z.array(z.object({ id: z.number().int(), name: text() })),
  })
  .meta({ id: 'ConversationAvailability' });
export type ConversationAvailability = z.infer<typeof conversationAvailabilitySchema>;

export const messageSchema = z
  .object({
    id: z.number().int(),
    text: text(),
    sent: text(),
    from: z.object({
      userId: z.number().int().nullable(),
      userFirstName: text(),
      userLastName: text(),
      position: text().nullable(),
      colleague: z.boolean(),
    }),
    attachments: z.array(attachmentSchema),
  })
  .meta({ id: 'ConversationMessage' });
export type ConversationMessage = z.infer<typeof messageSchema>;

export const conversationCompanySchema = z.object({ id: z.number().int(), name: text(), logo: text().nullable() });
export const conversationIndustrySchema = z.object({ id: z.number().int(), name: text() });
export const conversationDeadlinesSchema = z.object({
  offerDeadlineFrom: text().nullable(),
  offerDeadlineTo: text().nullable(),
  workDeadlineFrom: text().nullable(),
  workDeadlineTo: text().nullable(),
});
export const conversationInvestmentSchema = z.object({
  id: z.number().int(),
  name: text(),
  city: text().nullable(),
  roadEndCity: text().nullable(),
  picture: text().nullable(),
});

/** A row of the conversations of an order (and the right column of the order card, spec 2.8). */
export const conversationSummarySchema = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    company: conversationCompanySchema,
    latestMessage: z.object({ text: text(), sent: text() }).nullable(),
    unreadCount: z.number().int(),
    deadlines: conversationDeadlinesSchema,
    investment: conversationInvestmentSchema,
    scope: orderScopeSchema.nullable(),
    industries: z.array(conversationIndustrySchema),
    /** the company was invited to the order (nominated by the requester, its invitation sent) */
    isCandidate: z.boolean(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = conversationSummarySchema
  .extend({
    orderStatus: orderStatusSchema,
    requesterCompany: conversationCompanySchema,
    orderIndustries: z.array(conversationIndustrySchema),
    participants: z.array(personSchema),
    messages: z.array(messageSchema),
    /** older messages exist before the first one given (`?before=` the first id) */
    hasOlder: z.boolean(),
    /** the caller may write (a participant or contact person, the order not archived) */
    canWrite: z.boolean(),
    /** the caller's side: the contractor company or the requester */
    side: z.enum(['CONTRACTOR', 'REQUESTER', 'STAFF']),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationQuerySchema = z.object({ before: queryIdSchema.optional() });

export const investmentThreadSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    picture: text().nullable(),
    city: text().nullable(),
    roadEndCity: text().nullable(),
    unreadCount: z.number().int(),
  })
  .meta({ id: 'InvestmentThread' });
export type InvestmentThread = z.infer<typeof investmentThreadSchema>;
export const investmentThreadPageSchema = pageOf(investmentThreadSchema).meta({ id: 'InvestmentThreadPage' });

export const orderThreadSchema = z
  .object({
    id: z.number().int(),
    status: orderStatusSchema,
    industries: z.array(conversationIndustrySchema),
    offerDeadlineTo: text().nullable(),
    conversationsCount: z.number().int(),
    unreadCount: z.number().int(),
    /** the investment of step two, for the breadcrumb */
    investment: z.object({ id: z.number().int(), name: text() }),
  })
  .meta({ id: 'OrderThread' });
export type OrderThread = z.infer<typeof orderThreadSchema>;
export const orderThreadListSchema = z.array(orderThreadSchema);
export const conversationSummaryListSchema = z.array(conversationSummarySchema);

export const listPageQuerySchema = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });

const attachmentUuids = z.array(z.uuid({ error: M.invalidAttachment })).max(CONVERSATION_LIMITS.attachmentsPerMessage, {
  error: M.tooManyAttachments,
});
const industryIds = z.array(idSchema).max(50);

/** The first message (spec 5): text and industries required. */
export const startConversationSchema = z.object({
  text: text().trim().min(1, { error: M.textRequired }).max(CONVERSATION_LIMITS.textMax, { error: M.textTooLong }),
  industryIds: industryIds.min(1, { error: M.industriesRequired }),
  attachments: attachmentUuids.default([]),
});
export type StartConversation = z.input<typeof startConversationSchema>;

/** Any later message: text or attachments (spec 5). */
export const sendMessageSchema = z
  .object({
    text: text().trim().max(CONVERSATION_LIMITS.textMax, { error: M.textTooLong }).default(''),
    attachments: attachmentUuids.default([]),
  })
  .refine((m) => m.text.length > 0 || m.attachments.length > 0, { error: M.textOrAttachments, path: ['text'] });
export type SendMessage = z.input<typeof sendMessageSchema>;

/**
 * PUT industries: what the contractor declares, with its price and validity per industry (issue
 * 15; both optional). Terms of an industry not declared are refused.
 */
export const industriesBodySchema = z.object({
  industryIds: industryIds.min(1, { error: M.industriesRequired }),
  terms: z.array(offerTermsSchema).max(50).default([]),
});
export type IndustriesBody = z.input<typeof industriesBodySchema>;
/** A declared industry with the contractor's terms (seen by its company and the requester only). */
export const declaredIndustrySchema = conversationIndustrySchema
  .extend(offerTermsViewSchema.shape)
  .meta({ id: 'DeclaredIndustry' });
export type DeclaredIndustry = z.infer<typeof declaredIndustrySchema>;
export const conversationIndustriesSchema = z.array(declaredIndustrySchema);

export const addParticipantsSchema = z.object({ userIds: z.array(idSchema).min(1).max(50) });
export const participantsSchema = z.array(personSchema);

export const unreadCountSchema = z.object({ count: z.number().int() }).meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const attachmentPageSchema = pageOf(attachmentSchema).meta({ id: 'AttachmentPage' });

export const additionalQuerySchema = z.object({
  conversationId: z.coerce.number().int().positive().max(2_147_483_647),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
/** The company's private attachments of a conversation, replaced as a whole. */
export const additionalBodySchema = z.object({
  conversationId: idSchema,
  attachments: z.array(z.uuid({ error: M.invalidAttachment })).max(200),
});
