import { errorMessage } from '@platform/shared';
import { TrialUpsell } from '@/components/trial-upsell';

/**
 * Free-tier clients: the upsell with the trial offer of spec 1 ('Wypróbuj bez zobowiązań'). It says
 * filters are for the full version only where they are locked (own orders stay filterable).
 */
export const SubsidizedUpsell = ({ filtersLocked }: { filtersLocked: boolean }) => (
  <TrialUpsell
    testId="orders-upsell"
    style={{ marginBottom: 16 }}
    title={
      filtersLocked ? 'Filtry zleceń są dostępne w pełnej wersji.' : 'Pełna lista zleceń jest dostępna w pełnej wersji.'
    }
    description={errorMessage('SUBSIDIZED_FIRST_PAGE_ONLY')}
  />
);
