import { COMPANY_TEXTS } from '@platform/shared';
import { Select } from 'antd';
import { useState } from 'react';
import { useCompanyAutocomplete } from '@/lib/reference/company-autocomplete';

type Ref = { id: number; name: string };
type Common = { id: string; known: Ref[]; excludeId: number; status?: 'error' };
type Props =
  | (Common & { mode: 'single'; value: number | null; onChange: (id: number | null, ref: Ref | null) => void })
  | (Common & { mode: 'multiple'; value: number[]; onChange: (ids: number[], refs: Ref[]) => void });

/** Company picker (parent, daughters, other connections): suggestions by name or NIP, debounced. */
export const CompanyPicker = (props: Props) => {
  const [search, setSearch] = useState('');
  const found = useCompanyAutocomplete(search).data?.content ?? [];
  const [refs, setRefs] = useState<Ref[]>(props.known);
  const all = [...refs, ...found.filter((f) => !refs.some((r) => r.id === f.id))];
  const options = all.filter((c) => c.id !== props.excludeId).map((c) => ({ value: c.id, label: c.name }));
  const remember = (ids: number[]) => {
    const picked = all.filter((c) => ids.includes(c.id)).map(({ id, name }) => ({ id, name }));
    setRefs((list) => [...list.filter((r) => !picked.some((p) => p.id === r.id)), ...picked]);
    return picked;
  };
  const common = {
    id: props.id,
    showSearch: { filterOption: false, onSearch: setSearch },
    options,
    status: props.status,
    notFoundContent: search ? COMPANY_TEXTS.companiesNotFound : 'Wpisz nazwę lub NIP firmy',
    placeholder: 'Wyszukaj firmę',
    style: { width: '100%' },
  };
  if (props.mode === 'single') {
    return (
      <Select<number>
        {...common}
        allowClear
        value={props.value ?? undefined}
        onChange={(id) => props.onChange(id ?? null, id ? (remember([id])[0] ?? null) : null)}
      />
    );
  }
  return (
    <Select<number[]>
      {...common}
      mode="multiple"
      value={props.value}
      onChange={(ids) => props.onChange(ids, remember(ids))}
    />
  );
};
