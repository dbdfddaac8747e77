import { Card, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  status: ResultProps['status'];
  icon?: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
};

/** Full-width status card used by the error, access and placeholder screens. */
export const StatusScreen = ({ status, icon, title, subTitle, actions, children }: Props) => (
  <div className="page-container">
    <Card variant="borderless" style={{ maxWidth: 760, margin: '0 auto' }}>
      <Result status={status} icon={icon} title={title} subTitle={subTitle} extra={actions}>
        {children}
      </Result>
    </Card>
  </div>
);
