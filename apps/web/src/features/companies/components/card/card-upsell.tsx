import { COMPANY_TEXTS } from '@platform/shared';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { LinkButton } from '@/components/link-button';
import { TrialDialog } from '@/components/trial-dialog';
import { paths } from '@/config/paths';
import '@/components/stacking-alert.css';

/**
 * In place of the card's tabs for the free tier (spec 1 and 6; the 'Oferta' page, 'Wersja bezpłatna'):
 * the summary above stays, the rest of the card is offered with the no-obligation trial.
 */
export const CardUpsell = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="card-upsell"
        classNames={{ root: 'stacking-alert', actions: 'stacking-alert__actions' }}
        title={COMPANY_TEXTS.subscriptionOnly}
        description={COMPANY_TEXTS.freeTierCard}
        action={
          <Space wrap>
            <Button type="primary" onClick={() => setOpen(true)}>
              Wypróbuj bez zobowiązań
            </Button>
            <LinkButton to={paths.info.offer.to()}>Zobacz ofertę</LinkButton>
          </Space>
        }
      />
      <TrialDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
