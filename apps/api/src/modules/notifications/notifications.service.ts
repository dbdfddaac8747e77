import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fromDrizzle } from 'pg-boss';
import type { DbExecutor } from '../../db/client.js';
import { EMAIL_QUEUE } from './email-delivery.js';
import type { NotificationKind } from './notification-kinds.js';
import { insertOutboxEmail } from './notifications.queries.js';
import type { RenderedEmail, TemplateContext } from './templates/layout.js';

/** Where links in e-mails point: PUBLIC_URL, or this server on localhost without it. */
export const templateContext = (app: FastifyInstance): TemplateContext => ({
  origin: app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}`,
});

export type EmailNotification = {
  kind: NotificationKind;
  /** The event, unique per kind (e.g. `order:12`); with the recipient it makes the idempotency key. */
  eventKey: string;
  recipient: { email: string; userId: number | null };
  content: RenderedEmail;
};

/**
 * Stores the e-mail in the outbox and enqueues its delivery job, both through `db`: pass the
 * transaction of the save that caused the event, and the e-mail exists exactly when the save does.
 * Nothing is sent here. An event that already stored this recipient's e-mail stores nothing more
 * (answers null), so retried saves never send twice.
 */
export const enqueueEmail = async (
  app: FastifyInstance,
  db: DbExecutor,
  notification: EmailNotification,
): Promise<number | null> => {
  const recipientKey = notification.recipient.userId ?? notification.recipient.email.toLowerCase();
  const id = await insertOutboxEmail(db, {
    to: notification.recipient.email,
    subject: notification.content.subject,
    text: notification.content.text,
    html: notification.content.html,
    kind: notification.kind,
    recipientUserId: notification.recipient.userId,
    idempotencyKey: `${notification.kind}:${notification.eventKey}:${recipientKey}`,
  });
  if (id === null) return null;
  await app.jobs.boss.send(EMAIL_QUEUE, { outboxId: id }, { db: fromDrizzle(db, sql) });
  return id;
};
