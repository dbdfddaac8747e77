import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations, offers, users } from '../../db/schema.js';
import { buildCompany } from '../../test/factories/index.js';

/** A month's moment in Polish time ('2011-03', day 10 at noon), for fixtures far from the seed's dates. */
export const inMonth = (month: string, day = 10): Date =>
  new Date(`${month}-${String(day).padStart(2, '0')}T12:00:00Z`);

/** An offer of a new company on an order in one industry (its thread made for it), chosen when told. */
export const buildOffer = async (
  db: Database,
  { orderId, industryId, selectedAt = null }: { orderId: number; industryId: number; selectedAt?: Date | null },
) => {
  const company = await buildCompany(db);
  const [thread] = await db
    .insert(conversations)
    .values({ orderId, companyId: company.id, industryIds: [industryId] })
    .returning({ id: conversations.id });
  await db
    .insert(offers)
    .values({ conversationId: thread!.id, orderId, companyId: company.id, industryId, selectedAt });
  return company;
};

/** Several offers on one order: `count` companies, the first chosen at `selectedAt` when given. */
export const buildOffers = async (
  db: Database,
  orderId: number,
  industryId: number,
  count: number,
  selectedAt?: Date,
) => {
  for (let i = 0; i < count; i++)
    await buildOffer(db, { orderId, industryId, selectedAt: i === 0 ? (selectedAt ?? null) : null });
};

export const companyOfLogin = async (db: Database, login: string): Promise<number> => {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.login, login));
  if (!row?.companyId) throw new Error(`${login} has no company`);
  return row.companyId;
};
