import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useInvestment } from '@/lib/investments/get-investment';
import { useInvestmentChoices } from '@/lib/investments/get-investment-choices';

type Props = {
  value?: number;
  onChange?: (id: number | undefined) => void;
  id?: string;
  label: string;
  placeholder: string;
};

const labelOf = (i: { name: string; city: string | null }) => (i.city ? `${i.name} (${i.city})` : i.name);

/** A search box of any active investment by a part of its name (the declaration, the admin's company tools). */
export const InvestmentPicker = ({ value, onChange, id, label, placeholder }: Props) => {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 300);
  const choices = useInvestmentChoices(search);
  // an investment given in the address (?inwestycja=) is shown by name before anything is typed
  const chosen = useInvestment(value ?? null, value !== undefined);
  const options = (choices.data?.content ?? []).map((i) => ({ value: i.id, label: labelOf(i) }));
  if (value !== undefined && chosen.data && !options.some((o) => o.value === value))
    options.unshift({ value, label: labelOf(chosen.data) });
  return (
    <Select
      id={id}
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      placeholder={placeholder}
      value={value}
      onChange={(v: number | undefined) => onChange?.(v)}
      options={options}
      loading={choices.isFetching}
      notFoundContent={choices.isFetching ? 'Szukam…' : 'Brak inwestycji o tej nazwie'}
      style={{ width: '100%' }}
    />
  );
};
