import { countOf, formatCount, NOUNS } from '@platform/shared';
import { Card, Empty, List, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useInvestmentOrders } from '../api/get-investment-orders';

/** The published and archived orders of one investment. */
export const InvestmentOrders = ({ investmentId, subsidized }: { investmentId: number; subsidized: boolean }) => {
  const orders = useInvestmentOrders(investmentId, subsidized);
  const page = orders.data;
  return (
    <Card title="Zlecenia tej inwestycji" size="small" style={{ marginTop: 24 }} data-testid="investment-orders">
      {orders.isPending ? (
        <Spin />
      ) : orders.isError ? (
        <Typography.Text type="danger">Nie udało się wczytać zleceń tej inwestycji.</Typography.Text>
      ) : !page?.content.length ? (
        <Empty description="Brak zleceń" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          footer={
            page.totalElements > page.content.length ? (
              <Typography.Text type="secondary">
                Pokazano {formatCount(page.content.length)} z {countOf(page.totalElements, NOUNS.zlecenieGen)}.
              </Typography.Text>
            ) : undefined
          }
          dataSource={page.content}
          renderItem={(o) => (
            <List.Item>
              <Link to={paths.orders.view.to(o.id)}>Zlecenie nr {o.id}</Link>
              <Typography.Text type="secondary">{o.industries.map((i) => i.name).join(', ')}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};
