import { type OrderForm, orderFormSchema } from '@platform/shared';
import type { Database } from '../../db/client.js';
import { findOrderAttachmentRows, findOrderContacts, findOrderIndustries, findOrderRow } from './order.queries.js';

const yearMonth = (day: string | null) => (day ? day.slice(0, 7) : null);

/** The stored order as its form (to complete a draft without sending the form again). */
export const loadOrderForm = async (db: Database, orderId: number): Promise<OrderForm | null> => {
  const order = await findOrderRow(db, orderId);
  if (!order) return null;
  const [industries, contacts, attachments] = await Promise.all([
    findOrderIndustries(db, [orderId]),
    findOrderContacts(db, [orderId]),
    findOrderAttachmentRows(db, orderId),
  ]);
  return orderFormSchema.parse({
    investmentId: order.investmentId,
    companyId: order.companyId,
    companyContacts: contacts.map((c) => ({ userId: c.userId, publishPhone: c.publishPhone })),
    offerDeadlineFrom: order.offerDeadlineFrom,
    offerDeadlineTo: order.offerDeadlineTo,
    workDeadlineFrom: yearMonth(order.workDeadlineFrom),
    workDeadlineTo: yearMonth(order.workDeadlineTo),
    publishAt: order.publishAt?.toISOString() ?? null,
    scope: order.scope,
    industries: industries.map((i) => ({
      industryId: i.industryId,
      workScopeNumber: i.workScopeNumber === null ? null : Number(i.workScopeNumber),
      unit: i.unit,
      description: i.description,
    })),
    technology: order.technology,
    description: order.description,
    documents: order.documents,
    attachments: attachments.map((a) => a.uuid),
    visibleToIndustryUsersOnly: order.visibleToIndustryUsersOnly,
    notifyContacts: order.notifyContacts,
  });
};
