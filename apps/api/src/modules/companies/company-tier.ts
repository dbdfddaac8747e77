import { COMPANY_TEXTS } from '@platform/shared';
import { appError } from '../../lib/app-error.js';
import type { ActorUser } from '../../plugins/auth.js';
import { canSeeFullCard } from './company.policy.js';

/** The refusal of a card part the viewer's plan does not include, with the spec's text. */
export const subscriptionOnly = () => appError('FORBIDDEN', { message: COMPANY_TEXTS.subscriptionOnly });

/**
 * The parts of another company's card beyond the free tier (statistics, investments, offer) answer
 * 403 'Usługa dostępna tylko w abonamencie' to a free-tier user; the basics are trimmed instead, and
 * the investment summary (count and total value) stays open to everyone (spec 1 and 6).
 */
export const requireFullCard = (user: ActorUser | null, companyId: number): void => {
  if (!canSeeFullCard(user, companyId)) throw subscriptionOnly();
};
