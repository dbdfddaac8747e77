import type { InvestmentHistory } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { presentChange, presentOnHold, presentStageChange } from './investment-stages.presenter.js';
import { findInvestmentExists } from './investment-stages.queries.js';
import {
  findChangeLog,
  findHeldStageIds,
  findOnHoldInvestments,
  findStageHistory,
} from './investment-stages-read.queries.js';

const PAGE_SIZE = 20;

/** GET /investments/:id/history: the stage history and the change log shown on the investment page. */
export const getInvestmentHistory = async (app: FastifyInstance, id: number): Promise<InvestmentHistory> => {
  if (!(await findInvestmentExists(app.db, id))) throw appError('INVESTMENT_NOT_FOUND');
  const [stages, changes] = await Promise.all([findStageHistory(app.db, id), findChangeLog(app.db, id)]);
  return { stages: stages.map(presentStageChange), changes: changes.map(presentChange) };
};

/** GET /investments/on-hold: 'Inwestycje wstrzymane', a page at a time. */
export const listOnHoldInvestments = async (app: FastifyInstance, page: number) => {
  const stageIds = await findHeldStageIds(app.db);
  if (stageIds.length === 0) return toPage([], 0, page, PAGE_SIZE);
  const { rows, total } = await findOnHoldInvestments(app.db, stageIds, { page, size: PAGE_SIZE });
  return toPage(rows.map(presentOnHold), total, page, PAGE_SIZE);
};
