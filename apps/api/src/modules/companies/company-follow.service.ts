import type { FollowSettings, FollowSettingsPatch } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import type { ActorUser } from '../../plugins/auth.js';
import { canFollowCompany, canReceiveFollowNotifications } from './company.policy.js';
import { requireViewableCompany } from './company-access.js';
import { deleteFollow, type FollowRow, findFollow, insertFollow, updateFollow } from './company-follow.queries.js';

const present = (row: FollowRow): FollowSettings => ({
  id: row.id,
  note: row.note,
  notifications: {
    tookPartInNewInvestment: row.notifyTookPartInNewInvestment,
    investmentUpdated: row.notifyInvestmentUpdated,
  },
});

export const isFollowing = async (app: FastifyInstance, user: ActorUser, companyId: number) => {
  const company = await requireViewableCompany(app, companyId, user);
  return { following: !!(await findFollow(app.db, user.id, company.id)) };
};

/** Follow: not one's own company; notifications start on, except for subsidised users (spec 5). */
export const followCompany = async (app: FastifyInstance, user: ActorUser, companyId: number) => {
  const company = await requireViewableCompany(app, companyId, user);
  if (!canFollowCompany(user, company.id)) throw appError('CANNOT_FOLLOW_OWN_COMPANY');
  await insertFollow(app.db, { userId: user.id, companyId: company.id, notify: canReceiveFollowNotifications(user) });
};

/** Unfollow: an unknown or hidden company answers 404, as every company call does. */
export const unfollowCompany = async (app: FastifyInstance, user: ActorUser, companyId: number) => {
  const company = await requireViewableCompany(app, companyId, user);
  await deleteFollow(app.db, user.id, company.id);
};

const requireFollow = async (app: FastifyInstance, user: ActorUser, companyId: number) => {
  const row = await findFollow(app.db, user.id, companyId);
  if (!row) throw appError('NOT_FOLLOWING');
  return row;
};

export const getFollowSettings = async (app: FastifyInstance, user: ActorUser, companyId: number) =>
  present(await requireFollow(app, user, companyId));

/**
 * Saves the note (empty -> null) and notification flags. A subsidised user cannot turn a notification
 * on: the request is refused with 403 NOTIFICATIONS_NOT_AVAILABLE and nothing changes.
 */
export const patchFollowSettings = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
  patch: FollowSettingsPatch,
): Promise<FollowSettings> => {
  const row = await requireFollow(app, user, companyId);
  const wanted = patch.notifications ?? {};
  if (
    !canReceiveFollowNotifications(user) &&
    (wanted.tookPartInNewInvestment === true || wanted.investmentUpdated === true)
  ) {
    throw appError('NOTIFICATIONS_NOT_AVAILABLE');
  }
  const note = patch.note === undefined ? row.note : patch.note?.trim() ? patch.note : null;
  const updated = await updateFollow(app.db, row.id, {
    note,
    notifyTookPartInNewInvestment: wanted.tookPartInNewInvestment ?? row.notifyTookPartInNewInvestment,
    notifyInvestmentUpdated: wanted.investmentUpdated ?? row.notifyInvestmentUpdated,
  });
  return present(updated);
};
