import { isFreeTierUser, isSubsidizedClient } from '@platform/shared';
import type { ActorUser } from '../../lib/actor.js';

/**
 * What of the search a user's plan shows (companies document 1 and 6): the free plan sees only the
 * count and total value of the matches; a subsidised client sees the first page only (platform spec
 * 6); everyone else, staff included, everything.
 */
export const searchAccess = (user: ActorUser): 'full' | 'counts' | 'firstPage' => {
  if (isFreeTierUser(user)) return 'counts';
  if (isSubsidizedClient(user)) return 'firstPage';
  return 'full';
};

/** A subsidised client cannot open another company's investments (companies document 2.1, 6). */
export const mayFilterByCompany = (user: ActorUser, companyId: number | null): boolean =>
  companyId === null || !isSubsidizedClient(user) || companyId === user.companyId;

/** The map's pins are the full plan's (spec platform 2.10: the free plan sees the counts under the upsell). */
export const mayLoadInvestmentPins = (user: ActorUser): boolean => searchAccess(user) === 'full';
