import { type ActorUser, isStaff } from '../../lib/actor.js';

/** Every investment (not only my company's) may be listed by staff only. */
export const canListAllInvestments = (user: ActorUser): boolean => isStaff(user);
