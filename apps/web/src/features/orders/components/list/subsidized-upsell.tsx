import { errorMessage } from '@platform/shared';
import { TrialUpsell } from '@/components/trial-upsell';

/** Free-tier clients: the upsell with the trial offer of spec 1 ('Wypróbuj bez zobowiązań'). */
export const SubsidizedUpsell = () => (
  <TrialUpsell
    testId="orders-upsell"
    style={{ marginBottom: 16 }}
    title="Filtry zleceń są dostępne w pełnej wersji."
    description={errorMessage('SUBSIDIZED_FIRST_PAGE_ONLY')}
  />
);
