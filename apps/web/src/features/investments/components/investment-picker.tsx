import { Select } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useAllInvestments } from '../api/search-all-investments';

type Props = { value: number | null; onChange: (id: number) => void };

/** The staff panel's choice of an investment: typed words of its name (the name search rule). */
export const InvestmentPicker = ({ value, onChange }: Props) => {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 300);
  const list = useAllInvestments(search);
  return (
    <Select
      showSearch
      aria-label="Inwestycja"
      placeholder="Wpisz nazwę inwestycji"
      style={{ width: '100%', maxWidth: 640 }}
      filterOption={false}
      onSearch={setText}
      value={value ?? undefined}
      loading={list.isFetching}
      onChange={(id: number) => onChange(id)}
      options={(list.data?.content ?? []).map((i) => ({
        value: i.id,
        label: `${i.name}${i.city ? `, ${i.city}` : ''} (ID ${i.id})`,
      }))}
      notFoundContent="Brak inwestycji"
    />
  );
};
