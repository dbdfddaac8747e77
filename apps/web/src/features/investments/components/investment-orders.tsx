import { Card, Empty, List, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useInvestmentOrders } from '../api/get-investment-orders';

/** The published and archived orders of one investment. */
export const InvestmentOrders = ({ investmentId }: { investmentId: number }) => {
  const orders = useInvestmentOrders(investmentId);
  return (
    <Card title="Zlecenia tej inwestycji" size="small" style={{ marginTop: 24 }} data-testid="investment-orders">
      {orders.isPending ? (
        <Spin />
      ) : !orders.data?.length ? (
        <Empty description="Brak zleceń" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          dataSource={orders.data}
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
