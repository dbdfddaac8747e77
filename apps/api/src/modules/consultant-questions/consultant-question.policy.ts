import { canSeeQuestions } from '@platform/shared';
import type { ActorUser } from '../../lib/actor.js';

/** Staff who answer (spec 6, menu 'Pytania': superadmin, administrator, sales). */
export const canAnswerQuestions = (user: ActorUser): boolean =>
  ['SUPERADMIN', 'ADMINISTRATOR', 'SALES'].includes(user.accountType);

/** Who asks: a client or sub-account with CONSULTANT_OPTION_LIMITATION (spec 6, menu 'Pytania'). */
export const canAskQuestions = (user: ActorUser): boolean =>
  !canAnswerQuestions(user) && canSeeQuestions({ ...user, temporaryPermissions: [] });
