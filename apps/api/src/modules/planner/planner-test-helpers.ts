import type { Service } from '@platform/shared';
import type { Database } from '../../db/client.js';
import { conversations, offers, orderNominatedCompanies } from '../../db/schema.js';
import { buildCompany, buildOrder, buildUser } from '../../test/factories/index.js';

/** A planner user (CLIENT with PLANNER unless told) of a new company. */
export const buildPlannerUser = async (db: Database, services: Service[] = ['PLANNER']) =>
  buildUser(db, { availableServices: services });

/** An order of another company with its offer deadline on `day`. */
export const buildOthersOrder = async (db: Database, day: string) => {
  const requester = await buildCompany(db);
  return buildOrder(db, { companyId: requester.id, offerDeadlineTo: day });
};

export const inviteCompany = async (db: Database, orderId: number, companyId: number, intent: string | null = null) => {
  await db
    .insert(orderNominatedCompanies)
    .values({ orderId, companyId, source: 'OTHER', invitedAt: new Date(), intent });
};

/** The company's thread on the order with one offer (industry 401), chosen when `selected`. */
export const offerOn = async (db: Database, orderId: number, companyId: number, selected = false) => {
  const [thread] = await db
    .insert(conversations)
    .values({ orderId, companyId, industryIds: [401] })
    .returning();
  await db.insert(offers).values({
    conversationId: thread!.id,
    industryId: 401,
    orderId,
    companyId,
    priceNet: 1000,
    selectedAt: selected ? new Date() : null,
  });
};
