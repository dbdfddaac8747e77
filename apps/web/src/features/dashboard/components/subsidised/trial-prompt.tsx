import { countOf, DASHBOARD_TEXTS, NOUNS, TRIAL } from '@platform/shared';
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
        Przez {countOf(TRIAL.days, NOUNS.dzien)} bez podawania karty płatniczej:{' '}
        {countOf(TRIAL.investments, NOUNS.inwestycja)} i {countOf(TRIAL.companies, NOUNS.eWizytowka)} firm.
      </p>
      <Button type="primary" onClick={() => setOpen(true)}>
        {DASHBOARD_TEXTS.trialButton}
      </Button>
      <TrialDialog open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
};
