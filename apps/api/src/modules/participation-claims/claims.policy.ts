import { type ActorUser, isStaff } from '../../lib/actor.js';

/** A declaration is the company's: any of its people may send one (spec 6 gives none; ours). */
export const canDeclare = (user: ActorUser): user is ActorUser & { companyId: number } => user.companyId !== null;

/**
 * Staff (spec 6: superadmin, administrator, manager, sales count as staff) confirm or refuse a
 * declaration from the admin panel's queue.
 */
export const canDecideClaims = (user: ActorUser): boolean => isStaff(user);
