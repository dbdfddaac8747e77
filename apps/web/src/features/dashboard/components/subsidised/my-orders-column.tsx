import { DASHBOARD_ORDER_PRESETS, DASHBOARD_TEXTS } from '@platform/shared';
import { paths } from '@/config/paths';
import { useDashboardOrders } from '../../api/get-dashboard-orders';
import { DashboardColumn, EmptyState } from './dashboard-column';
import { OrderList } from './order-list-item';

/** My orders: 3 released, planned or draft orders by nearest offer deadline (spec 2.6). */
export const MyOrdersColumn = () => {
  const { data } = useDashboardOrders('me', DASHBOARD_ORDER_PRESETS.myOrders);
  return (
    <DashboardColumn title={DASHBOARD_TEXTS.myOrdersTitle} testId="dashboard-my-orders" allTo={paths.orders.my.to()}>
      {data &&
        (data.content.length > 0 ? (
          <OrderList orders={data.content} own />
        ) : (
          <EmptyState
            text={DASHBOARD_TEXTS.emptyMyOrders}
            link={{ label: DASHBOARD_TEXTS.emptyMyOrdersLink, to: paths.orders.add.to() }}
          />
        ))}
    </DashboardColumn>
  );
};
