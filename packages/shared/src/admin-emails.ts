import { z } from 'zod';
import { text } from './text.js';

/**
 * The admin e-mail page `/emaile` (spec 2.1, admin only): the outbox as a list
 * with filters and counts per status, a preview and "Wyślij ponownie" for a failed e-mail.
 */
/** SENDING: a delivery holds the row while its SMTP send runs (at most EMAIL_SEND_TIMEOUT_SECONDS). */
export const EMAIL_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'NOT_SENT'] as const;
export const emailStatusSchema = z.enum(EMAIL_STATUSES).meta({ id: 'EmailStatus' });
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** Polish names of the statuses, for the page. */
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  QUEUED: 'W kolejce',
  SENDING: 'Wysyłany',
  SENT: 'Wysłany',
  FAILED: 'Błąd wysyłki',
  NOT_SENT: 'Niewysłany',
};

/** Why a row is NOT_SENT (shown beside the status on the admin page). */
export const EMAIL_NOT_SENT_REASONS = ['NO_SMTP', 'OPTED_OUT', 'DIGEST', 'DIGESTED'] as const;
export const emailNotSentReasonSchema = z.enum(EMAIL_NOT_SENT_REASONS).meta({ id: 'EmailNotSentReason' });
export type EmailNotSentReason = z.infer<typeof emailNotSentReasonSchema>;

export const EMAIL_NOT_SENT_REASON_LABELS: Record<EmailNotSentReason, string> = {
  NO_SMTP: 'brak serwera SMTP, wiadomość tylko w skrzynce nadawczej',
  OPTED_OUT: 'odbiorca wyłączył ten rodzaj powiadomień',
  DIGEST: 'czeka na podsumowanie dnia',
  DIGESTED: 'wysłana w podsumowaniu dnia',
};

export const ADMIN_EMAILS_PAGE_SIZE = 20;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Nieprawidłowa data' });

export const adminEmailListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  kind: text().trim().max(100).optional(),
  status: emailStatusSchema.optional(),
  /** A part of the recipient's address. */
  recipient: text().trim().max(200).optional(),
  /** Words in the subject or the recipient's address. */
  search: text().trim().max(200).optional(),
  /** Created on or after this day (Europe/Warsaw). */
  from: day.optional(),
  /** Created on or before this day (Europe/Warsaw). */
  to: day.optional(),
});
export type AdminEmailListQuery = z.infer<typeof adminEmailListQuerySchema>;

export const adminEmailRowSchema = z
  .object({
    id: z.number().int(),
    createdAt: text(),
    kind: text(),
    to: text(),
    subject: text(),
    status: emailStatusSchema,
    attempts: z.number().int(),
    lastAttemptAt: text().nullable(),
    sentAt: text().nullable(),
    error: text().nullable(),
    reason: emailNotSentReasonSchema.nullable(),
  })
  .meta({ id: 'AdminEmailRow' });
export type AdminEmailRow = z.infer<typeof adminEmailRowSchema>;

export const adminEmailListSchema = z
  .object({
    content: z.array(adminEmailRowSchema),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** Per status, under every filter but the status one. */
    counts: z.object({
      QUEUED: z.number().int(),
      SENDING: z.number().int(),
      SENT: z.number().int(),
      FAILED: z.number().int(),
      NOT_SENT: z.number().int(),
    }),
  })
  .meta({ id: 'AdminEmailList' });
export type AdminEmailList = z.infer<typeof adminEmailListSchema>;

export const adminEmailPreviewSchema = adminEmailRowSchema
  .extend({ text: text(), html: text().nullable() })
  .meta({ id: 'AdminEmailPreview' });
export type AdminEmailPreview = z.infer<typeof adminEmailPreviewSchema>;
