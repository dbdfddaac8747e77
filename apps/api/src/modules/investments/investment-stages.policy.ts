import { canChangeInvestmentStages } from '@platform/shared';
import type { ActorUser } from '../../lib/actor.js';

/**
 * Who records stage changes, corrects an investment's data and merges duplicates: the staff of the
 * stage changes panel (spec 6: manager, administrator, superadmin; the rule is shared with the menu).
 */
export const canEditInvestmentData = (user: ActorUser): boolean => canChangeInvestmentStages(user);
