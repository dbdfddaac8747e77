import { effectiveOrderStatus, type OrderStatus } from '@platform/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import {
  attachments,
  industries,
  orderAttachments,
  orderContacts,
  orderIndustries,
  orders,
  users,
} from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect & { status: OrderStatus };
export type NewOrderRow = typeof orders.$inferInsert;

/**
 * One order with its effective status. A PLANNED order whose time has come is stored as RELEASED
 * here (lazily); lists compute the same status in SQL, so nothing depends on a scheduler.
 */
export const findOrderRow = async (db: Database, id: number): Promise<OrderRow | null> => {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  const status = effectiveOrderStatus(row.status as OrderStatus, row.publishAt, new Date());
  if (status !== row.status) {
    await db
      .update(orders)
      .set({ status })
      .where(and(eq(orders.id, id), eq(orders.status, 'PLANNED'), sql`${orders.publishAt} <= now()`));
  }
  return { ...row, status };
};

export type OrderIndustryRow = {
  orderId: number;
  industryId: number;
  industryName: string;
  workScopeNumber: number | null;
  unit: string | null;
  description: string | null;
};

/** Industries of the given orders, in one query. */
export const findOrderIndustries = (db: Database, orderIds: number[]): Promise<OrderIndustryRow[]> =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          orderId: orderIndustries.orderId,
          industryId: orderIndustries.industryId,
          industryName: industries.title,
          workScopeNumber: orderIndustries.workScopeNumber,
          unit: orderIndustries.unit,
          description: orderIndustries.description,
        })
        .from(orderIndustries)
        .innerJoin(industries, eq(industries.id, orderIndustries.industryId))
        .where(inArray(orderIndustries.orderId, orderIds))
        .orderBy(asc(orderIndustries.orderId), asc(orderIndustries.position));

export type OrderContactRow = {
  orderId: number;
  userId: number;
  companyId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  position: string | null;
  publishPhone: boolean;
};

/** Contact persons of the given orders, in one query. */
export const findOrderContacts = (db: Database, orderIds: number[]): Promise<OrderContactRow[]> =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          orderId: orderContacts.orderId,
          userId: orderContacts.userId,
          companyId: users.companyId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
          position: users.position,
          publishPhone: orderContacts.publishPhone,
        })
        .from(orderContacts)
        .innerJoin(users, eq(users.id, orderContacts.userId))
        .where(inArray(orderContacts.orderId, orderIds))
        .orderBy(asc(orderContacts.orderId), asc(orderContacts.position));

export const findOrderAttachmentRows = (db: Database, orderId: number) =>
  db
    .select({ attachment: attachments })
    .from(orderAttachments)
    .innerJoin(attachments, eq(attachments.uuid, orderAttachments.attachmentUuid))
    .where(eq(orderAttachments.orderId, orderId))
    .orderBy(asc(orderAttachments.position))
    .then((rows) => rows.map((r) => r.attachment));

export type OrderChildren = {
  industries: { industryId: number; workScopeNumber: number | null; unit: string | null; description: string | null }[];
  contacts: { userId: number; publishPhone: boolean }[];
  attachmentUuids: string[];
};

/** Replaces the industries, contacts and attachments of an order (inside the caller's transaction). */
export const replaceOrderChildren = async (tx: DbExecutor, orderId: number, children: OrderChildren) => {
  await tx.delete(orderIndustries).where(eq(orderIndustries.orderId, orderId));
  await tx.delete(orderContacts).where(eq(orderContacts.orderId, orderId));
  await tx.delete(orderAttachments).where(eq(orderAttachments.orderId, orderId));
  if (children.industries.length)
    await tx.insert(orderIndustries).values(children.industries.map((i, position) => ({ ...i, orderId, position })));
  if (children.contacts.length)
    await tx.insert(orderContacts).values(children.contacts.map((c, position) => ({ ...c, orderId, position })));
  if (children.attachmentUuids.length)
    await tx
      .insert(orderAttachments)
      .values(children.attachmentUuids.map((attachmentUuid, position) => ({ attachmentUuid, orderId, position })));
};

/**
 * Industries of a company: those of its work in investments, with their parents, so that an
 * order in a parent industry matches a company working in one of its children and vice versa.
 */
export const findCompanyIndustryIds = async (db: Database, companyId: number): Promise<number[]> => {
  const result = await db.execute<{ id: number }>(sql`
    select distinct x.id from (
      select i.id, i.parent_id from investment_companies ic join industries i on i.id = ic.industry_id
       where ic.company_id = ${companyId}) c
    cross join lateral (values (c.id), (c.parent_id)) as x(id)
    where x.id is not null`);
  return result.rows.map((r) => Number(r.id));
};
