import type { ConversationPerson, ConversationSummary, OrderScope } from '@platform/shared';
import type { ActorUser } from '../../lib/actor.js';
import type { PersonRow } from './conversation.queries.js';
import type { SummaryRow } from './conversation-lists.queries.js';

/** The work front is stored as the first day of its month and shown as a year-month. */
const yearMonth = (day: string | null) => (day ? day.slice(0, 7) : null);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const isColleague = (user: ActorUser, companyId: number | null) =>
  user.companyId !== null && companyId === user.companyId;

export const presentPerson = (user: ActorUser, row: PersonRow): ConversationPerson => ({
  userId: row.userId,
  firstName: row.firstName,
  lastName: row.lastName,
  position: row.position,
  colleague: isColleague(user, row.companyId),
});

export const presentIndustries = (ids: readonly number[], names: Map<number, string>) =>
  ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) as string }));

export const presentSummary = (row: SummaryRow, names: Map<number, string>): ConversationSummary => ({
  id: row.id,
  orderId: row.order_id,
  company: { id: row.company_id, name: row.company_name, logo: row.company_logo },
  latestMessage: row.last_at ? { text: row.last_text ?? '', sent: iso(row.last_at) as string } : null,
  unreadCount: Number(row.unread),
  deadlines: {
    offerDeadlineFrom: row.offer_deadline_from,
    offerDeadlineTo: row.offer_deadline_to,
    workDeadlineFrom: yearMonth(row.work_deadline_from),
    workDeadlineTo: yearMonth(row.work_deadline_to),
  },
  investment: {
    id: row.investment_id,
    name: row.investment_name,
    city: row.city,
    roadEndCity: row.road_end_city,
    picture: row.picture,
  },
  scope: row.scope as OrderScope | null,
  industries: presentIndustries(row.industry_ids, names),
  isCandidate: row.is_candidate,
});
