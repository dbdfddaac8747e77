import { isAdminAccountType } from '@platform/shared';
import type { ActorUser } from '../../plugins/auth.js';

/**
 * Who may do what with a company (document 2, section 6). Decision: the about data (basics, scopes)
 * may be saved by platform admins and by the company's own companyAdmin users; the offer by admins
 * always and by the company's users holding COMPANY_OFFER_EDIT while the offer service is active.
 */
export const isAdmin = (user: ActorUser | null): boolean => !!user && isAdminAccountType(user.accountType);

export const isMemberOf = (user: ActorUser | null, companyId: number): boolean =>
  !!user && user.companyId === companyId;

export const canEditOffer = (user: ActorUser | null, companyId: number, serviceActive: boolean): boolean =>
  isAdmin(user) ||
  (isMemberOf(user, companyId) && serviceActive && !!user?.availableServices.includes('COMPANY_OFFER_EDIT'));

export const canEditBasics = (user: ActorUser | null, companyId: number): boolean =>
  isAdmin(user) || (isMemberOf(user, companyId) && !!user?.companyAdmin);

/** Published offer tab: everyone when the service is active; otherwise admins and the company's users. */
export const canSeeOffer = (user: ActorUser | null, companyId: number, serviceActive: boolean): boolean =>
  serviceActive || isAdmin(user) || isMemberOf(user, companyId);

/** The company admin grants offer editing to colleagues; platform admins may too. */
export const canGrantOfferEdit = (user: ActorUser | null, companyId: number): boolean =>
  isAdmin(user) || (isMemberOf(user, companyId) && !!user?.companyAdmin);
