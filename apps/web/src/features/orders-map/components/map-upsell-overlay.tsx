import { ORDERS_MAP_TEXTS } from '@platform/shared';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { TrialDialog } from '@/components/trial-dialog';

/** Free plan (spec 1, 2.10): the disabled map under this message and the trial offer. */
export const MapUpsellOverlay = () => {
  const [open, setOpen] = useState(false);
  return (
    <div className="orders-map__overlay" data-testid="map-upsell">
      <div className="orders-map__overlay-box">
        <Typography.Paragraph strong>{ORDERS_MAP_TEXTS.freePlan}</Typography.Paragraph>
        <Button type="primary" onClick={() => setOpen(true)}>
          {ORDERS_MAP_TEXTS.trialButton}
        </Button>
      </div>
      <TrialDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
};
