import { DASHBOARD_ORDER_PRESETS, DASHBOARD_TEXTS } from '@platform/shared';
import { paths } from '@/config/paths';
import { useDashboardOrders } from '../../api/get-dashboard-orders';
import { DashboardColumn, EmptyState } from './dashboard-column';
import { OrderList } from './order-list-item';

/** Offered orders: 3 released orders my company answered, by nearest offer deadline (spec 2.6). */
export const OfferedOrdersColumn = () => {
  const { data } = useDashboardOrders('offers', DASHBOARD_ORDER_PRESETS.offeredOrders);
  return (
    <DashboardColumn
      title={DASHBOARD_TEXTS.offeredOrdersTitle}
      testId="dashboard-offered-orders"
      allTo={paths.orders.offered.to()}
    >
      {data &&
        (data.content.length > 0 ? (
          <OrderList orders={data.content} />
        ) : (
          <EmptyState
            text={DASHBOARD_TEXTS.emptyOfferedOrders}
            link={{ label: DASHBOARD_TEXTS.emptyOfferedOrdersLink, to: paths.orders.all.to() }}
          />
        ))}
    </DashboardColumn>
  );
};
