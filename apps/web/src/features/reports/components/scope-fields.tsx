import { Select, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { useReferenceLists } from '@/lib/reference/get-reference-lists';
import { useSectors } from '@/lib/reference/get-sectors';

type IdsFieldProps = { label: string; value: number[]; onChange: (ids: number[]) => void };

/** Chosen ids in ascending order: the same choice makes the same address and the same cached report. */
const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** A field of a report's scope: its name above, and the control, which screen readers name the same. */
export const ScopeField = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="scope-field">
    <span>{label}</span>
    {children}
  </div>
);

/** Several of a reference list (voivodeships, stages); none chosen reads as the placeholder ('Cała Polska'). */
export const IdsSelectField = ({
  label,
  placeholder,
  value,
  onChange,
  options,
}: IdsFieldProps & { placeholder: string; options: readonly { id: number; name: string }[] }) => (
  <ScopeField label={label}>
    <Select
      aria-label={label}
      mode="multiple"
      allowClear
      placeholder={placeholder}
      value={value}
      onChange={(ids: number[]) => onChange(ascending(ids))}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
      optionFilterProp="label"
    />
  </ScopeField>
);

/** The voivodeships of a scope. */
export const ProvincesField = (props: IdsFieldProps) => {
  const provinces = useReferenceLists().data?.provinces ?? [];
  return <IdsSelectField {...props} placeholder="Cała Polska" options={provinces} />;
};

/** Sectors and their subsectors, as a tree. */
export const SectorsField = ({ label, value, onChange }: IdsFieldProps) => {
  const sectors = useSectors().data ?? [];
  return (
    <ScopeField label={label}>
      <TreeSelect
        aria-label={label}
        multiple
        allowClear
        placeholder="Wszystkie sektory"
        value={value}
        onChange={(ids: number[]) => onChange(ascending(ids))}
        treeData={sectors.map((s) => ({
          value: s.id,
          title: s.name,
          children: s.children.map((c) => ({ value: c.id, title: c.name })),
        }))}
      />
    </ScopeField>
  );
};
