import { formatCount, ORDER_STATUS_LABELS, type OrderCount, type OrderStatus } from '@platform/shared';
import { Checkbox, Space, Tooltip } from 'antd';

type Props = {
  offered: OrderStatus[];
  selected: OrderStatus[];
  counts: Partial<Record<OrderStatus, OrderCount>>;
  onChange: (statuses: OrderStatus[]) => void;
  disabled?: boolean;
  /** why they are disabled (the upsell of subsidised clients, spec 6) */
  tooltip?: string;
};

/** Status checkboxes with their counts (spec 2.5); the last checked one cannot be unchecked. */
export const StatusCheckboxes = ({ offered, selected, counts, onChange, disabled, tooltip }: Props) => (
  <Tooltip title={tooltip}>
    <Space wrap size={16} role="group" aria-label="Statusy zleceń">
      {offered.map((status) => {
        const checked = selected.includes(status);
        const count = counts[status];
        return (
          <Checkbox
            key={status}
            checked={checked}
            disabled={disabled || (checked && selected.length === 1)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? offered.filter((s) => s === status || selected.includes(s))
                  : selected.filter((s) => s !== status),
              )
            }
            data-testid={`status-${status}`}
          >
            {ORDER_STATUS_LABELS[status]}
            {count !== undefined && (
              <span style={{ color: 'var(--text-muted)' }}> ({formatCount(count.count, count.capped)})</span>
            )}
          </Checkbox>
        );
      })}
    </Space>
  </Tooltip>
);
