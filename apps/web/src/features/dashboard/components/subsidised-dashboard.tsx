import { DASHBOARD_TEXTS } from '@platform/shared';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { EventsBand } from '@/components/editorial/events-band';
import { IndustryNewsBand } from '@/components/editorial/industry-news-band';
import { useMyCompany } from '../api/get-my-company';
import { CompanyHeader } from './subsidised/company-header';
import { CompanyInvestmentsColumn } from './subsidised/company-investments-column';
import { ContactBlock } from './subsidised/contact-block';
import { InvitationsBand } from './subsidised/invitations-band';
import { MyOrdersColumn } from './subsidised/my-orders-column';
import { NoAccessNotice } from './subsidised/no-access-notice';
import { OfferedOrdersColumn } from './subsidised/offered-orders-column';
import { StatisticsCarousel } from './subsidised/statistics-carousel';
import { TrialPrompt } from './subsidised/trial-prompt';

/**
 * "Mój dashboard" of a subsidised company, in the order of document 2, section 2.6: company header,
 * title, no-access notice, invitations band, orders and my-investments area, product-info and events
 * band, industry news; then the contact block and the free-trial prompt. `alerts` (another feature's
 * warning about the company's orders) sits under the title, above the orders it is about.
 */
export const SubsidisedDashboard = ({ companyId, alerts = null }: { companyId: number; alerts?: ReactNode }) => {
  const company = useMyCompany();
  return (
    <div className="page-container" data-testid="subsidised-dashboard">
      {company.data && <CompanyHeader company={company.data} />}
      <h1 style={{ fontSize: 28, margin: '0 0 16px' }}>{DASHBOARD_TEXTS.title}</h1>
      {company.data?.stats.totalCount === 0 && <NoAccessNotice />}
      {alerts}
      <InvitationsBand />
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        <Col xs={24} lg={8}>
          <MyOrdersColumn />
        </Col>
        <Col xs={24} lg={8}>
          <OfferedOrdersColumn />
        </Col>
        <Col xs={24} lg={8}>
          <CompanyInvestmentsColumn companyId={companyId} />
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        <Col xs={24} lg={12}>
          <StatisticsCarousel />
        </Col>
        <Col xs={24} lg={12}>
          <EventsBand />
        </Col>
      </Row>
      <div style={{ marginBottom: 24 }}>
        <IndustryNewsBand />
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <ContactBlock />
        </Col>
        <Col xs={24} md={12}>
          <TrialPrompt />
        </Col>
      </Row>
    </div>
  );
};
