import type { FollowedCompany } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { toPage } from '../../lib/pagination.js';
import type { ActorUser } from '../../plugins/auth.js';
import { type FollowedCompanyRow, findFollowedCompanies, markFollowsSeen } from './followed-companies.queries.js';

const PAGE_SIZE = 20;

const present = (row: FollowedCompanyRow): FollowedCompany => ({
  company: { id: Number(row.company_id), name: row.name, city: row.city },
  settings: {
    id: Number(row.id),
    note: row.note,
    notifications: {
      tookPartInNewInvestment: row.notify_took_part_in_new_investment,
      investmentUpdated: row.notify_investment_updated,
    },
  },
  followedAt: new Date(row.created_at).toISOString(),
  changes: {
    newInvestments: Number(row.new_investments),
    newOrders: Number(row.new_orders),
    offerUpdated: row.offer_updated,
  },
});

/** GET /users/me/followed-companies: the page, with what each company did since the last visit. */
export const listFollowedCompanies = async (app: FastifyInstance, user: ActorUser, page: number) => {
  const rows = await findFollowedCompanies(app.db, user.id, { page, size: PAGE_SIZE });
  return toPage(rows.map(present), rows[0] ? Number(rows[0].total) : 0, page, PAGE_SIZE);
};

/** POST /users/me/followed-companies/seen: the list was looked at; changes count from now. */
export const markFollowedCompaniesSeen = async (app: FastifyInstance, user: ActorUser) => {
  await markFollowsSeen(app.db, user.id);
};
