import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companies, investments, orderContacts, orders, users } from '../../db/schema.js';

/**
 * Marks an order's contacts notified, only if it asks for it, awaits approval, is published or
 * planned and was never announced: the check and the mark are one statement, so concurrent saves
 * announce an order once. Answers the order, or null when there is nothing to send.
 */
export const claimContactsNotification = async (db: DbExecutor, orderId: number, now: Date) => {
  const [order] = await db
    .update(orders)
    .set({ contactsNotifiedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.notifyContacts, true),
        eq(orders.isApproved, false),
        eq(orders.removed, false),
        inArray(orders.status, ['RELEASED', 'PLANNED']),
        isNull(orders.contactsNotifiedAt),
      ),
    )
    .returning({
      investmentId: orders.investmentId,
      companyId: orders.companyId,
      status: orders.status,
      publishAt: orders.publishAt,
    });
  return order ?? null;
};

/** The investment's and the requester company's names, for the e-mail. */
export const findNotificationNames = async (db: DbExecutor, order: { investmentId: number; companyId: number }) => {
  const [names] = await db
    .select({ investmentName: investments.name, companyName: companies.name })
    .from(investments)
    .innerJoin(companies, eq(companies.id, order.companyId))
    .where(eq(investments.id, order.investmentId));
  return names ?? null;
};

/** The order's active contacts, in the form's order. */
export const findActiveOrderContacts = (db: DbExecutor, orderId: number) =>
  db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(orderContacts)
    .innerJoin(users, eq(users.id, orderContacts.userId))
    .where(and(eq(orderContacts.orderId, orderId), eq(users.active, true)))
    .orderBy(asc(orderContacts.position));
