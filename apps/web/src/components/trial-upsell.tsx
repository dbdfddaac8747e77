import { Alert, Button, Space } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { TrialDialog } from '@/components/trial-dialog';
import '@/components/stacking-alert.css';

type Props = {
  testId: string;
  title: string;
  description: string;
  /** more actions beside 'Wypróbuj bez zobowiązań' (e.g. a link to the offer) */
  extra?: ReactNode;
  style?: CSSProperties;
};

/** What the free and subsidised plans do not show, offered with the no-obligation trial of spec 1. */
export const TrialUpsell = ({ testId, title, description, extra, style }: Props) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid={testId}
        classNames={{ root: 'stacking-alert', actions: 'stacking-alert__actions' }}
        style={style}
        title={title}
        description={description}
        action={
          <Space wrap>
            <Button type="primary" onClick={() => setOpen(true)}>
              Wypróbuj bez zobowiązań
            </Button>
            {extra}
          </Space>
        }
      />
      <TrialDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
