import { DEBOUNCE } from '@platform/shared';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useEntries } from '../../api/list-entries';
import type { Named } from '../../lib/panel-resource';
import { resourceByApiPath } from '../../lib/resources';

type Props = {
  resource: string;
  multiple: boolean;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  /** names of the entries already chosen (the saved links) */
  initialLabels?: Named[];
  id?: string;
  placeholder?: string;
  ariaLabel?: string;
  allowClear?: boolean;
};

/** Chooses entries of another kind by typing (the first 20 matches of the panel's list call). */
export const LinkSelect = ({ resource, multiple, value, onChange, initialLabels, id, ...rest }: Props) => {
  const kind = resourceByApiPath(resource);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), DEBOUNCE.search);
  const query = useEntries(resource, kind?.itemSchema ?? (undefined as never), { page: 0, search }, !!kind);
  const [known, setKnown] = useState(() => new Map((initialLabels ?? []).map((n) => [n.id, n.name])));

  useEffect(() => {
    if (!kind || !query.data) return;
    setKnown((previous) => {
      const next = new Map(previous);
      for (const item of query.data.content) next.set(kind.idOf(item), kind.titleOf(item));
      return next;
    });
  }, [kind, query.data]);

  const options = useMemo(() => [...known.entries()].map(([value, label]) => ({ value, label })), [known]);
  const found = new Set(query.data?.content.map((item) => kind?.idOf(item)));
  const shown = search ? options.filter((o) => found.has(o.value)) : options;

  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setText }}
      value={value ?? (multiple ? [] : undefined)}
      onChange={(next) => onChange?.((next as number | number[] | undefined) ?? null)}
      onBlur={() => setText('')}
      options={shown}
      loading={query.isFetching}
      allowClear={rest.allowClear ?? true}
      placeholder={rest.placeholder ?? 'Wpisz, aby wyszukać'}
      aria-label={rest.ariaLabel}
      notFoundContent={query.isFetching ? 'Wyszukiwanie…' : 'Brak wyników'}
      style={{ width: '100%' }}
    />
  );
};
