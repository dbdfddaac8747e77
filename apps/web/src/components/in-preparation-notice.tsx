import { Space } from 'antd';
import type { ReactNode } from 'react';
import { GoHomeButton } from '@/components/go-home-button';
import { StatusScreen } from '@/components/status-screen';

type Props = { title: string; children?: ReactNode; actions?: ReactNode };

/**
 * Honest notice for a part of the platform that later issues build: the page's Polish title,
 * the notice and a way home. It never shows sample or made-up data.
 */
export const InPreparationNotice = ({ title, children, actions }: Props) => (
  <StatusScreen
    status="info"
    title={<span data-testid="page-title">{title}</span>}
    subTitle="Ta część platformy jest w przygotowaniu."
    actions={
      <Space wrap>
        {actions}
        <GoHomeButton />
      </Space>
    }
  >
    {children}
  </StatusScreen>
);
