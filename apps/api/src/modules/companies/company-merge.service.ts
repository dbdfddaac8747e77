import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { forgetCompanyActors } from '../../plugins/auth.js';
import { requireCompany } from './company-access.js';
import { moveCompanyData } from './company-merge.queries.js';
import { forgetCompanyStats } from './company-stats.cache.js';

/**
 * Merges a duplicate into the company (admins): its investment participations, users, follows,
 * scopes, orders and order events move and the duplicate is soft-deleted, all in one transaction.
 */
export const mergeCompanies = async (app: FastifyInstance, targetId: number, duplicateId: number) => {
  if (targetId === duplicateId) throw appError('MERGE_SAME_COMPANY');
  const target = await requireCompany(app, targetId);
  const duplicate = await requireCompany(app, duplicateId);
  const moved = await app.db.transaction((tx) => moveCompanyData(tx, target.id, duplicate.id));
  await forgetCompanyStats(app, target.id, duplicate.id);
  // The duplicate's users now belong to the target: their cached actors name the old company.
  await forgetCompanyActors(app, duplicate.id);
  return { id: target.id, duplicateCompanyId: duplicate.id, moved };
};
