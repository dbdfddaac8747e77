import { COMPANY_TEXTS } from '@platform/shared';
import { LinkButton } from '@/components/link-button';
import { TrialUpsell } from '@/components/trial-upsell';
import { paths } from '@/config/paths';

/**
 * In place of the card's tabs for the free tier (spec 1 and 6; the 'Oferta' page, 'Wersja bezpłatna'):
 * the summary above stays, the rest of the card is offered with the no-obligation trial.
 */
export const CardUpsell = () => (
  <TrialUpsell
    testId="card-upsell"
    title={COMPANY_TEXTS.subscriptionOnly}
    description={COMPANY_TEXTS.freeTierCard}
    extra={<LinkButton to={paths.info.offer.to()}>Zobacz ofertę</LinkButton>}
  />
);
