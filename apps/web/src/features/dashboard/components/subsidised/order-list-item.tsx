import { DASHBOARD_TEXTS, type OrderListItem } from '@platform/shared';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { MessageButton } from './message-button';

/**
 * An order of a dashboard list: its investment's name (to the order view) and its offer deadline; my
 * own orders add the recommendations tab (a published one) and duplicating it (spec 2.6 links), the
 * others the message button.
 */
export const OrderListEntry = ({ order, own = false }: { order: OrderListItem; own?: boolean }) => (
  <li style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
    <Link to={paths.orders.view.to(order.id)} style={{ fontWeight: 600 }}>
      {order.investment.name}
    </Link>
    {order.offerDeadlineTo && (
      <div style={{ color: '#57534e', fontSize: 13 }}>
        {DASHBOARD_TEXTS.offerDeadline}: {dayjs(order.offerDeadlineTo).format('DD.MM.YYYY')}
      </div>
    )}
    {!own && (
      <div style={{ marginTop: 4 }}>
        <MessageButton orderId={order.id} investmentName={order.investment.name} />
      </div>
    )}
    {own && (
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', fontSize: 13 }}>
        {order.status === 'RELEASED' && (
          <Link to={paths.orders.viewTab.to(order.id, 'rekomendacje')}>{DASHBOARD_TEXTS.recommendations}</Link>
        )}
        <Link to={paths.orders.add.to({ order: order.id })}>{DASHBOARD_TEXTS.duplicate}</Link>
      </div>
    )}
  </li>
);

export const OrderList = ({ orders, own = false }: { orders: readonly OrderListItem[]; own?: boolean }) => (
  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
    {orders.map((order) => (
      <OrderListEntry key={order.id} order={order} own={own} />
    ))}
  </ul>
);
