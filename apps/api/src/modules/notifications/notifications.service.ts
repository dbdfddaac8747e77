import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import { isCriticalKind, type NotificationKind } from './notification-kinds.js';
import { insertOutboxEmail } from './notifications.queries.js';
import { unsubscribeUrl } from './preferences.service.js';
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
  /**
   * The rendered e-mail, or its template called with the context: a non-critical e-mail to a user
   * gets the one-time unsubscribe link of its kind in `context.unsubscribeUrl`.
   */
  content: RenderedEmail | ((context: TemplateContext) => RenderedEmail);
};

/**
 * Stores the e-mail in the outbox through `db`: pass the transaction of the save that caused the
 * event, and the e-mail exists exactly when the save does. Nothing is sent, read or decided here:
 * the save pays for one insert. The relay (email-relay.ts) takes each committed row after the commit
 * and applies the recipient's settings (non-critical kinds only): "od razu" gives it its delivery
 * job, "w podsumowaniu dnia" keeps it NOT_SENT with reason DIGEST for the daily digest, "wyłączone"
 * records it NOT_SENT with reason OPTED_OUT (never silently dropped). An event that already stored
 * this recipient's e-mail stores nothing more (answers null), so retried saves never send twice.
 */
export const enqueueEmail = async (
  app: FastifyInstance,
  db: DbExecutor,
  notification: EmailNotification,
): Promise<number | null> => {
  const { kind, recipient } = notification;
  const context = templateContext(app);
  if (recipient.userId !== null && !isCriticalKind(kind)) {
    context.unsubscribeUrl = await unsubscribeUrl(app, context.origin, recipient.userId, kind);
  }
  const content = typeof notification.content === 'function' ? notification.content(context) : notification.content;
  const recipientKey = recipient.userId ?? recipient.email.toLowerCase();
  return insertOutboxEmail(db, {
    to: recipient.email,
    subject: content.subject,
    text: content.text,
    html: content.html,
    actionUrl: content.actionUrl ?? null,
    kind,
    recipientUserId: recipient.userId,
    idempotencyKey: `${kind}:${notification.eventKey}:${recipientKey}`,
  });
};
