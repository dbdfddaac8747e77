import { canSeePlanner } from '@platform/shared';
import type { ActorUser } from '../../lib/actor.js';

/** 'Planer' (spec 6 menu): the PLANNER service, not for admins, hidden for subsidised clients. */
export const canUsePlanner = (user: ActorUser): boolean =>
  !user.isSubsidized && canSeePlanner({ ...user, temporaryPermissions: [] });
