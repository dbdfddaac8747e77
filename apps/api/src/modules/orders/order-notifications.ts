import type { FastifyInstance } from 'fastify';
import { enqueueEmail, orderContactsEmail, orderContactsLink, templateContext } from '../notifications/index.js';
import {
  claimContactsNotification,
  findActiveOrderContacts,
  findNotificationNames,
} from './order-notifications.queries.js';

/**
 * E-mails to the contacts of an order that staff published on behalf of the requester company
 * (the form's `notifyContacts`, spec 3 and 5). Each contact gets a personal one-time
 * temporary-access link (ORDER_EDIT_APPROVAL for that order, spec 6) to review and approve the
 * order without logging in.
 */

export const ORDER_CONTACTS_EMAIL_KIND = 'ORDER_CONTACTS_NOTIFICATION';

// decision: the one-time link stays valid for 7 days (an e-mail is not read within the default
// 60 minutes of TEMPORARY_ACCESS_TTL_MINUTES); the session it opens lasts that default.
export const CONTACT_LINK_TTL_MINUTES = 7 * 24 * 60;

/**
 * The web app's temporary-access entry with the order card as the redirect (a path inside the app;
 * the entry also accepts it with the base path). Without PUBLIC_URL the link points at this
 * server on localhost.
 */
export const temporaryAccessUrl = (app: FastifyInstance, token: string, orderId: number): string =>
  orderContactsLink(templateContext(app).origin, token, orderId);

/**
 * Called after an order is stored. Enqueues only when staff published it (a new order or a completed
 * draft, `published`), the stored order asks for it (`notify_contacts`), still awaits approval
 * (decision: an order the company already approved needs no approval link) and its contacts were
 * never notified: `contacts_notified_at` is set in the same statement that checks it, so an order
 * is announced once even under concurrent saves. The mark, the contacts' one-time links, their
 * outbox rows and delivery jobs are one transaction: all exist or none. Nothing is sent here (the
 * delivery job sends); a failure is logged and never undoes the saved order. Answers the number of
 * e-mails enqueued.
 */
export const notifyContactsOfStaffOrder = async (
  app: FastifyInstance,
  input: { orderId: number; published: boolean; byStaff: boolean },
): Promise<number> => {
  if (!input.published || !input.byStaff) return 0;
  try {
    return await app.db.transaction(async (tx) => {
      const now = new Date();
      const order = await claimContactsNotification(tx, input.orderId, now);
      if (!order) return 0;
      const names = await findNotificationNames(tx, order);
      const contacts = await findActiveOrderContacts(tx, input.orderId);
      let enqueued = 0;
      for (const contact of contacts) {
        const { token, expiresAt } = await app.temporaryAccess.issueLink(
          {
            userId: contact.userId,
            permissions: ['ORDER_EDIT_APPROVAL'],
            resourceId: input.orderId,
            ttlMinutes: CONTACT_LINK_TTL_MINUTES,
          },
          tx,
        );
        const content = orderContactsEmail(templateContext(app), {
          orderId: input.orderId,
          companyName: names?.companyName ?? '',
          investmentName: names?.investmentName ?? '',
          plannedAt: order.status === 'PLANNED' && order.publishAt && order.publishAt > now ? order.publishAt : null,
          token,
          linkExpiresAt: new Date(expiresAt),
        });
        const id = await enqueueEmail(app, tx, {
          kind: ORDER_CONTACTS_EMAIL_KIND,
          eventKey: `order:${input.orderId}`,
          recipient: { email: contact.email, userId: contact.userId },
          content,
        });
        if (id !== null) enqueued += 1;
      }
      return enqueued;
    });
  } catch (error) {
    app.log.error({ err: error, orderId: input.orderId }, 'order contacts notification failed');
    return 0;
  }
};
