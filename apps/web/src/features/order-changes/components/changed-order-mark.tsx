import { ORDER_CHANGES_MESSAGES } from '@platform/shared';
import { Tag } from 'antd';
import { useMyChangedOrders } from '../api/get-my-changed-orders';

/**
 * The 'Zmiany w zleceniu' mark of a list row (beyond the spec): the order changed since the caller's
 * company last acknowledged it. Every row reads the one cached answer of GET /orders/changes/me.
 */
export const ChangedOrderMark = ({ orderId, enabled }: { orderId: number; enabled: boolean }) => {
  const mine = useMyChangedOrders(enabled);
  if (!mine.data?.orderIds.includes(orderId)) return null;
  return (
    <Tag color="orange" data-testid="order-changed-mark">
      {ORDER_CHANGES_MESSAGES.title}
    </Tag>
  );
};
