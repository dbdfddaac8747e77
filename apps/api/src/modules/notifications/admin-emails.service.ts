import {
  ADMIN_EMAILS_PAGE_SIZE,
  type AdminEmailList,
  type AdminEmailListQuery,
  type AdminEmailPreview,
  EMAIL_STATUSES,
  type EmailNotSentReason,
  type EmailStatus,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { findOutboxEmail, findOutboxPage, requeueFailedEmail } from './admin-emails.queries.js';
import { maskOneTimeLinks } from './one-time-links.js';

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

type OutboxRow = {
  createdAt: Date;
  lastAttemptAt: Date | null;
  sentAt: Date | null;
  status: string;
  subject: string;
  error: string | null;
};

/** Every text staff read here shows one-time links masked (one-time-links.ts): they are the recipient's. */
const toRow = <T extends OutboxRow & { reason: string | null }>(row: T) => ({
  ...row,
  subject: maskOneTimeLinks(row.subject),
  error: row.error === null ? null : maskOneTimeLinks(row.error),
  status: row.status as EmailStatus,
  reason: row.reason as EmailNotSentReason | null,
  createdAt: iso(row.createdAt)!,
  lastAttemptAt: iso(row.lastAttemptAt),
  sentAt: iso(row.sentAt),
});

export const listEmails = async (app: FastifyInstance, query: AdminEmailListQuery): Promise<AdminEmailList> => {
  const { rows, total, perStatus } = await findOutboxPage(app.db, query, ADMIN_EMAILS_PAGE_SIZE);
  const counts = Object.fromEntries(EMAIL_STATUSES.map((s) => [s, 0])) as Record<EmailStatus, number>;
  for (const { status, n } of perStatus) if (status in counts) counts[status] = Number(n);
  return {
    content: rows.map(toRow),
    totalElements: Number(total),
    totalPages: Math.ceil(Number(total) / ADMIN_EMAILS_PAGE_SIZE),
    page: query.page,
    size: ADMIN_EMAILS_PAGE_SIZE,
    counts,
  };
};

export const previewEmail = async (app: FastifyInstance, id: number): Promise<AdminEmailPreview> => {
  const row = await findOutboxEmail(app.db, id);
  if (!row) throw appError('NOT_FOUND');
  return {
    ...toRow(row),
    text: maskOneTimeLinks(row.text),
    html: row.html === null ? null : maskOneTimeLinks(row.html),
  };
};

/**
 * "Wyślij ponownie": a FAILED e-mail goes back to QUEUED for the relay to give it a new delivery job
 * (its attempts keep counting); any other status answers 409, so a sent e-mail is never sent again
 * from here.
 */
export const resendEmail = async (app: FastifyInstance, id: number): Promise<AdminEmailPreview> => {
  const requeued = await requeueFailedEmail(app.db, id);
  if (!requeued) {
    if (!(await findOutboxEmail(app.db, id))) throw appError('NOT_FOUND');
    throw appError('EMAIL_NOT_RESENDABLE');
  }
  return previewEmail(app, id);
};
