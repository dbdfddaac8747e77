import type { OfferOutcome } from '@platform/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.js';
import { industries, offers, orders } from '../../db/schema.js';
import { type LostPriceBandRow, lostPriceBandsSql, offerOutcomeSql } from '../orders/index.js';
import { offerTermsColumns } from './offer-terms.queries.js';

/** `offerOutcomeSql` reads the order as `o`. */
const o = alias(orders, 'o');

/** A company's own offers on an order with their outcome: nothing of any other company. */
export const findOwnOffers = (db: DbExecutor, orderId: number, companyId: number) =>
  db
    .select({
      conversationId: offers.conversationId,
      industryId: offers.industryId,
      industryName: industries.title,
      ...offerTermsColumns,
      selected: sql<boolean>`${offers.selectedAt} is not null`,
      outcome: sql<OfferOutcome>`${offerOutcomeSql(companyId)}`,
    })
    .from(o)
    .innerJoin(offers, and(eq(offers.orderId, o.id), eq(offers.companyId, companyId)))
    .innerJoin(industries, eq(industries.id, offers.industryId))
    .where(eq(o.id, orderId))
    .orderBy(offers.industryId);

/** The company's bands on the order (see `lostPriceBandsSql`): empty until the losers were thanked with them. */
export const findOwnPriceBands = async (db: DbExecutor, orderId: number, companyId: number) => {
  const [row] = await db
    .select({ bands: sql<LostPriceBandRow[]>`${lostPriceBandsSql(companyId)}` })
    .from(o)
    .where(eq(o.id, orderId));
  return row?.bands ?? [];
};
