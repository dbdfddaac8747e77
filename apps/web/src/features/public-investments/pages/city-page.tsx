import { formatNumber, PUBLIC_INVESTMENT_TEXTS as T } from '@platform/shared';
import { List, Skeleton, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { NotFoundScreen } from '@/components/not-found-screen';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useCityPage } from '../api/get-city-page';
import { RegisterCall } from '../components/register-call';

/**
 * /inwestycje/{miasto}: a town's current investments for anyone, indexable (its own title and
 * description): names, stages and value bands; the rest of the data is the subscription's.
 */
export const CityPage = () => {
  const slug = useParams().miasto ?? '';
  const city = useCityPage(slug);
  const data = city.data;
  usePageMeta(data && T.cityTitle(data.city.name), data && T.cityDescription(data.city.name, data.total));
  if (city.isError) return <NotFoundScreen />;
  return (
    <PageContainer title={data ? T.cityTitle(data.city.name) : T.citiesTitle}>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {data.city.provinceName ? `Województwo ${data.city.provinceName}. ` : ''}
            Bieżące inwestycje w bazie: {formatNumber(data.total)}.{' '}
            <Link to={paths.localInvestments.to()}>{T.allCities}</Link>
          </Typography.Paragraph>
          <List
            bordered
            data-testid="city-investments"
            dataSource={data.investments}
            locale={{ emptyText: T.cityEmpty }}
            renderItem={(i) => (
              <List.Item key={i.id} style={{ flexWrap: 'wrap', gap: 8 }}>
                <Typography.Text strong style={{ flex: '1 1 320px' }}>
                  {i.name}
                </Typography.Text>
                {i.stageName && <Tag>{i.stageName}</Tag>}
                <Typography.Text type="secondary">{i.valueBand}</Typography.Text>
              </List.Item>
            )}
          />
        </>
      )}
      <RegisterCall />
    </PageContainer>
  );
};
