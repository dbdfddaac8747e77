import { ORDER_STATUS_LABELS, type OrderStatus } from '@platform/shared';
import { Tag } from 'antd';

const COLORS: Record<OrderStatus, string> = {
  RELEASED: 'green',
  PLANNED: 'blue',
  DRAFT: 'default',
  ARCHIVED: 'default',
};

/** Status label of spec 4; unapproved orders carry a second tag, except archived ones. */
export const StatusTag = ({ status, isApproved }: { status: OrderStatus; isApproved?: boolean }) => (
  <>
    <Tag color={COLORS[status]} data-testid="order-status">
      {ORDER_STATUS_LABELS[status]}
    </Tag>
    {isApproved === false && status !== 'ARCHIVED' && status !== 'DRAFT' && (
      <Tag color="orange" data-testid="order-not-approved">
        Do zatwierdzenia
      </Tag>
    )}
  </>
);
