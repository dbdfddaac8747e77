import { type ClaimStatus, CLAIM_TEXTS as T } from '@platform/shared';
import { Tag } from 'antd';

const COLORS: Record<ClaimStatus, string> = { PENDING: 'gold', CONFIRMED: 'green', REFUSED: 'red' };

export const ClaimStatusTag = ({ status }: { status: ClaimStatus }) => (
  <Tag color={COLORS[status]} data-testid="claim-status">
    {T.statuses[status]}
  </Tag>
);
