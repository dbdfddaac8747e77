import {
  idParamsSchema,
  investmentListQuerySchema,
  investmentPageSchema,
  orderInvestmentSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { isStaff } from '../orders/order.policy.js';
import { findActiveInvestments } from './investments.list.js';
import { findInvestmentDetail } from './investments.queries.js';

const tags = ['investments'];

/**
 * Investments for the order form. `byMyCompany=true` (default): my company's active investments;
 * none at all answers 404 ORDER_NO_ACTIVE_INVESTMENT with 'Twoja firma nie jest dodana do żadnej
 * aktywnej inwestycji.' (a page past the end is an empty page). `byMyCompany=false`: staff only.
 */
export const investmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investments',
    {
      preHandler: guards.loggedIn,
      schema: {
        tags,
        querystring: investmentListQuerySchema,
        response: { 200: investmentPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = actorOf(request.auth);
      const { byMyCompany, search, page, size } = request.query;
      if (!byMyCompany && !isStaff(user)) throw appError('ORDER_NO_PERMISSION_TO_USE_COMPANY');
      if (byMyCompany && !user.companyId) throw appError('ORDER_NO_ACTIVE_INVESTMENT');
      const { rows, total } = await findActiveInvestments(app.db, {
        companyId: byMyCompany ? user.companyId : null,
        search,
        page,
        size,
      });
      if (total === 0 && page === 0 && byMyCompany && !search) throw appError('ORDER_NO_ACTIVE_INVESTMENT');
      return toPage(rows, total, page, size);
    },
  );

  app.get(
    '/investment/:id',
    {
      preHandler: guards.loggedIn,
      schema: { tags, params: idParamsSchema, response: { 200: orderInvestmentSchema, ...errorResponses } },
    },
    async (request) => {
      const investment = await findInvestmentDetail(app.db, request.params.id);
      if (!investment) throw appError('INVESTMENT_NOT_FOUND');
      const { provinceName: _province, ...detail } = investment;
      return detail;
    },
  );
};
