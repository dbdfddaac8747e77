import { type OrderForm, polishDay } from '@platform/shared';
import type { Database } from '../../db/client.js';
import { orderContacts, orderIndustries, orders } from '../../db/schema.js';
import {
  findIndustryTitles,
  findInvestmentRef,
  foldedSearchText,
  orderSearchText,
} from '../../modules/orders/testing.js';
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
const NO_TECHNOLOGY = { producerPreference: [], technologyPreference: [] };

/**
 * A published, approved order of a company (an hour old), in industry 401 unless told, on a new
 * investment the company takes part in unless `investmentId` says which. Rows go in directly, like
 * the seed's, with the search text an order saved through the form gets (the service's recipe).
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
  const titles = new Map((await findIndustryTitles(db, industryIds)).map((r) => [r.id, r.title]));
  const investment = (await findInvestmentRef(db, investmentId))!;
  const searchText = orderSearchText({
    investment,
    industries: industryIds.map((id) => ({ title: titles.get(id) ?? '' })),
    description,
    // the jsonb column is untyped in the schema; its shape is the form's
    technology: (overrides.technology as OrderForm['technology'] | undefined) ?? NO_TECHNOLOGY,
  });
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
      searchText: foldedSearchText(searchText),
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
