import { DASHBOARD_TEXTS, TRIAL } from '@platform/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { TrialDialog } from '@/components/trial-dialog';
import { SectionCard } from '../section-card';

/** The free-trial prompt: 7 days without a payment card, 25 investments and 25 companies (spec 1, 9). */
export const TrialPrompt = () => {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title={DASHBOARD_TEXTS.trialTitle} testId="dashboard-trial">
      <p>
        Przez {TRIAL.days} dni bez podawania karty płatniczej: {TRIAL.investments} inwestycji i {TRIAL.companies}{' '}
        e-wizytówek firm.
      </p>
      <Button type="primary" onClick={() => setOpen(true)}>
        {DASHBOARD_TEXTS.trialButton}
      </Button>
      <TrialDialog open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
};
