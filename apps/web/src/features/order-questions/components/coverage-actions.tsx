import type { CoverageAction } from '@platform/shared';
import { Space } from 'antd';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';

const LABELS: Record<CoverageAction, string> = {
  INVITE: 'Zaproś polecane firmy',
  EXTEND_DEADLINE: 'Przedłuż termin składania ofert',
  WIDEN_VISIBILITY: 'Poszerz widoczność zlecenia',
};

/** What helps when too few offers are likely: the Rekomendacje tab, or the edit form (deadline, visibility). */
export const CoverageActions = ({ orderId, actions }: { orderId: number; actions: readonly CoverageAction[] }) => (
  <Space wrap size={8}>
    {actions.map((action) => (
      <LinkButton
        key={action}
        size="small"
        type={action === 'INVITE' ? 'primary' : 'default'}
        data-testid={`coverage-action-${action}`}
        to={action === 'INVITE' ? paths.orders.viewTab.to(orderId, 'rekomendacje') : paths.orders.edit.to(orderId)}
      >
        {LABELS[action]}
      </LinkButton>
    ))}
  </Space>
);
