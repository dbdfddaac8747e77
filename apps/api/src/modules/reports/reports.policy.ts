import { isSubsidizedAccount } from '@platform/shared';
import { type ActorUser, isStaff } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';

/**
 * The reports are for subscribers: a subsidised user sees them locked with 'Usługa dostępna tylko w
 * abonamencie' (document 2, section 6; platform spec 2.4 keeps them out of the subsidised menu).
 * Staff pass every check (document 1, section 6).
 */
export const canSeeReports = (user: ActorUser): boolean =>
  isStaff(user) || !isSubsidizedAccount(user.accountType, user.isSubsidized);

export const requireReports = (user: ActorUser): void => {
  if (!canSeeReports(user)) throw appError('REPORTS_SUBSCRIPTION_ONLY');
};
