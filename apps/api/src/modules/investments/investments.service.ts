import type { investmentListQuerySchema } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { canListAllInvestments } from './investments.policy.js';
import { findActiveInvestments, findInvestmentDetail } from './investments.queries.js';

type InvestmentListQuery = z.infer<typeof investmentListQuerySchema>;

/**
 * Investments for the order form. `byMyCompany=true` (default): my company's active investments;
 * none at all answers 404 ORDER_NO_ACTIVE_INVESTMENT with 'Twoja firma nie jest dodana do żadnej
 * aktywnej inwestycji.' (a page past the end is an empty page). `byMyCompany=false`: staff only.
 */
export const listInvestments = async (app: FastifyInstance, user: ActorUser, query: InvestmentListQuery) => {
  const { byMyCompany, search, page, size } = query;
  if (!byMyCompany && !canListAllInvestments(user)) throw appError('ORDER_NO_PERMISSION_TO_USE_COMPANY');
  if (byMyCompany && !user.companyId) throw appError('ORDER_NO_ACTIVE_INVESTMENT');
  const { rows, total } = await findActiveInvestments(app.db, {
    companyId: byMyCompany ? user.companyId : null,
    search,
    page,
    size,
  });
  if (total === 0 && page === 0 && byMyCompany && !search) throw appError('ORDER_NO_ACTIVE_INVESTMENT');
  return toPage(rows, total, page, size);
};

/** One investment as the investment page shows it: everything the database holds of it. */
export const getInvestment = async (app: FastifyInstance, id: number) => {
  const investment = await findInvestmentDetail(app.db, id);
  if (!investment) throw appError('INVESTMENT_NOT_FOUND');
  return investment;
};
