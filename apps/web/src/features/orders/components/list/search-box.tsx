import { DEBOUNCE, ORDER_MESSAGES } from '@platform/shared';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

type Props = { value: string; onChange: (text: string) => void; disabled?: boolean };

/** 'Znajdź istniejące zlecenie': typed text reaches the address bar after 1 s (spec 9). */
export const SearchBox = ({ value, onChange, disabled }: Props) => {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, DEBOUNCE.filters);
  const last = useRef(value);

  // the address bar changed (a saved filter, clearing): show its text
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (debounced.trim() !== last.current.trim()) {
      last.current = debounced;
      onChange(debounced);
    }
  }, [debounced, onChange]);

  return (
    <div style={{ flex: '1 1 320px' }}>
      <label htmlFor="order-search" style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
        {ORDER_MESSAGES.searchLabel}
      </label>
      <Input.Search
        value={text}
        allowClear
        disabled={disabled}
        placeholder="Wpisz szukaną frazę"
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => {
          last.current = v;
          onChange(v);
        }}
        id="order-search"
      />
    </div>
  );
};
