import { type InvestmentCharacter, lostPriceBands, type OrderListItem } from '@platform/shared';
import { type ActorUser, isStaff } from '../../lib/actor.js';
import { isOrderOwner } from './order.policy.js';
import type { OrderListRow } from './order-list.queries.js';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();
const yearMonth = (day: string | null) => (day ? day.slice(0, 7) : null);

/** One row of an order list: what a row shows, with the caller's right to edit it. */
export const presentListRow = (row: OrderListRow, user: ActorUser): OrderListItem => {
  const id = Number(row.id);
  const companyId = Number(row.company_id);
  const owner = isOrderOwner(user, { companyId, createdByUserId: row.created_by_user_id });
  return {
    id,
    status: row.status,
    isApproved: row.is_approved,
    publishAt: iso(row.publish_at),
    createdAt: iso(row.created_at) as string,
    offerDeadlineFrom: row.offer_deadline_from,
    offerDeadlineTo: row.offer_deadline_to,
    workDeadlineFrom: yearMonth(row.work_deadline_from),
    workDeadlineTo: yearMonth(row.work_deadline_to),
    scope: row.scope,
    character: row.character as InvestmentCharacter,
    investment: { id: Number(row.investment_id), name: row.investment_name, city: row.city },
    company: { id: companyId, name: row.company_name },
    industries: row.industries.map((i) => ({ id: Number(i.id), name: i.name })),
    deletedReason: row.deleted_reason as OrderListItem['deletedReason'],
    userAllowedToEdit: isStaff(user) || owner,
    ...(row.invited_at
      ? { invitation: { invitedAt: iso(row.invited_at) as string, seen: !!row.seen, intent: row.intent ?? null } }
      : {}),
    ...(row.offer_outcome
      ? { offer: { outcome: row.offer_outcome, priceBands: lostPriceBands(row.price_bands ?? []) } }
      : {}),
  };
};
