import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { forgetCompanyActors } from '../../plugins/auth.js';
import { recordStaffMoves } from '../memberships/index.js';
import { requireCompany } from './company-access.js';
import { moveCompanyData } from './company-merge.queries.js';
import { forgetCompanyStats } from './company-stats.cache.js';

/**
 * Merges a duplicate into the company (admins): its investment participations, users, follows,
 * scopes, orders and order events move and the duplicate is soft-deleted, all in one transaction.
 * The moved people are kept in the target's membership history as joined by staff.
 */
export const mergeCompanies = async (app: FastifyInstance, staff: ActorUser, targetId: number, duplicateId: number) => {
  if (targetId === duplicateId) throw appError('MERGE_SAME_COMPANY');
  const target = await requireCompany(app, targetId);
  const duplicate = await requireCompany(app, duplicateId);
  const moved = await app.db.transaction(async (tx) => {
    const { counts, movedUserIds } = await moveCompanyData(tx, target.id, duplicate.id);
    await recordStaffMoves(tx, { companyId: target.id, userIds: movedUserIds, byUserId: staff.id });
    return counts;
  });
  await forgetCompanyStats(app, target.id, duplicate.id);
  // The duplicate's users now belong to the target: their cached actors name the old company.
  await forgetCompanyActors(app, duplicate.id);
  return { id: target.id, duplicateCompanyId: duplicate.id, moved };
};
