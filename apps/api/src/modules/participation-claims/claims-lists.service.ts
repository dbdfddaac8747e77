import { CLAIM_PAGE_SIZE, type ClaimListQuery, type ClaimPage } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { findInvestmentChoices } from '../investments/index.js';
import { canDecideClaims, canDeclare } from './claims.policy.js';
import { presentClaims } from './claims.presenter.js';
import { type ClaimRow, findCompanyClaims, findQueueClaims } from './claims.queries.js';

const pageOfRows = async (app: FastifyInstance, rows: ClaimRow[], page: number): Promise<ClaimPage> =>
  toPage(await presentClaims(app, rows), Number(rows[0]?.total ?? 0), page, CLAIM_PAGE_SIZE);

/** GET /participation-claims/mine: the caller's company's declarations, newest first. */
export const listMyClaims = async (app: FastifyInstance, user: ActorUser, query: ClaimListQuery) => {
  if (!canDeclare(user)) throw appError('CLAIM_NO_COMPANY');
  const rows = await findCompanyClaims(app.db, user.companyId, query.status, {
    page: query.page,
    size: CLAIM_PAGE_SIZE,
  });
  return pageOfRows(app, rows, query.page);
};

/** GET /admin/participation-claims: the staff queue (waiting ones by default, oldest first). */
export const listClaimQueue = async (app: FastifyInstance, user: ActorUser, query: ClaimListQuery) => {
  if (!canDecideClaims(user)) throw appError('FORBIDDEN');
  const status = query.status ?? 'PENDING';
  const rows = await findQueueClaims(app.db, status, { page: query.page, size: CLAIM_PAGE_SIZE });
  return pageOfRows(app, rows, query.page);
};

/** GET /participation-claims/investments: any active investment by name, for the declaration form. */
export const listInvestmentChoices = async (
  app: FastifyInstance,
  user: ActorUser,
  query: { search?: string; page: number; size: number },
) => {
  if (!canDeclare(user)) throw appError('CLAIM_NO_COMPANY');
  const { rows, total } = await findInvestmentChoices(app.db, query);
  return toPage(rows, total, query.page, query.size);
};
