import { DASHBOARD_TEXTS, type OrderListItem } from '@platform/shared';
import { paths } from '@/config/paths';
import { DashboardColumn, EmptyState } from './dashboard-column';
import { OrderList } from './order-list-item';

type Props = {
  /**
   * The offered-orders page (GET /orders/offers/me with DASHBOARD_ORDER_PRESETS.offeredOrders).
   * That call comes with the offers issue; until it is plugged in the column shows its empty state,
   * never invented orders.
   */
  orders?: readonly OrderListItem[];
};

/** Offered orders: 3 released orders my company answered, by nearest offer deadline (spec 2.6). */
export const OfferedOrdersColumn = ({ orders }: Props) => (
  <DashboardColumn
    title={DASHBOARD_TEXTS.offeredOrdersTitle}
    testId="dashboard-offered-orders"
    allTo={paths.orders.offered.to()}
  >
    {orders && orders.length > 0 ? (
      <OrderList orders={orders} />
    ) : (
      <EmptyState
        text={DASHBOARD_TEXTS.emptyOfferedOrders}
        link={{ label: DASHBOARD_TEXTS.emptyOfferedOrdersLink, to: paths.orders.all.to() }}
      />
    )}
  </DashboardColumn>
);
