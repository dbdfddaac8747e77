import { isAdminAccountType, isFreeTierUser } from '@platform/shared';
import type { ActorUser } from '../../lib/actor.js';

/**
 * The company-activity report is part of the subscription: subsidised users see the page locked
 * with 'Usługa dostępna tylko w abonamencie' (document 2, section 6), as does the free tier, whose
 * card button leads nowhere either (section 1). Staff always see it.
 */
export const canSeeCompanyActivity = (user: ActorUser): boolean =>
  isAdminAccountType(user.accountType) || (!user.isSubsidized && !isFreeTierUser(user));
