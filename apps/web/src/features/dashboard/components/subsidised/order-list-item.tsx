import { DASHBOARD_TEXTS, type OrderListItem } from '@platform/shared';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** An order of a dashboard list: its investment's name (to the order view) and its offer deadline. */
export const OrderListEntry = ({ order }: { order: OrderListItem }) => (
  <li style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
    <Link to={paths.orders.view.to(order.id)} style={{ fontWeight: 600 }}>
      {order.investment.name}
    </Link>
    {order.offerDeadlineTo && (
      <div style={{ color: '#57534e', fontSize: 13 }}>
        {DASHBOARD_TEXTS.offerDeadline}: {dayjs(order.offerDeadlineTo).format('DD.MM.YYYY')}
      </div>
    )}
  </li>
);

export const OrderList = ({ orders }: { orders: readonly OrderListItem[] }) => (
  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
    {orders.map((order) => (
      <OrderListEntry key={order.id} order={order} />
    ))}
  </ul>
);
