import { Alert, Button } from 'antd';
import { useState } from 'react';
import { AntdProvider } from '@/components/antd-provider';
import { TrialDialog } from '@/components/trial-dialog';
import './free-tier-banner.css';

/** Banner for subsidised (free-tier) clients with the trial offer (spec 1 and 6). */
export const FreeTierBanner = () => {
  const [open, setOpen] = useState(false);
  return (
    <AntdProvider>
      <Alert
        banner
        type="warning"
        showIcon
        data-testid="free-tier-banner"
        title="Korzystasz z bezpłatnej wersji platformy."
        description="Chcesz uzyskać pełny dostęp do informacji o inwestycjach i zleceniach z całej Polski?"
        action={
          <Button type="primary" onClick={() => setOpen(true)}>
            Wypróbuj bez zobowiązań
          </Button>
        }
        classNames={{ root: 'free-tier-banner', actions: 'free-tier-banner__action' }}
      />
      <TrialDialog open={open} onClose={() => setOpen(false)} />
    </AntdProvider>
  );
};
