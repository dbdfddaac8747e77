import { errorMessage } from '@platform/shared';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { TrialDialog } from '@/components/trial-dialog';
import '@/components/stacking-alert.css';

/** Free-tier clients: the upsell with the trial offer of spec 1 ('Wypróbuj bez zobowiązań'). */
export const SubsidizedUpsell = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="orders-upsell"
        classNames={{ root: 'stacking-alert', actions: 'stacking-alert__actions' }}
        style={{ marginBottom: 16 }}
        title="Filtry zleceń są dostępne w pełnej wersji."
        description={errorMessage('SUBSIDIZED_FIRST_PAGE_ONLY')}
        action={
          <Button type="primary" onClick={() => setOpen(true)}>
            Wypróbuj bez zobowiązań
          </Button>
        }
      />
      <TrialDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
