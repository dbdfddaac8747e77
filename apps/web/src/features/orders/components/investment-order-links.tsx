import type { OrderListParams } from '@platform/shared';
import { List } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOrders } from '../api/get-orders';

type Props = { investmentId: number; query: OrderListParams };

/** The orders of one investment under a list's filter, each a link to its card (the order map, spec 2.10). */
export const InvestmentOrderLinks = ({ investmentId, query }: Props) => {
  const orders = useOrders('all', { ...query, investmentIds: [investmentId], page: 0, size: 50 });
  return (
    <List
      size="small"
      loading={orders.isFetching && !orders.data}
      dataSource={orders.data?.content ?? []}
      renderItem={(order) => (
        <List.Item>
          <Link to={paths.orders.view.to(order.id)}>
            {order.industries.map((i) => i.name).join(', ') || `Zlecenie ${order.id}`}
          </Link>
        </List.Item>
      )}
    />
  );
};
