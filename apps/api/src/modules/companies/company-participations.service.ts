import type {
  CompanyParticipation,
  CompanyParticipationChange,
  CompanyParticipationInput,
  Page,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import type { ActorUser } from '../../plugins/auth.js';
import {
  addParticipation,
  changeParticipation,
  findCompanyParticipations,
  industryExists,
  investmentExists,
  type ParticipationKey,
  removeParticipation,
} from '../investments/index.js';
import { canEditParticipations } from './company.policy.js';
import { requireCompany } from './company-access.js';
import { forgetCompanyStats } from './company-stats.cache.js';

/**
 * The admin's 'Inwestycje' dialog of the company edit (spec 6): the company's participations, one per
 * investment and industry. The investments module owns the rows, so every write goes through its
 * face; the company's statistics (kept 5 minutes) are forgotten after each write, so the card counts
 * the change at once.
 */
const requireEditable = async (app: FastifyInstance, user: ActorUser, companyId: number) => {
  if (!canEditParticipations(user)) throw appError('FORBIDDEN');
  return requireCompany(app, companyId);
};

const requireIndustry = async (app: FastifyInstance, industryId: number) => {
  if (!(await industryExists(app.db, industryId))) throw appError('INVALID_REFERENCE');
};

export const listParticipations = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
  query: { page: number; size: number },
): Promise<Page<CompanyParticipation>> => {
  const company = await requireEditable(app, user, companyId);
  const { rows, total } = await findCompanyParticipations(app.db, company.id, query);
  return toPage(rows, total, query.page, query.size);
};

export const createParticipation = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
  input: CompanyParticipationInput,
): Promise<void> => {
  const company = await requireEditable(app, user, companyId);
  if (!(await investmentExists(app.db, input.investmentId))) throw appError('INVESTMENT_NOT_FOUND');
  await requireIndustry(app, input.industryId);
  const key = { investmentId: input.investmentId, companyId: company.id, industryId: input.industryId };
  if (!(await addParticipation(app.db, key, input))) throw appError('PARTICIPATION_EXISTS');
  await forgetCompanyStats(app, company.id);
};

export const updateParticipation = async (
  app: FastifyInstance,
  user: ActorUser,
  key: ParticipationKey,
  change: CompanyParticipationChange,
): Promise<void> => {
  const company = await requireEditable(app, user, key.companyId);
  await requireIndustry(app, change.industryId);
  const outcome = await app.db.transaction((tx) => changeParticipation(tx, { ...key, companyId: company.id }, change));
  if (outcome === 'missing') throw appError('PARTICIPATION_NOT_FOUND');
  if (outcome === 'taken') throw appError('PARTICIPATION_EXISTS');
  await forgetCompanyStats(app, company.id);
};

export const deleteParticipation = async (app: FastifyInstance, user: ActorUser, key: ParticipationKey) => {
  const company = await requireEditable(app, user, key.companyId);
  if (!(await removeParticipation(app.db, { ...key, companyId: company.id }))) {
    throw appError('PARTICIPATION_NOT_FOUND');
  }
  await forgetCompanyStats(app, company.id);
};
