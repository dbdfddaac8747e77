import { type ActorUser, isStaff } from '../../lib/actor.js';

/**
 * Who lets a person into a company (spec 6: the company admin manages the company's accounts):
 * the company's own admin, or staff. Nobody else, whatever they may do with orders.
 */
export const canGrantMembership = (user: ActorUser, companyId: number): boolean =>
  isStaff(user) || (user.companyAdmin && user.companyId === companyId);

/** The company's requests and membership history: its admin and staff. */
export const canReadMembership = canGrantMembership;

/** The queue of every pending request (companies without an admin are decided there): staff. */
export const canReadMembershipQueue = (user: ActorUser): boolean => isStaff(user);

/**
 * The company's people, their rights, deactivation and the admin role (spec 6: the company admin
 * manages the company's accounts): its admin and staff, as membership itself.
 */
export const canManagePeople = canGrantMembership;
