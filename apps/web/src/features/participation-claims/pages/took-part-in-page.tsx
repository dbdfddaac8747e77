import { CLAIM_TEXTS as T } from '@platform/shared';
import { Alert, Card, Col, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { CompanyInvestmentsCard } from '../components/company-investments-card';
import { MyClaimsList } from '../components/my-claims-list';
import { ScopesForm } from '../components/scopes-form';

/**
 * /inwestycje/bralem-udzial: my company's declarations with their status, the scope declaration
 * ('Zgłoś zakresy branżowe' of the subsidised dashboard leads here, #zakresy) and, beside them, the
 * investments the company is in (confirmed participations among them).
 */
export const TookPartInPage = () => {
  const { user } = useCurrentUser();
  const { hash } = useLocation();
  // the dashboard's 'Zgłoś zakresy branżowe' opens the page at the scope form
  useEffect(() => {
    if (hash === '#zakresy') document.getElementById('zakresy')?.scrollIntoView({ block: 'start' });
  }, [hash]);
  if (user && !user.company)
    return (
      <PageContainer title={T.tookPartTitle}>
        <Alert type="info" showIcon title={T.noCompany} />
      </PageContainer>
    );
  return (
    <PageContainer
      title={T.tookPartTitle}
      extra={
        <LinkButton type="primary" to={paths.addParticipation.to()}>
          {T.addButton}
        </LinkButton>
      }
    >
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
        {T.tookPartLead}
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card title={T.claimsTitle}>
            <MyClaimsList />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={T.scopesTitle} id="zakresy" style={{ marginBottom: 24 }}>
            <ScopesForm />
          </Card>
          <CompanyInvestmentsCard />
        </Col>
      </Row>
    </PageContainer>
  );
};
