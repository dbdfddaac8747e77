import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';
import { usePageTitle } from '@/hooks/use-page-title';
import './info-page.css';

type Props = { title: string; lead?: ReactNode; children: ReactNode };

/** The frame of the footer's pages: the heading, one lead sentence and the sections as cards. */
export const InfoPage = ({ title, lead, children }: Props) => {
  usePageTitle(title);
  return (
    <PageContainer title={title}>
      <div className="info-page">
        {lead && <Typography.Paragraph className="info-page__lead">{lead}</Typography.Paragraph>}
        {children}
      </div>
    </PageContainer>
  );
};

/** One section with its own heading (h2), so the page reads as an outline to a screen reader. */
export const InfoSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card className="info-page__section">
    <Typography.Title level={2} className="info-page__heading">
      {title}
    </Typography.Title>
    {children}
  </Card>
);
