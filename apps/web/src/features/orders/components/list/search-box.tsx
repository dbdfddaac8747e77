import { LIMITS, ORDER_MESSAGES } from '@platform/shared';
import { Input, Tooltip } from 'antd';

type Props = {
  value: string;
  /** every keystroke; the list state waits 1 s before the call (spec 9) */
  onChange: (text: string) => void;
  /** Enter, the search button or clearing: no waiting */
  onSearch: (text: string) => void;
  disabled?: boolean;
  /** why it is disabled (the upsell of subsidised clients, spec 6) */
  tooltip?: string;
  /** the map's panel says 'Wyszukaj' (spec 2.10) */
  label?: string;
  id?: string;
};

/** 'Znajdź istniejące zlecenie' (spec 2.5). */
export const SearchBox = ({
  value,
  onChange,
  onSearch,
  disabled,
  tooltip,
  label = ORDER_MESSAGES.searchLabel,
  id = 'order-search',
}: Props) => (
  <div style={{ flex: '1 1 320px' }}>
    <label htmlFor={id} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
      {label}
    </label>
    <Tooltip title={tooltip}>
      <div>
        <Input.Search
          value={value}
          allowClear
          maxLength={LIMITS.orderSearchMax}
          disabled={disabled}
          placeholder="Wpisz szukaną frazę"
          onChange={(e) => onChange(e.target.value)}
          onSearch={onSearch}
          id={id}
        />
      </div>
    </Tooltip>
  </div>
);
