import type { ActorUser } from '../../lib/actor.js';

/** Only its owner deletes a saved filter (staff included: filters are personal). */
export const canDeleteUserFilter = (user: ActorUser, filter: { userId: number }): boolean => filter.userId === user.id;
