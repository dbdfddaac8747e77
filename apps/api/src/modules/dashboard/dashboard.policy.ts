import { isSubsidizedAccount } from '@platform/shared';
import { type ActorUser, isStaff } from '../../lib/actor.js';

/**
 * The dashboard is only for subsidised companies (document 2, section 6); staff pass every check
 * (document 1, section 6) so support can see what a subsidised client sees.
 */
export const canSeeDashboard = (user: ActorUser): boolean =>
  isStaff(user) || (user.companyId !== null && isSubsidizedAccount(user.accountType, user.isSubsidized));
