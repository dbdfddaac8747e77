import { INVESTMENT_SEARCH_TEXTS } from '@platform/shared';
import { TrialUpsell } from '@/components/trial-upsell';

/** The free plan's upsell (spec platform 1) and the subsidised client's first-page notice (spec 6). */
export const PlanNotice = ({ access }: { access: 'full' | 'counts' | 'firstPage' }) => {
  if (access === 'full') return null;
  return (
    <TrialUpsell
      testId="investment-search-upsell"
      title={access === 'counts' ? INVESTMENT_SEARCH_TEXTS.freePlan : INVESTMENT_SEARCH_TEXTS.firstPageOnly}
      description={
        access === 'counts'
          ? 'W wersji bezpłatnej widzisz liczbę i łączną wartość znalezionych inwestycji.'
          : INVESTMENT_SEARCH_TEXTS.subscriptionOnly
      }
      style={{ marginBottom: 12 }}
    />
  );
};
