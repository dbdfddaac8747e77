import { polishDay } from '@platform/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { industries, orderContacts, orderIndustries, orders } from '../../db/schema.js';
import { buildInvestment } from './investment.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderOverrides = Partial<typeof orders.$inferInsert> & {
  companyId: number;
  /** Industry ids of the order's scope, in order; also what its lists filter by. */
  industries?: number[];
  /** User ids of the order's contact persons. */
  contactUserIds?: number[];
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * A published, approved order of a company (an hour old), in industry 401 unless told, on a new
 * investment the company takes part in unless `investmentId` says which. Rows go in directly, like
 * the seed's, with the folded search text the lists search.
 */
export const buildOrder = async (
  db: Database,
  { industries: industryIds = [401], contactUserIds = [], ...overrides }: OrderOverrides,
): Promise<OrderRow> => {
  const now = Date.now();
  const investmentId =
    overrides.investmentId ??
    (await buildInvestment(db, { participants: [{ companyId: overrides.companyId, industryId: industryIds[0] }] })).id;
  const description = overrides.description ?? '<p>Wykonanie robót w budynku.</p>';
  const titles = await db
    .select({ title: industries.title })
    .from(industries)
    .where(inArray(industries.id, industryIds));
  const [{ name }] = (await db.execute<{ name: string }>(sql`select name from investments where id = ${investmentId}`))
    .rows as [{ name: string }];
  const plain = description.replace(/<[^>]+>/g, ' ');
  const [row] = await db
    .insert(orders)
    .values({
      status: 'RELEASED',
      isApproved: true,
      publishAt: new Date(now - 60 * 60 * 1000),
      offerDeadlineFrom: polishDay(new Date(now)),
      offerDeadlineTo: polishDay(new Date(now + 14 * DAY)),
      scope: 'SERVICE',
      industryIds,
      searchText: sql`fold_text(${[name, ...titles.map((t) => t.title), plain].join(' ')})`,
      ...overrides,
      investmentId,
      description,
    })
    .returning();
  const order = row!;
  await db
    .insert(orderIndustries)
    .values(industryIds.map((industryId, position) => ({ orderId: order.id, industryId, position })));
  if (contactUserIds.length > 0)
    await db
      .insert(orderContacts)
      .values(contactUserIds.map((userId, position) => ({ orderId: order.id, userId, position })));
  return order;
};
