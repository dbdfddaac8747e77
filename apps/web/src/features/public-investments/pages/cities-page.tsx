import { countOf, NOUNS, PUBLIC_INVESTMENT_TEXTS as T } from '@platform/shared';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useCityIndex } from '../api/get-city-index';
import { RegisterCall } from '../components/register-call';

/** /inwestycje-lokalne: the towns with current investments, each linking to its public page. */
export const CitiesPage = () => {
  const index = useCityIndex();
  usePageMeta(T.citiesTitle, T.citiesLead);
  return (
    <PageContainer title={T.citiesTitle}>
      <Typography.Paragraph type="secondary">{T.citiesLead}</Typography.Paragraph>
      {index.isPending ? (
        <Skeleton active />
      ) : (
        <Row gutter={[12, 12]} data-testid="city-index">
          {(index.data?.cities ?? []).map((c) => (
            <Col key={c.slug} xs={12} sm={8} md={6}>
              <Card size="small">
                <Link to={paths.cityInvestments.to(c.slug)} style={{ fontWeight: 500 }}>
                  {c.name}
                </Link>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                  {c.provinceName ? `woj. ${c.provinceName}, ` : ''}
                  {countOf(c.count, NOUNS.inwestycja)}
                </Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <RegisterCall />
    </PageContainer>
  );
};
