import { Typography } from 'antd';
import type { ReactNode } from 'react';

type Props = {
  title?: ReactNode;
  extra?: ReactNode;
  /** A line under the heading saying what the page holds, in grey. */
  lead?: ReactNode;
  children: ReactNode;
};

/** Page frame: centred column of the content width, with the Polish page heading. */
export const PageContainer = ({ title, extra, lead, children }: Props) => (
  <div className="page-container">
    {(title || extra) && (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', marginBottom: 24 }}>
        {title && (
          <Typography.Title level={1} style={{ margin: 0, fontSize: 28, flex: '1 1 auto' }}>
            {title}
          </Typography.Title>
        )}
        {extra}
      </div>
    )}
    {lead && (
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
        {lead}
      </Typography.Paragraph>
    )}
    {children}
  </div>
);
