/** Nominated (invited) companies of an order, the invitee's answer and the invite calls (spec 3, 5, 7, 8). */
import { z } from 'zod';
import { idSchema, pageOf } from '../common.js';
import { INVITED_PAGE_SIZES } from '../constants.js';
import { line, text } from '../text.js';

/** decision: at most 30 companies per order (one page of recommendations), checked by the server. */
export const NOMINATED_COMPANIES_MAX = 30;

export const INVITATION_MESSAGES = {
  chooseCompany: 'Wybierz firmę',
  invalidEmail: 'Niepoprawny adres email',
  inviteFailed: 'Wystąpił błąd podczas zapraszania firm',
  notice: 'Wysyłając zapytanie do wybranych firm udostępniasz im również załączoną dokumentację i dane kontaktowe.',
  limitExceeded: (max: number) => `Do jednego zlecenia można zaprosić najwyżej ${max} firm.`,
} as const;

/** PATCH /orders/{id}/nominated-companies: company ids chosen from the recommendations. */
export const nominatedCompaniesPatchSchema = z
  .object({ companyIds: z.array(idSchema).min(1).max(NOMINATED_COMPANIES_MAX) })
  .meta({ id: 'NominatedCompaniesPatch' });
export type NominatedCompaniesPatch = z.infer<typeof nominatedCompaniesPatchSchema>;

/** PATCH /orders/{id}/other-nominated-companies: e-mail needed only when the company has no known one. */
export const otherNominatedCompanySchema = z
  .object({
    companyId: z
      .number({ error: INVITATION_MESSAGES.chooseCompany })
      .int()
      .positive({ error: INVITATION_MESSAGES.chooseCompany }),
    email: line()
      .trim()
      .max(254, { error: INVITATION_MESSAGES.invalidEmail })
      .refine((v) => v === '' || z.email().safeParse(v).success, { error: INVITATION_MESSAGES.invalidEmail })
      .nullish(),
  })
  .meta({ id: 'OtherNominatedCompany' });
export type OtherNominatedCompany = z.infer<typeof otherNominatedCompanySchema>;

export const NOMINATION_SOURCES = ['RECOMMENDED', 'OTHER'] as const;
/** The invitee's answer (beyond the spec): 'Złożę ofertę' / 'Nie złożę oferty' / 'Jeszcze nie wiem'. */
export const BID_INTENTS = ['WILL_BID', 'WONT_BID', 'UNDECIDED'] as const;
export type BidIntent = (typeof BID_INTENTS)[number];
export const BID_INTENT_LABELS: Record<BidIntent, string> = {
  WILL_BID: 'Złożę ofertę',
  WONT_BID: 'Nie złożę oferty',
  UNDECIDED: 'Jeszcze nie wiem',
};
export const DECLINE_REASONS = ['NO_CAPACITY', 'OUT_OF_SCOPE', 'TOO_FAR', 'DEADLINE_TOO_SHORT', 'OTHER'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  NO_CAPACITY: 'Brak mocy przerobowych w tym terminie',
  OUT_OF_SCOPE: 'Zakres prac poza naszą specjalizacją',
  TOO_FAR: 'Zbyt duża odległość',
  DEADLINE_TOO_SHORT: 'Zbyt krótki termin składania ofert',
  OTHER: 'Inny powód',
};

export const EMAIL_DELIVERY = ['QUEUED', 'SENT', 'FAILED', 'NOT_SENT'] as const;

/** One invitee as the order's editors see it (tab 'Zaproszone firmy'), with its activity. */
export const nominatedCompanySchema = z
  .object({
    company: z.object({ id: z.number().int(), name: text(), logo: text().nullable(), nip: text().nullable() }),
    source: z.enum(NOMINATION_SOURCES),
    nominatedAt: text(),
    nominatedBy: z.object({ firstName: text(), lastName: text() }).nullable(),
    /** Null while the order waits for publication. */
    invitedAt: text().nullable(),
    email: z.object({ to: text(), status: z.enum(EMAIL_DELIVERY) }).nullable(),
    seenAt: text().nullable(),
    lastSeenAt: text().nullable(),
    contactsFetches: z.number().int(),
    /** First and last download of the order's attachments by a user of the company (null = never). */
    attachmentsDownloadedAt: text().nullable(),
    attachmentsLastDownloadedAt: text().nullable(),
    /** When the company's conversation on the order began (null = none). */
    conversationStartedAt: text().nullable(),
    intent: z.enum(BID_INTENTS).nullable(),
    declineReason: z.enum(DECLINE_REASONS).nullable(),
    declineNote: text().nullable(),
    intentAt: text().nullable(),
  })
  .meta({ id: 'NominatedCompany' });
export type NominatedCompany = z.infer<typeof nominatedCompanySchema>;
export const nominatedCompanyPageSchema = pageOf(nominatedCompanySchema).meta({ id: 'NominatedCompanyPage' });
export type NominatedCompanyPage = z.infer<typeof nominatedCompanyPageSchema>;

export const nominatedCompaniesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (INVITED_PAGE_SIZES as readonly number[]).includes(n), { error: 'Nieprawidłowy rozmiar strony' })
    .default(INVITED_PAGE_SIZES[0]),
});

/** Answer of the two PATCH calls: the companies just nominated (invited now, or when the order is published). */
export const nominationResultSchema = z
  .object({ companyIds: z.array(z.number().int()), invitedNow: z.boolean() })
  .meta({ id: 'NominationResult' });
export type NominationResult = z.infer<typeof nominationResultSchema>;

/** Body of POST /orders/{id}/attachment-downloads: which of the order's attachments was opened. */
export const attachmentDownloadSchema = z.object({ uuid: z.uuid() }).meta({ id: 'AttachmentDownload' });

/** The invitee's answer: a decline needs a reason; the note is optional. */
export const bidIntentSchema = z
  .object({
    intent: z.enum(BID_INTENTS),
    declineReason: z.enum(DECLINE_REASONS).nullish(),
    declineNote: text().max(1000).nullish(),
  })
  .refine((v) => v.intent !== 'WONT_BID' || !!v.declineReason, {
    error: 'Wybierz powód rezygnacji',
    path: ['declineReason'],
  })
  .meta({ id: 'BidIntent' });
export type BidIntentInput = z.infer<typeof bidIntentSchema>;

/** The caller company's invitation to an order (the band on the card). */
export const myInvitationSchema = z
  .object({
    invitedAt: text(),
    intent: z.enum(BID_INTENTS).nullable(),
    declineReason: z.enum(DECLINE_REASONS).nullable(),
    declineNote: text().nullable(),
    intentAt: text().nullable(),
    /** The order is archived (closed or ended): the answer is final and can no longer be changed. */
    orderClosed: z.boolean(),
  })
  .meta({ id: 'MyInvitation' });
export type MyInvitation = z.infer<typeof myInvitationSchema>;

export const intentTokenParamsSchema = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Link jest nieprawidłowy lub wygasł.' }),
});

/**
 * What a one-time answer link is about. Once one link of the e-mail was used, `answer` is the
 * answer stored for the invitation (from the link or from the card), shown with the way to the
 * card where it can be changed; `orderClosed`: the order is archived and takes no answer.
 */
export const intentLinkSchema = z
  .object({
    orderId: z.number().int(),
    investmentName: text(),
    requesterName: text(),
    invitedCompanyName: text(),
    intent: z.enum(BID_INTENTS),
    used: z.boolean(),
    orderClosed: z.boolean(),
    answer: z
      .object({
        intent: z.enum(BID_INTENTS),
        declineReason: z.enum(DECLINE_REASONS).nullable(),
        intentAt: text().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'IntentLink' });
export type IntentLink = z.infer<typeof intentLinkSchema>;

/** Using a link: a decline needs a reason (the link names the intent). */
export const intentLinkAnswerSchema = z
  .object({ declineReason: z.enum(DECLINE_REASONS).nullish(), declineNote: text().max(1000).nullish() })
  .meta({ id: 'IntentLinkAnswer' });
export type IntentLinkAnswer = z.infer<typeof intentLinkAnswerSchema>;
